import fc from 'fast-check';
import type { HeartsSeat } from '../../core/outcome';
import { settleHeartsDeal } from '../../variants/hearts/settle-hearts-deal';
import { settleSoloDeal } from '../../variants/solo-whist/settle-solo-revokes';
import { scoresheet } from './scoresheet';
import { bridgeOutcome, heartsOutcome, heartsTable, soloOutcome, whistOutcome } from './outcome.arbitraries';

const sum = (rec: Readonly<Partial<Record<string, number>>>) =>
  Object.values(rec).reduce<number>((a, b) => a + (b ?? 0), 0);
const numbered = <T extends { deal: number }>(xs: readonly T[]) => xs.map((x, i) => ({ ...x, deal: i + 1 }));

describe('settlement is zero-sum (architecture.md property tests)', () => {
  it("solo-hoffmann:p148: every solo deal's balances sum to 0, on either scale and revoke rule", () => {
    fc.assert(
      fc.property(
        soloOutcome,
        fc.constantFrom('hoffmann', 'foster' as const),
        fc.constantFrom('caller-wins', 'three-tricks' as const),
        (o, stakes, defenderRevoke) => {
          expect(sum(settleSoloDeal(o, { stakes, defenderRevoke }).balances)).toBe(0);
        },
      ),
    );
  });

  it("hearts-foster:29: every hearts deal's balances plus the change in the pool sum to 0 (3-6 players)", () => {
    const arb = fc
      .integer({ min: 3, max: 6 })
      .chain((n) => fc.tuple(fc.constant(heartsTable(n)), heartsOutcome(heartsTable(n))));
    const state = fc.record({ pool: fc.integer({ min: 0, max: 40 }), jack: fc.boolean() });
    fc.assert(
      fc.property(
        arb,
        state,
        fc.constantFrom('sweepstakes', 'howell' as const),
        fc.boolean(),
        ([, o], s, settlement, jackDividable) => {
          const r = settleHeartsDeal(o, s, { settlement, jackDividable });
          expect(sum(r.balances) + (r.after.pool - s.pool)).toBe(0);
          expect(r.after.pool).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('hearts-foster:29: a whole hearts sitting: balances plus the pool sum to 0 after every deal', () => {
    const players: readonly HeartsSeat[] = heartsTable(4);
    fc.assert(
      fc.property(
        fc.array(heartsOutcome(players), { maxLength: 12 }),
        fc.constantFrom('sweepstakes', 'howell'),
        (deals, settlement) => {
          const sheet = scoresheet('hearts', { settlement }, numbered(deals), [], players);
          if (sheet.variant !== 'hearts') throw new Error('not a hearts sheet');
          expect(sum(sheet.balances) + sheet.pool).toBe(0);
        },
      ),
    );
  });

  it('whist-1900:54-55, bridge-1904:11: rubber points are zero-sum', () => {
    fc.assert(
      fc.property(fc.array(whistOutcome, { maxLength: 30 }), fc.array(bridgeOutcome, { maxLength: 30 }), (w, b) => {
        for (const sheet of [scoresheet('whist', {}, numbered(w)), scoresheet('bridge-1904', {}, numbered(b))]) {
          if (sheet.variant !== 'whist' && sheet.variant !== 'bridge-1904') throw new Error('not partnership');
          expect(sheet.points.NS + sheet.points.EW).toBe(0);
          expect(Math.abs(sheet.points.NS)).toBe(
            Math.abs(sheet.rubbers.reduce((a, r) => a + (r.winner === 'NS' ? r.points : -r.points), 0)),
          );
        }
      }),
    );
  });
});
