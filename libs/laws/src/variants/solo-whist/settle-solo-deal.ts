import type { Seat } from '../../core/seats/seat';
import { SEATS } from '../../core/seats/seat';
import type { SoloCall, SoloOutcome } from '../../core/outcome';
import { SoloRules, made, stakePerOpponent } from './stakes';

/** Money per seat, zero-sum, in the session's stake unit. */
export type SeatBalances = Readonly<Record<Seat, number>>;

/** How a solo deal was settled. */
export interface SoloDealResult {
  readonly call: SoloCall | 'none';
  /** `made`/`lost` on the cards, `void` when both sides revoked, `thrown-in` when all passed. */
  readonly result: 'made' | 'lost' | 'void' | 'thrown-in';
  /** The caller's side tricks after revoke penalties. */
  readonly tricks: number;
  /** What each opponent pays (made) or receives (lost), before any offender-pays transfer. */
  readonly perOpponent: number;
  /** The seat that pays for his whole side (a revoking defender or a misère offender), if any. */
  readonly offenderPays: Seat | null;
  readonly balances: SeatBalances;
  readonly laws: readonly string[];
}

const ZERO: SeatBalances = { N: 0, E: 0, S: 0, W: 0 };

/** The seats of the caller's side: the caller, and the acceptor of a proposal. */
export function callerSide(o: SoloOutcome): readonly Seat[] {
  return [o.caller, o.acceptor].filter((s): s is Seat => !!s);
}

/**
 * Who settles with whom: each of the caller's side with his opponents. In a proposal & acceptance each
 * partner settles with one opponent only (solo-hoffmann:p148): the proposer with the first opponent
 * clockwise from him, the acceptor with the other.
 */
export function settlementPairs(o: SoloOutcome): readonly (readonly [Seat, Seat])[] {
  const side = callerSide(o);
  const opponents = rotateFrom(o.caller!).filter((s) => !side.includes(s));
  if (o.call !== 'proposal') return opponents.map((d) => [o.caller!, d] as const);
  return [
    [o.caller!, opponents[0]],
    [o.acceptor!, opponents[1]],
  ];
}

/** The four seats clockwise, starting after `seat`. */
function rotateFrom(seat: Seat): readonly Seat[] {
  const i = SEATS.indexOf(seat);
  return [1, 2, 3].map((k) => SEATS[(i + k) % 4]);
}

/** Balances when every caller-side player receives `amount` (negative: pays) from his paired opponent. */
export function pairBalances(o: SoloOutcome, amount: number, offender: Seat | null): SeatBalances {
  const b: Record<Seat, number> = { ...ZERO };
  for (const [c, d] of settlementPairs(o)) {
    b[c] += amount;
    b[offender ?? d] -= amount;
  }
  return b;
}

/** A void or thrown-in deal: nobody pays. */
export function noSettlement(o: SoloOutcome, result: 'void' | 'thrown-in', laws: string[]): SoloDealResult {
  return { call: o.call, result, tricks: o.callerTricks, perOpponent: 0, offenderPays: null, balances: ZERO, laws };
}

/** Settles a solo-whist deal with no revoke nor misère protection, on the tricks (solo-hoffmann:p147-148). */
export function settleOnTricks(o: SoloOutcome, call: SoloCall, tricks: number, rules: SoloRules): SoloDealResult {
  const won = made(call, tricks) && !(o.misereLostAtTrick && (call === 'misere' || call === 'misere-ouverte'));
  const per = stakePerOpponent(call, tricks, rules);
  const balances = pairBalances(o, won ? per : -per, null);
  return {
    call,
    result: won ? 'made' : 'lost',
    tricks,
    perOpponent: per,
    offenderPays: null,
    balances,
    laws: ['solo-hoffmann:p148'],
  };
}
