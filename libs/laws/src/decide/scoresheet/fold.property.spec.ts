import fc from 'fast-check';
import type { DealOutcome, HeartsSeat, SettlementVariant } from '../../core/outcome';
import type { Ruling } from '../../core/settlement/ruling';
import { Scoresheet, applyDealToSheet, applyRulingToSheet, emptyScoresheet, scoresheet } from './scoresheet';
import { bridgeOutcome, heartsOutcome, heartsTable, soloOutcome, whistOutcome } from './outcome.arbitraries';

/** A zero-sum ruling adjustment for the variant. */
function rulingFor(variant: SettlementVariant, deal: number, k: number, players: readonly HeartsSeat[]): Ruling {
  if (variant === 'solo-whist') return { deal, reason: `r${k}`, adjustment: { balances: { N: k, E: -k } } };
  if (variant === 'hearts')
    return { deal, reason: `r${k}`, adjustment: { balances: { [players[0]]: -k, [players[2]]: k } } };
  return { deal, reason: `r${k}`, adjustment: { points: { NS: k, EW: -k } } };
}

/** Folds deal by deal, storing the sheet as JSON between events (as the app does), rulings interleaved. */
function foldStored(
  variant: SettlementVariant,
  rules: Record<string, unknown>,
  deals: readonly DealOutcome[],
  rulings: readonly (Ruling | null)[],
  players: readonly HeartsSeat[],
): Scoresheet {
  let stored = JSON.stringify(emptyScoresheet(variant, rules, players));
  deals.forEach((o, i) => {
    stored = JSON.stringify(applyDealToSheet(JSON.parse(stored) as Scoresheet, o, rules));
    const ruling = rulings[i];
    if (ruling) stored = JSON.stringify(applyRulingToSheet(JSON.parse(stored) as Scoresheet, ruling));
  });
  return JSON.parse(stored) as Scoresheet;
}

const cases: readonly [SettlementVariant, fc.Arbitrary<DealOutcome>, fc.Arbitrary<Record<string, unknown>>][] = [
  [
    'whist',
    whistOutcome,
    fc.record({
      carryOverPoints: fc.boolean(),
      losersHonoursWhenGameOnTricks: fc.boolean(),
      deductBelowZero: fc.boolean(),
    }),
  ],
  ['bridge-1904', bridgeOutcome, fc.constant({})],
  ['solo-whist', soloOutcome, fc.record({ stakes: fc.constantFrom('hoffmann', 'foster') })],
  [
    'hearts',
    heartsOutcome(heartsTable(4)),
    fc.record({ settlement: fc.constantFrom('sweepstakes', 'howell'), jackDividable: fc.boolean() }),
  ],
];

describe('the score-sheet folded deal by deal equals the one recomputed from scratch', () => {
  it.each(cases)(
    '%s: fold with stored JSON sheets and interleaved rulings = scoresheet(all deals, all rulings)',
    (variant, arb, rulesArb) => {
      const players = heartsTable(4);
      fc.assert(
        fc.property(
          fc.array(arb, { maxLength: 25 }),
          fc.array(fc.boolean(), { maxLength: 25 }),
          rulesArb,
          (raw, ruled, rules) => {
            const deals = raw.map(
              (o, i) => ({ ...o, variant: o.variant === 'whist' ? variant : o.variant, deal: i + 1 }) as DealOutcome,
            );
            const rulings = deals.map((d, i) => (ruled[i] ? rulingFor(variant, d.deal, i + 1, players) : null));
            const folded = foldStored(variant, rules, deals, rulings, players);
            const scratch = scoresheet(
              variant,
              rules,
              deals,
              rulings.filter((r): r is Ruling => !!r),
              players,
            );
            expect(folded).toEqual(JSON.parse(JSON.stringify(scratch)));
          },
        ),
        { numRuns: 60 },
      );
    },
  );
});
