import fc from 'fast-check';
import { parseHand } from '../../core/cards/hand';
import { LawCommand } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { isLawViolation } from '../../core/law-violation';
import type { HeartsOutcome } from '../../core/outcome';
import { eldestHand, rotationFrom } from '../../core/seats/table-seat';
import { SessionState, initialState } from '../../core/state';
import { expectedSeat } from '../../core/tricks/turn';
import { decide } from '../../decide/decide';
import { fold } from '../../play/fold/evolve';
import { fuzzedCommand } from '../../testing/fuzzed-commands';
import { AT, ofType, roundRobinHands } from '../../testing/given';
import { dealOutcome } from '../../views/deal-outcome';
import { highestBid } from './auction-bidding';
import { settleHeartsDeal } from './settle-hearts-deal';

const seat = fc.constantFrom('N', 'E', 'S', 'W', 'X');
/** A bid by the seat whose turn it is (`seat: null`) or by any seat, with lawful and unlawful amounts. */
const bid = fc.record({
  type: fc.constant('MakeBid' as const),
  deal: fc.constant(1),
  seat: fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: seat }),
  counters: fc.oneof({ weight: 8, arbitrary: fc.nat({ max: 9 }) }, fc.constantFrom(-1, 1.5, 1001, 'x')),
});
/** The suit named by the highest bidder (`seat: null`) or by any seat. */
const name = fc.record({
  type: fc.constant('NameAvoidedSuit' as const),
  deal: fc.constant(1),
  seat: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: seat }),
  suit: fc.constantFrom('S', 'H', 'D', 'C', 'NT'),
});
const command = fc.oneof({ weight: 2, arbitrary: fuzzedCommand }, { weight: 3, arbitrary: bid }, name);

/** Runs the commands on a four-handed Auction Hearts deal (W deals round-robin hands); returns the state and the laws refusals cited. */
function run(cmds: readonly { type: string; seat?: unknown; pick?: number }[], record: boolean) {
  let state: SessionState = initialState;
  const laws: (string | undefined)[] = [];
  const events: LawEvent[] = [];
  const exec = (c: object) => {
    try {
      const evs = decide({ ...c, at: AT } as LawCommand, state);
      events.push(...evs);
      state = fold(evs, state);
    } catch (e) {
      if (!isLawViolation(e)) throw e;
      laws.push(e.law);
    }
  };
  exec({
    type: 'OpenSession',
    variant: 'hearts',
    seats: { N: 'a', E: 'b', S: 'c', W: 'd' },
    rules: { settlement: 'auction' },
  });
  exec({ type: 'StartDeal', dealer: 'W', ...(record ? { hands: roundRobinHands(4) } : {}) });
  const physical = Object.fromEntries(Object.entries(roundRobinHands(4)).map(([s, h]) => [s, parseHand(h)!]));
  for (const c of cmds) {
    const d = state.deals[0];
    if (c.type === 'MakeBid' && c.seat === null) {
      const turn = rotationFrom(d.order, eldestHand(d.order, d.dealer))[d.auction?.bids.length ?? 0];
      exec({ ...c, seat: turn ?? 'N' });
    } else if (c.type === 'NameAvoidedSuit' && c.seat === null) {
      exec({ ...c, seat: (d.auction && highestBid(d.auction)?.seat) ?? 'N' });
    } else if (c.type === 'SmartPlay') {
      const who = (c.seat as string | null) ?? (d.status === 'playing' ? expectedSeat(d) : 'N');
      const played = new Set(d.tricks.flatMap((t) => t.cards.map((x) => x.card as string)));
      const left = (physical[who] ?? []).filter((x) => !played.has(x));
      if (left.length) exec({ type: 'PlayCard', deal: 1, seat: who, card: left[(c.pick ?? 0) % left.length] });
    } else exec(c);
  }
  return { state, laws, events };
}

describe('fuzzed Auction Hearts deals (hearts-foster:30, p310)', () => {
  it('hearts-foster:30 bids stay in turn, one each; the suit is named by the highest bidder; refusals cite only Hearts laws; settlement is zero-sum', () => {
    let named = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 30, maxLength: 150 }), fc.boolean(), (cmds, record) => {
        const { state, laws, events } = run(cmds, record);
        expect(laws.filter((l) => l !== undefined && !l.startsWith('hearts-foster:'))).toEqual([]);
        const d = state.deals[0];
        const bids = d.auction!.bids;
        const order = rotationFrom(d.order, eldestHand(d.order, d.dealer));
        expect(bids.map((b) => b.seat)).toEqual(order.slice(0, bids.length));
        const avoided = d.auction!.avoided;
        if (avoided) {
          named++;
          expect(bids).toHaveLength(4);
          const best = highestBid(d.auction!);
          expect(avoided.bidder).toBe(best?.seat ?? null);
          expect(avoided.bid).toBe(best?.counters ?? 0);
          const leader = avoided.bidder ?? order[0];
          expect(ofType(events, 'AvoidedSuitNamed')).toEqual([expect.objectContaining({ leader })]);
          // the first card played to trick 1 is the leader's, or a lead out of turn with him as the rightful leader (hearts-foster:20)
          const i = events.findIndex((e) => e.type === 'CardPlayed' && e.trick === 1);
          const first = events[i];
          if (first?.type === 'CardPlayed' && first.seat !== leader)
            expect(events[i + 1]).toMatchObject({ type: 'LeadOutOfTurnRecorded', rightful: leader });
        } else expect(d.tricks).toHaveLength(0);
        const o = dealOutcome(state, 1) as HeartsOutcome | null;
        if (o) {
          const r = settleHeartsDeal(o, { pool: 0, jack: false }, { settlement: 'auction' });
          const net = Object.values(r.balances).reduce((a, b) => a + (b ?? 0), 0);
          expect(net + r.after.pool).toBe(0);
        }
      }),
      { numRuns: 200, seed: 17 },
    );
    expect(named).toBeGreaterThan(0);
  });
});
