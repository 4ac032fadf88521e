/** fast-check generators of finished-deal outcomes, for the settlement property tests. */
import fc from 'fast-check';
import type { Seat } from '../../core/seats/seat';
import type {
  BridgeOutcome,
  HeartsOutcome,
  HeartsSeat,
  RevokePenaltyOption,
  SoloCall,
  SoloOutcome,
  WhistOutcome,
} from '../../core/outcome';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const seat = fc.constantFrom(...SEATS);
const option = fc.option(fc.constantFrom<RevokePenaltyOption>('take-three-tricks', 'deduct-three', 'add-three'), {
  nil: undefined,
});
const revokes = fc.array(fc.record({ seat, penaltyOption: option }), { maxLength: 3 });

/** Counts per owner when each of `n` items goes to one of `owners`. */
function spread<T extends string>(owners: readonly T[], n: number): fc.Arbitrary<Record<T, number>> {
  return fc.array(fc.constantFrom(...owners), { minLength: n, maxLength: n }).map((picks) => {
    const out = Object.fromEntries(owners.map((o) => [o, 0])) as Record<T, number>;
    for (const p of picks) out[p] += 1;
    return out;
  });
}

/** A whist deal outcome (deal number set later). */
export const whistOutcome: fc.Arbitrary<WhistOutcome> = fc
  .record({
    tricksNS: fc.integer({ min: 0, max: 13 }),
    honours: fc.option(spread(['NS', 'EW'] as const, 4), { nil: null }),
    revokes,
    abandoned: fc.boolean(),
  })
  .map(({ tricksNS, honours, revokes: rv, abandoned }) => ({
    variant: 'whist',
    deal: 0,
    tricks: { NS: tricksNS, EW: 13 - tricksNS },
    honours,
    revokes: rv,
    abandoned,
  }));

/** A bridge-1904 deal outcome. */
export const bridgeOutcome: fc.Arbitrary<BridgeOutcome> = fc
  .record({
    trump: fc.constantFrom('S', 'H', 'D', 'C', 'NT' as const),
    doublings: fc.integer({ min: 0, max: 3 }),
    tricksNS: fc.integer({ min: 0, max: 13 }),
    honours5: spread(SEATS, 5),
    aces: spread(SEATS, 4),
    chicane: fc.subarray([...SEATS], { maxLength: 2 }),
    revokes,
    declarer: seat,
  })
  .map((r) => ({
    variant: 'bridge-1904',
    deal: 0,
    declarer: r.declarer,
    trump: r.trump,
    doublings: r.doublings,
    tricks: { NS: r.tricksNS, EW: 13 - r.tricksNS },
    honours: r.trump === 'NT' ? r.aces : r.honours5,
    chicane: r.chicane,
    revokes: r.revokes,
  }));

const CALLS: readonly (SoloCall | 'none')[] = [
  'none',
  'proposal',
  'solo',
  'misere',
  'abondance',
  'misere-ouverte',
  'abondance-declaree',
];

/** A solo-whist deal outcome. */
export const soloOutcome: fc.Arbitrary<SoloOutcome> = fc
  .record({
    call: fc.constantFrom(...CALLS),
    order: fc.shuffledSubarray([...SEATS], { minLength: 4, maxLength: 4 }),
    callerTricks: fc.integer({ min: 0, max: 13 }),
    protections: fc.array(
      fc.record({
        kind: fc.constantFrom('exposed', 'lead-out-of-turn', 'played-out-of-turn', 'revoke' as const),
        offender: seat,
      }),
      { maxLength: 2 },
    ),
    revokes: fc.array(fc.record({ seat }), { maxLength: 2 }),
  })
  .map((r) => ({
    variant: 'solo-whist',
    deal: 0,
    call: r.call,
    caller: r.call === 'none' ? undefined : r.order[0],
    acceptor: r.call === 'proposal' ? r.order[1] : undefined,
    callerTricks: r.callerTricks,
    protections: r.protections,
    revokes: r.revokes,
  }));

const TABLES: Readonly<Record<number, readonly HeartsSeat[]>> = {
  3: ['N', 'E', 'S'],
  4: ['N', 'E', 'S', 'W'],
  5: ['N', 'E', 'S', 'W', 'P5'],
  6: ['N', 'E', 'S', 'W', 'P5', 'P6'],
};

/** The seats of a hearts table of n players (3-6). */
export function heartsTable(n: number): readonly HeartsSeat[] {
  return TABLES[n];
}

/** A hearts deal outcome at a table of these seats. */
export function heartsOutcome(players: readonly HeartsSeat[]): fc.Arbitrary<HeartsOutcome> {
  const p = fc.constantFrom(...players);
  return fc
    .record({
      hearts: spread(players, players.length >= 6 ? 12 : 13),
      revokes: fc.array(fc.record({ seat: p }), { maxLength: 2 }),
      forfeits: fc.array(fc.record({ seat: p, counters: fc.constant(5), law: fc.constant('hearts-foster:15') }), {
        maxLength: 2,
      }),
      last: fc.option(fc.record({ winner: p, takenBy: p, hearts: fc.integer({ min: 0, max: 4 }) }), { nil: undefined }),
    })
    .map((r) => {
      const lastTrick = r.last
        ? { ...r.last, hearts: Math.min(r.last.hearts, r.hearts[r.last.winner]), law: 'hearts-foster:16' as const }
        : undefined;
      return {
        variant: 'hearts',
        deal: 0,
        players,
        hearts: r.hearts,
        forfeits: r.forfeits,
        revokes: r.revokes,
        lastTrick,
      };
    });
}
