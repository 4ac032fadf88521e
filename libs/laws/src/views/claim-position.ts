import { Card } from '../core/cards/card';
import { dealPack, spareCards } from '../core/cards/deal-pack';
import { sideMembers } from '../core/seats/sides';
import { eldestHand } from '../core/seats/table-seat';
import { LawEvent } from '../core/events';
import { ClaimRecord, DealState, Obligation, SessionState } from '../core/state';
import { PlayedCard } from '../core/tricks/trick';
import { knownHands } from './known-hands';
import type { ClaimSpec, Position } from '../core/claim-analysis';

/** The position at the moment of a claim, or what is missing to build it, or why there is no such claim. */
export type ClaimPosition =
  | { readonly status: 'ready'; readonly position: Position; readonly claim: ClaimSpec }
  | { readonly status: 'missing'; readonly missing: readonly string[] }
  | { readonly status: 'not-found'; readonly reason: string };

/**
 * Builds the position at the moment claim `claimId` of deal `dealNumber` was made: hands as dealt
 * (or as far as the record shows them) less the cards played before it, the trick in progress, the
 * calls still binding. `cardsOnTable` (see `cardsOnTableAtClaim`) fixes how many cards of the trick in
 * progress were down when play went on after the claim; without it, all the cards recorded on that
 * trick are taken when it is still open, and a trick closed since is reported missing.
 */
export function claimPosition(
  state: SessionState,
  dealNumber: number,
  claimId: string,
  cardsOnTable?: number,
): ClaimPosition {
  const deal = state.deals.find((d) => d.number === dealNumber);
  if (!deal) return { status: 'not-found', reason: `no deal ${dealNumber}` };
  const claim = deal.claims.find((c) => c.id === claimId);
  if (!claim) return { status: 'not-found', reason: `no claim ${claimId} in deal ${dealNumber}` };
  const done = deal.handSize - claim.remaining;
  const open = deal.tricks[done];
  const onTable =
    cardsOnTable ??
    (open && open.cards.length < deal.order.length && deal.tricks.length === done + 1
      ? open.cards.length
      : open
        ? -1
        : 0);
  if (onTable < 0)
    return { status: 'missing', missing: [`cards on the table when the claim was made (trick ${done + 1})`] };
  const trick: PlayedCard[] = (open?.cards ?? []).slice(0, onTable).map((p) => ({ seat: p.seat, card: p.card }));
  const hands = fullHands(deal);
  if ('missing' in hands) return { status: 'missing', missing: hands.missing };
  const gone = new Set<Card>([
    ...deal.tricks.slice(0, done).flatMap((t) => t.cards.map((p) => p.card)),
    ...trick.map((p) => p.card),
  ]);
  const position: Position = {
    order: deal.order,
    hands: Object.fromEntries(deal.order.map((s) => [s, hands.cards[s].filter((c) => !gone.has(c))])),
    trump: deal.trump,
    leader:
      open?.leader ??
      (done > 0 ? deal.tricks[done - 1].winner! : (deal.contract?.leader ?? eldestHand(deal.order, deal.dealer))),
    trick,
    trickNumber: done + 1,
    obligations: pendingAt(deal, done, onTable),
  };
  return { status: 'ready', position, claim: claimSpec(state, deal, claim) };
}

/** Every seat's dealt cards: recorded, seen in play, or (for one seat only) the rest of the pack. */
function fullHands(deal: DealState): { cards: Record<string, readonly Card[]> } | { missing: string[] } {
  const cards = knownHands(deal);
  const short = deal.order.filter((s) => cards[s].length < deal.handSize);
  if (short.length === 1) {
    const others = new Set(deal.order.flatMap((s) => (s === short[0] ? [] : cards[s])));
    // solo-hoffmann:p156: the turned-up 40th card of three-handed solo belongs to no one
    const unheld = spareCards(deal) > 0 && deal.trumpCard ? deal.trumpCard : null;
    const rest = dealPack(deal).filter((c) => !others.has(c) && c !== unheld);
    if (rest.length === deal.handSize) return { cards: { ...cards, [short[0]]: rest } };
  }
  if (short.length === 0) return { cards };
  return { missing: short.map((s) => `hands of ${s} (${cards[s].length} of ${deal.handSize} cards known)`) };
}

/** The calls binding at the claim: not discharged, or discharged only by plays after it; none elected for a later trick. */
function pendingAt(deal: DealState, done: number, onTable: number): Obligation[] {
  const after = new Set<string>();
  deal.tricks.forEach((t, i) =>
    t.cards.forEach(
      (p, k) =>
        (i > done || (i === done && k >= onTable)) && p.duties.forEach((d) => d.obligation && after.add(d.obligation)),
    ),
  );
  const trickOf = (o: Obligation) => deal.irregularities.find((x) => x.id === o.irregularity)?.trick ?? 0;
  return deal.obligations
    .filter((o) => (!o.discharged || after.has(o.id)) && trickOf(o) <= done + 1)
    .map((o) => ({ ...o, discharged: false }));
}

/** What the claim asserts in this game: Hearts, no more hearts; a misère caller, no more tricks; else tricks for the claimer's side. */
function claimSpec(state: SessionState, deal: DealState, claim: ClaimRecord): ClaimSpec {
  if (state.variant === 'hearts') return { kind: 'no-heart', seat: claim.seat };
  const c = deal.contract;
  if (state.variant === 'solo-whist' && c?.call.startsWith('misere') && c.caller === claim.seat)
    return { kind: 'no-trick', seat: claim.seat };
  return { kind: 'tricks', seat: claim.seat, side: sideMembers(state, deal, claim.seat), tricks: claim.tricks };
}

/** How many cards were on the trick in progress when claim `claimId` was made, read from the deal's events (players: seats at the table). */
export function cardsOnTableAtClaim(
  events: readonly LawEvent[],
  deal: number,
  claimId: string,
  players: number,
): number | undefined {
  const count = new Map<number, number>();
  for (const e of events) {
    if (!('deal' in e) || e.deal !== deal) continue;
    if (e.type === 'CardPlayed') count.set(e.trick, (count.get(e.trick) ?? 0) + 1);
    if (e.type === 'CardsReturned') count.set(e.trick, (count.get(e.trick) ?? 0) - e.cards.length);
    if (e.type === 'ClaimMade' && e.id === claimId) {
      const last = Math.max(0, ...[...count.entries()].filter(([, n]) => n > 0).map(([t]) => t));
      const n = count.get(last) ?? 0;
      return n < players ? n : 0;
    }
  }
  return undefined;
}
