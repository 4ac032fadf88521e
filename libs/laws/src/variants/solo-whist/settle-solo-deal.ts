import type { TableSeat } from '../../core/seats/table-seat';
import { SEATS } from '../../core/seats/seat';
import type { SoloCall, SoloOutcome } from '../../core/outcome';
import { SoloRules, made, stakePerOpponent } from './stakes';

type Seat = TableSeat;
/** Money per seat at the table (N E S W; N E S at three; N E S W P5 at five), zero-sum, in the session's stake unit. */
export type SeatBalances = Readonly<Partial<Record<TableSeat, number>>>;

/** How a solo deal was settled. */
export interface SoloDealResult {
  readonly call: SoloCall | 'none' | 'general-misere';
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
  /** General Misère: the players who pay each of the others (solo-hoffmann:p147). */
  readonly losers?: readonly Seat[];
}

/** The seats that played the deal, clockwise (N E S W unless the outcome says otherwise). */
export function playersOf(o: SoloOutcome): readonly Seat[] {
  return o.players ?? SEATS;
}

/** Zero for every seat at the table, the one sitting out included (he neither pays nor receives, solo-hoffmann:p156). */
export function zeroBalances(o: SoloOutcome): Record<string, number> {
  const b: Record<string, number> = {};
  for (const s of playersOf(o)) b[s] = 0;
  if (o.sittingOut) b[o.sittingOut] = 0;
  return b;
}

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
  const opponents = rotateFrom(o, o.caller!).filter((s) => !side.includes(s));
  if (o.call !== 'proposal') return opponents.map((d) => [o.caller!, d] as const);
  return [
    [o.caller!, opponents[0]],
    [o.acceptor!, opponents[1]],
  ];
}

/** The other players clockwise, starting after `seat`. */
function rotateFrom(o: SoloOutcome, seat: Seat): readonly Seat[] {
  const all = playersOf(o);
  const i = all.indexOf(seat);
  return all.map((_, k) => all[(i + k) % all.length]).slice(1);
}

/** Balances when every caller-side player receives `amount` (negative: pays) from his paired opponent. */
export function pairBalances(o: SoloOutcome, amount: number, offender: Seat | null): SeatBalances {
  const b = zeroBalances(o);
  for (const [c, d] of settlementPairs(o)) {
    b[c] += amount;
    b[offender ?? d] -= amount;
  }
  return b;
}

/** A void or thrown-in deal: nobody pays. */
export function noSettlement(o: SoloOutcome, result: 'void' | 'thrown-in', laws: string[]): SoloDealResult {
  const balances = zeroBalances(o);
  return { call: o.call, result, tricks: o.callerTricks, perOpponent: 0, offenderPays: null, balances, laws };
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
