import { Card, suitOf } from '../core/cards/card';
import { FULL_PACK } from '../core/cards/pack';
import { formatHand } from '../core/cards/hand';
import { LawCommand } from '../core/commands';
import { decide } from '../decide/decide';
import { LawEvent } from '../core/events';
import { evolve } from '../play/fold/evolve';
import { SessionState, initialState } from '../core/state';
import { expectedSeat } from '../core/tricks/turn';

const SEATS = ['N', 'E', 'S', 'W'] as const;
const AT = '2026-11-29T12:00:00.000Z';

/** Deals the full pack from a list of sort keys (a permutation chosen by the caller, e.g. fast-check). */
export function dealFromKeys(keys: readonly number[]): Card[][] {
  const order = FULL_PACK.map((c, i) => ({ c, k: keys[i % keys.length] * 64 + i })).sort((a, b) => a.k - b.k);
  return SEATS.map((_, s) => order.filter((_, i) => i % 4 === s).map((x) => x.c));
}

/** Options of a simulated whist deal. */
export interface RandomPlay {
  readonly recordHands: boolean;
  /** The variant (default whist); solo-whist is played as a solo by N, bridge-1904 at no trumps. */
  readonly variant?: 'whist' | 'dummy-whist' | 'bridge-1904' | 'solo-whist' | 'hearts';
  /** Make the player at this trick and position renounce while holding the suit, when he can. */
  readonly revokeAt?: { readonly trick: number; readonly position: number };
  /** Make the player at this trick lead out of turn (the next seat leads instead). */
  readonly leadOutOfTurnAt?: number;
}

/** The outcome of a simulated deal: its events, final state, and the revoke actually injected. */
export interface RandomDeal {
  readonly events: LawEvent[];
  readonly state: SessionState;
  readonly injected?: { seat: string; trick: number };
}

/** Plays a whist deal out with choices from `choices` (no randomness inside: the caller supplies it). */
export function playRandomDeal(hands: Card[][], choices: readonly number[], opts: RandomPlay): RandomDeal {
  const events: LawEvent[] = [];
  let state: SessionState = initialState;
  const run = (c: Omit<LawCommand, 'at'>) => {
    const evs = decide({ ...c, at: AT } as LawCommand, state);
    for (const e of evs) state = evolve(state, e);
    events.push(...evs);
  };
  const variant = opts.variant ?? 'whist';
  run({ type: 'OpenSession', variant, seats: { N: 'a', E: 'b', S: 'c', W: 'd' } } as never);
  const dealt = Object.fromEntries(SEATS.map((s, i) => [s, formatHand(hands[i])]));
  run({
    type: 'StartDeal',
    dealer: 'W',
    trumpSuit: suitOf(hands[2][0]),
    ...(opts.recordHands ? { hands: dealt } : {}),
  } as never);
  if (variant === 'bridge-1904')
    run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'NT' } as never);
  if (variant === 'solo-whist')
    for (const s of SEATS) run({ type: 'MakeCall', deal: 1, seat: s, call: s === 'N' ? 'solo' : 'pass' } as never);
  const left: Record<string, Card[]> = Object.fromEntries(SEATS.map((s, i) => [s, [...hands[i]]]));
  let injected: RandomDeal['injected'];
  let n = 0;
  for (let trick = 1; trick <= 13; trick++) {
    let led: string | null = null;
    for (let pos = 0; pos < 4; pos++) {
      const deal = state.deals[0];
      let seat = expectedSeat(deal) as string;
      if (pos === 0 && opts.leadOutOfTurnAt === trick) seat = SEATS[(SEATS.indexOf(seat as never) + 1) % 4];
      const hand = left[seat];
      const follow = led ? hand.filter((c) => suitOf(c) === led) : [];
      const others = led ? hand.filter((c) => suitOf(c) !== led) : [];
      const wantRevoke =
        opts.revokeAt?.trick === trick && opts.revokeAt.position === pos && follow.length > 0 && others.length > 0;
      const pool = wantRevoke ? others : follow.length > 0 ? follow : hand;
      const card = pool[choices[n++ % choices.length] % pool.length];
      if (wantRevoke) injected = { seat, trick };
      if (pos === 0) led = suitOf(card);
      left[seat] = hand.filter((c) => c !== card);
      run({ type: 'PlayCard', deal: 1, seat, card } as never);
    }
  }
  return { events, state, injected };
}
