import { parseHand } from '../core/cards/hand';
import { GameVariant } from '../core/variant';
import { LawCommand } from '../core/commands';
import { decide } from '../decide/decide';
import { LawEvent } from '../core/events';
import { fold } from '../play/fold/evolve';
import { isLawViolation } from '../core/law-violation';
import { initialState, SessionState } from '../core/state';
import { expectedSeat } from '../core/tricks/turn';
import { AT, roundRobinHands } from './given';

/** A fuzzed command: any command as data, or a play of one of a seat's dealt cards still held, chosen by index (null seat: the seat to play). */
export type FuzzedCommand = { type: 'SmartPlay'; seat: string | null; pick: number } | { type: string };

/**
 * A one-deal session (W deals round-robin hands, recorded or not; clubs trumps) driven by fuzzed
 * commands: each is decided on the state so far, refused ones (LawViolation) dropped, anything else
 * thrown. Returns the events and the state folded from them, for property tests.
 */
export function fuzzedSession(
  variant: GameVariant,
  recordHands: boolean,
  cmds: readonly FuzzedCommand[],
): { events: LawEvent[]; state: SessionState } {
  let state = initialState;
  const events: LawEvent[] = [];
  const run = (c: object) => {
    try {
      const evs = decide({ ...c, at: AT } as LawCommand, state);
      events.push(...evs);
      state = fold(evs, state);
    } catch (e) {
      if (!isLawViolation(e)) throw e;
    }
  };
  run({ type: 'OpenSession', variant, seats: { N: 'a', E: 'b', S: 'c', W: 'd' } });
  run({ type: 'StartDeal', dealer: 'W', ...(recordHands ? { hands: roundRobinHands(4) } : {}), trumpSuit: 'C' });
  const physical: Record<string, string[]> = Object.fromEntries(
    Object.entries(roundRobinHands(4)).map(([s, h]) => [s, parseHand(h)!]),
  );
  for (const c of cmds) {
    if (c.type !== 'SmartPlay') {
      run(c);
      continue;
    }
    const smart = c as { seat: string | null; pick: number };
    const played = new Set(state.deals[0]?.tricks.flatMap((t) => t.cards.map((x) => x.card as string)) ?? []);
    const who =
      smart.seat ?? (state.deals[0] && state.deals[0].status === 'playing' ? expectedSeat(state.deals[0]) : 'N');
    const left = (physical[who] ?? []).filter((x) => !played.has(x));
    if (left.length) run({ type: 'PlayCard', deal: 1, seat: who, card: left[smart.pick % left.length] });
  }
  return { events, state };
}
