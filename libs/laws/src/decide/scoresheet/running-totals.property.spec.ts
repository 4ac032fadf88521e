import fc from 'fast-check';
import { withRunningTotals } from './running-totals';
import { scoresheet } from './scoresheet';
import { bridgeOutcome, heartsOutcome, heartsTable, soloOutcome, whistOutcome } from './outcome.arbitraries';

const numbered = <T extends { deal: number }>(xs: readonly T[]) => xs.map((x, i) => ({ ...x, deal: i + 1 }));
type Row = { before: Record<string, unknown>; after: Record<string, unknown> };

/** The running totals chain deal to deal and end where the sheet stands (rulings counted at their deal). */
function expectChained(rows: readonly Row[], key: 'points' | 'balances', final: unknown, zero: unknown) {
  if (rows.length === 0) return;
  expect(rows[0].before[key]).toEqual(zero);
  for (let i = 1; i < rows.length; i++) expect(rows[i].before[key]).toEqual(rows[i - 1].after[key]);
  expect(rows.at(-1)!.after[key]).toEqual(final);
}

describe('withRunningTotals: each deal carries the totals before and after it', () => {
  it("whist-1900:54 and bridge-1904:11: rubber points, rulings included, end at the sheet's points", () => {
    const ruling = (deals: number) =>
      fc.record({
        deal: fc.integer({ min: 1, max: Math.max(1, deals) }),
        reason: fc.constant('ruling'),
        adjustment: fc.integer({ min: -20, max: 20 }).map((n) => ({ points: { NS: n, EW: -n } })),
      });
    const arb = fc.oneof(
      fc.array(whistOutcome, { maxLength: 14 }).map((o) => ['whist', numbered(o)] as const),
      fc.array(bridgeOutcome, { maxLength: 10 }).map((o) => ['bridge-1904', numbered(o)] as const),
    );
    fc.assert(
      fc.property(
        arb.chain(([v, os]) =>
          fc.tuple(fc.constant(v), fc.constant(os), fc.array(ruling(os.length), { maxLength: os.length ? 3 : 0 })),
        ),
        ([variant, outcomes, rulings]) => {
          const sheet = scoresheet(variant, {}, outcomes, rulings);
          if (sheet.variant !== 'whist' && sheet.variant !== 'bridge-1904') throw new Error('partnership sheet');
          const running = withRunningTotals(sheet);
          if (running.variant === 'solo-whist' || running.variant === 'hearts') throw new Error('partnership sheet');
          expectChained(running.deals as unknown as Row[], 'points', sheet.points, { NS: 0, EW: 0 });
          running.deals.forEach((d, i) => {
            expect(d.before.score).toEqual(sheet.deals[i].scoreBefore);
            expect(d.after.score).toEqual(sheet.deals[i].scoreReached);
          });
        },
      ),
    );
  });

  it("solo-hoffmann:p142 and hearts: balances per seat end at the sheet's balances; hearts keeps pool and Jack", () => {
    fc.assert(
      fc.property(fc.array(soloOutcome, { maxLength: 10 }), (os) => {
        const sheet = scoresheet('solo-whist', {}, numbered(os));
        if (sheet.variant !== 'solo-whist') throw new Error('solo sheet');
        const zero = Object.fromEntries(sheet.players.map((p) => [p, 0]));
        expectChained(withRunningTotals(sheet).deals as unknown as Row[], 'balances', sheet.balances, zero);
      }),
    );
    const table = heartsTable(4);
    fc.assert(
      fc.property(fc.array(heartsOutcome(table), { maxLength: 10 }), (os) => {
        const sheet = scoresheet('hearts', {}, numbered(os), [], table);
        if (sheet.variant !== 'hearts') throw new Error('hearts sheet');
        const running = withRunningTotals(sheet);
        expectChained(running.deals as unknown as Row[], 'balances', sheet.balances, { N: 0, E: 0, S: 0, W: 0 });
        running.deals.forEach((d, i) => {
          expect(d.before).toMatchObject(sheet.deals[i].before);
          expect(d.after).toMatchObject(sheet.deals[i].after);
        });
      }),
    );
  });
});
