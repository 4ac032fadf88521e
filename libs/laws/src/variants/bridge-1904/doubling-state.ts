import { Suit } from '../../core/cards/card';
import { DealState, Irregularity } from '../../core/state';
import { TableSeat } from '../../core/seats/table-seat';
import { bridgeSeats, onDealersSide, partnerAt } from './bridge-seats';
import { TRICK_VALUE_LIMIT, baseTrickValue } from './bridge-values';

/** The calls of the doubling (bridge-1904:54-58): "I double", "May I lead?", "Yes", "I re-double", "Satisfied". */
export const DOUBLING_CALLS: readonly string[] = ['double', 'redouble', 'may-i-lead', 'yes', 'satisfied'];

type Side = 'declaring' | 'adversaries';

/** Where the doubling stands: whose side speaks, who has the first right on it, and what is still open. */
export interface DoublingState {
  /** The player who declared the trump, who has the declaring side's first right (bridge-1904:55, :57). */
  readonly maker: TableSeat;
  readonly doublings: number;
  readonly speaking: Side;
  /** The first right on the side speaking (54: the eldest hand; 55: the maker; 56, 58: who last doubled for that side). */
  readonly first: TableSeat;
  /** The first right has been used without doubling ("May I lead?", "Satisfied"), so it has passed to his partner. */
  readonly firstSpoke: boolean;
  /** Who last doubled or re-doubled for each side. */
  readonly last: Readonly<Record<Side, TableSeat | null>>;
  /** The law that closed the doubling (60: answered "Yes" or satisfied; 58: a double out of turn not accepted), if it is. */
  readonly closed: string | null;
  /** A double or re-double out of turn still waiting for the decision of bridge-1904:57-58. */
  readonly pending: Irregularity | null;
}

/** What one doubling call is under the laws: in turn (the state after it), out of turn (who decides), or no lawful act. */
export type DoublingStep =
  | { readonly kind: 'lawful'; readonly next: DoublingState; readonly doubles: boolean }
  | { readonly kind: 'out-of-turn'; readonly law: string; readonly elector: TableSeat }
  | { readonly kind: 'refused'; readonly law: string; readonly detail: string };

/**
 * bridge-1904:71: a player whose partner exposed a card after the deal and before the first lead has no right
 * to double or re-double. His right is then not waited for: the first right passes to his partner.
 */
export function forfeitedDouble(deal: DealState, seat: TableSeat): boolean {
  const partner = partnerAt(deal, seat);
  return deal.irregularities.some((i) => i.kind === 'exposure' && i.seat === partner);
}

/** The doubling of a declared deal, replayed from its calls and the decisions on doubles out of turn; null before the declaration. */
export function doublingState(deal: DealState): DoublingState | null {
  const s = bridgeSeats(deal);
  const start = deal.calls.findIndex((c) => c.call === 'declare' && (c.seat === s.dealer || c.seat === s.partner));
  if (!deal.contract || start < 0) return null;
  let state: DoublingState = {
    maker: deal.calls[start].seat,
    doublings: 0,
    speaking: 'adversaries',
    first: s.eldest,
    firstSpoke: false,
    last: { declaring: null, adversaries: null },
    closed: null,
    pending: null,
  };
  const outOfTurn = deal.irregularities.filter((i) => i.kind === 'double-out-of-turn');
  let k = 0;
  for (const c of deal.calls.slice(start + 1)) {
    if (!DOUBLING_CALLS.includes(c.call)) continue;
    const step = doublingStep(deal, state, c.seat, c.call, c.afterLead === true);
    if (step.kind === 'lawful') state = step.next;
    else if (step.kind === 'out-of-turn') state = decided(deal, state, c.seat, outOfTurn[k++]);
  }
  return state;
}

/** A double out of turn as decided (bridge-1904:57-58): it stands, is not accepted (no further doubling), or awaits the decision. */
function decided(deal: DealState, s: DoublingState, seat: TableSeat, irr: Irregularity | undefined): DoublingState {
  if (!irr) return s;
  const election = deal.penalties.find(
    (p) => p.irregularity === irr.id && (p.kind === 'double-stands' || p.kind === 'double-not-accepted'),
  );
  if (!election) return { ...s, pending: irr };
  if (election.kind === 'double-stands') return doubled(deal, s, seat);
  return { ...s, pending: null, closed: irr.law === 'bridge-1904:59' ? irr.law : 'bridge-1904:58' };
}

/** The state after `seat` doubled or re-doubled: the other side speaks, its first right with whoever last doubled for it (55, 56, 58). */
function doubled(deal: DealState, s: DoublingState, seat: TableSeat): DoublingState {
  const side = sideOf(deal, seat);
  const other: Side = side === 'declaring' ? 'adversaries' : 'declaring';
  const last = { ...s.last, [side]: seat };
  const first = last[other] ?? (other === 'declaring' ? s.maker : bridgeSeats(deal).eldest);
  return { ...s, doublings: s.doublings + 1, speaking: other, first, firstSpoke: false, last, pending: null };
}

function sideOf(deal: DealState, seat: TableSeat): Side {
  return onDealersSide(deal, seat) ? 'declaring' : 'adversaries';
}

/** The value of a trick after one more doubling (bridge-1904:53), to hold to the limit of 100 (bridge-1904:58). */
function nextValue(deal: DealState, doublings: number): number {
  const c = deal.contract!;
  return baseTrickValue(c.noTrumps ? 'NT' : (c.trump as Suit)) * 2 ** (doublings + 1);
}

/**
 * True while the eldest hand's lead is the only card played (bridge-1904:59): a lead before the doubling was
 * complete does not take away the adversaries' right to double, so doubling calls are still heard until the
 * next card is played (read so; the law gives no end).
 */
export function inLeadWindow(deal: DealState): boolean {
  const t = deal.tricks;
  return t.length === 1 && t[0].cards.length === 1 && t[0].cards[0].seat === bridgeSeats(deal).eldest;
}

/** Judges one doubling call by `seat` in state `s` (bridge-1904:53-60); `afterLead`: made after the eldest hand's lead (bridge-1904:59). */
export function doublingStep(
  deal: DealState,
  s: DoublingState,
  seat: TableSeat,
  call: string,
  afterLead = false,
): DoublingStep {
  const no = (law: string, detail: string): DoublingStep => ({ kind: 'refused', law, detail });
  const opening = s.doublings === 0;
  if (s.closed === 'bridge-1904:58')
    return no(s.closed, 'a double out of turn was not accepted: there is no further doubling in this hand');
  if (s.closed === 'bridge-1904:59')
    return no(s.closed, 'the re-double after the lead was not consented to: the doubling is over');
  if (s.closed) return no(s.closed, 'the doubling is over: the play begins');
  if (s.pending) {
    const by = s.pending.remedies[0]?.electors[0];
    return no(s.pending.law, `${by} first says whether ${s.pending.seat}'s double stands`);
  }
  const speakingLaw = s.speaking === 'declaring' ? 'bridge-1904:55' : opening ? 'bridge-1904:54' : 'bridge-1904:56';
  if (sideOf(deal, seat) !== s.speaking)
    return no(
      speakingLaw,
      `the ${s.speaking === 'declaring' ? "dealer's side" : 'adversaries'} have the right to speak`,
    );
  const isFirst = seat === s.first;
  if (afterLead && s.speaking === 'adversaries') {
    const after = afterLeadStep(deal, s, seat, call, opening);
    if (after) return after;
  }
  // the first right used, or forfeited under bridge-1904:71, has passed to the partner
  const firstDone = s.firstSpoke || forfeitedDouble(deal, s.first);
  const lawful = (next: Partial<DoublingState>, doubles = false): DoublingStep => ({
    kind: 'lawful',
    next: { ...s, ...next },
    doubles,
  });
  switch (call) {
    case 'may-i-lead':
      if (!opening || !isFirst || s.firstSpoke)
        return no('bridge-1904:54', 'the eldest hand asks "May I lead?" when he does not double');
      return lawful({ firstSpoke: true });
    case 'yes':
      if (!opening || isFirst || !firstDone)
        return no('bridge-1904:54', 'the eldest hand\'s partner answers "Yes" to "May I lead?"');
      return lawful({ closed: 'bridge-1904:60' });
    case 'satisfied':
      if (opening) return no('bridge-1904:54', 'the eldest hand asks "May I lead?", his partner answers "Yes"');
      if (isFirst && !s.firstSpoke) return lawful({ firstSpoke: true });
      if (!isFirst && firstDone) return lawful({ closed: 'bridge-1904:60' });
      return no(speakingLaw, isFirst ? `${seat} has spoken` : `${s.first} has the first right`);
    case 'double':
    case 'redouble': {
      const expected = opening ? 'double' : 'redouble';
      if (call !== expected) return no(opening ? 'bridge-1904:54' : 'bridge-1904:58', `${seat} may not ${call} now`);
      if (nextValue(deal, s.doublings) > TRICK_VALUE_LIMIT)
        return no('bridge-1904:58', 'redoubling stops at 100 points a trick');
      if (isFirst && s.firstSpoke)
        return no(speakingLaw, `${seat} has said he is satisfied: the right is his partner's`);
      if (!isFirst && !firstDone) {
        const elector = opening ? s.maker : s.last[s.speaking === 'declaring' ? 'adversaries' : 'declaring']!;
        return { kind: 'out-of-turn', law: opening ? 'bridge-1904:57' : 'bridge-1904:58', elector };
      }
      return { kind: 'lawful', next: doubled(deal, s, seat), doubles: true };
    }
    default:
      return no('bridge-1904:54', `not a doubling call: ${call}`);
  }
}

/** True once a declaration as to doubling or not doubling has been made, or a card led (bridge-1904:49: the declaration then stands). */
export function doublingBegun(deal: DealState): boolean {
  const s = bridgeSeats(deal);
  const start = deal.calls.findIndex((c) => c.call === 'declare' && (c.seat === s.dealer || c.seat === s.partner));
  return (
    deal.tricks.length > 0 || (start >= 0 && deal.calls.slice(start + 1).some((c) => DOUBLING_CALLS.includes(c.call)))
  );
}

/**
 * bridge-1904:59 for the adversaries once the eldest hand has led before the doubling was complete: the lead
 * takes the place of "May I lead?" and either adversary may still double; his partner's re-double needs the
 * consent of the adversary who last doubled (recorded as a double out of turn under 59 for that decision).
 * Undefined: the ordinary rules of 54-58 apply.
 */
function afterLeadStep(
  deal: DealState,
  s: DoublingState,
  seat: TableSeat,
  call: string,
  opening: boolean,
): DoublingStep | undefined {
  const law = 'bridge-1904:59';
  const { eldest, fourth } = bridgeSeats(deal);
  const tooHigh = nextValue(deal, s.doublings) > TRICK_VALUE_LIMIT;
  if (opening) {
    if (call === 'may-i-lead') return { kind: 'refused', law, detail: `${eldest} has led` };
    if (call === 'yes' && seat === fourth)
      return { kind: 'lawful', next: { ...s, closed: 'bridge-1904:60' }, doubles: false };
    if (call === 'double') return { kind: 'lawful', next: doubled(deal, s, seat), doubles: true };
    return undefined;
  }
  if (seat !== fourth || call !== 'redouble') return undefined;
  if (tooHigh) return { kind: 'refused', law: 'bridge-1904:58', detail: 'redoubling stops at 100 points a trick' };
  return { kind: 'out-of-turn', law, elector: s.last.declaring! };
}
