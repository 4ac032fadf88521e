import { Card, RANKS, suitOf, rankOf } from '../core/cards/card';
import { Seat, sideOf } from '../core/seats/seat';
import { TableSeat, compassSeat } from '../core/seats/table-seat';
import { DealState, SessionState } from '../core/state';
import { dealOf } from '../core/guards';
import type {
  BridgeOutcome,
  DealOutcome,
  HeartsOutcome,
  RevokePenaltyOption,
  SoloCall,
  SoloOutcome,
  WhistOutcome,
} from '../core/outcome';
import { knownHands, remainingHands } from './known-hands';
import { lastTrickTaker } from './last-trick';
import { trickWinner } from '../core/tricks/trick';
import { provedRevokes } from './proved-revokes';
import { tricksBySeat, tricksBySide } from './trick-totals';
import { generalMisereResult } from './general-misere';
import { resultOnlyOutcome } from './result-only-outcome';

/** The settlement input of an ended deal (core/outcome.ts), or null while it is still being played or was annulled for a new deal. */
export function dealOutcome(session: SessionState, n: number): DealOutcome | null {
  const d = dealOf(session, n);
  if (d.status !== 'ended' || d.end?.reason === 'new-deal') return null;
  if (d.recorded) return resultOnlyOutcome(session, d, d.recorded);
  switch (session.variant) {
    case 'whist':
    case 'dummy-whist':
      return whistOutcome(session, d);
    case 'bridge-1904':
      return d.contract ? bridgeOutcome(session, d) : null;
    case 'solo-whist':
      return soloOutcome(session, d);
    case 'hearts':
      return heartsOutcome(session, d);
  }
}

/** All hands known: recorded, or every card of the pack seen. */
function fullHands(d: DealState): Record<string, readonly Card[]> | null {
  const known = knownHands(d);
  const count = Object.values(known).reduce((n, h) => n + h.length, 0);
  return d.hands || count === d.handSize * d.order.length ? known : null;
}

function whistOutcome(session: SessionState, d: DealState): WhistOutcome {
  const hands = fullHands(d);
  const honours = hands && d.trump ? countHonours(hands, d.trump, ['A', 'K', 'Q', 'J']) : null;
  const revokes = provedRevokes(session, d).map((r) => ({
    seat: compassSeat(r.seat),
    ...(r.option ? { penaltyOption: r.option as RevokePenaltyOption } : {}),
  }));
  // whist-1900:51: with `honoursMustBeClaimed`, only the honours a side claimed before the next deal count
  const honoursClaimed = session.rules.honoursMustBeClaimed
    ? { NS: d.honoursClaimed.includes('NS'), EW: d.honoursClaimed.includes('EW') }
    : undefined;
  return {
    variant: session.variant as 'whist',
    deal: d.number,
    tricks: tricksBySide(session, d),
    honours,
    revokes,
    ...(honoursClaimed ? { honoursClaimed } : {}),
    ...(d.end?.reason === 'abandoned' ? { abandoned: true } : {}),
  };
}

function countHonours(
  hands: Record<string, readonly Card[]>,
  trump: string,
  ranks: string[],
): { NS: number; EW: number } {
  const out = { NS: 0, EW: 0 };
  for (const [seat, cards] of Object.entries(hands))
    out[sideOf(seat as Seat)] += cards.filter((c) => suitOf(c) === trump && ranks.includes(rankOf(c))).length;
  return out;
}

function bridgeOutcome(session: SessionState, d: DealState): BridgeOutcome {
  const c = d.contract!;
  const hands = fullHands(d);
  const honours = hands
    ? (Object.fromEntries(
        Object.entries(hands).map(([s, cards]) => [
          s,
          cards.filter((x) => (c.noTrumps ? rankOf(x) === 'A' : suitOf(x) === c.trump && RANKS.indexOf(rankOf(x)) >= 8))
            .length,
        ]),
      ) as Record<Seat, number>)
    : null;
  const chicane =
    hands && !c.noTrumps
      ? (Object.keys(hands).filter((s) => !hands[s].some((x) => suitOf(x) === c.trump)) as Seat[])
      : [];
  const revokes = provedRevokes(session, d).map((r) => ({
    seat: compassSeat(r.seat),
    ...(r.option ? { penaltyOption: r.option as RevokePenaltyOption } : {}),
  }));
  return {
    variant: 'bridge-1904',
    deal: d.number,
    declarer: compassSeat(c.caller),
    trump: c.noTrumps ? 'NT' : c.trump!,
    doublings: c.doublings,
    tricks: tricksBySide(session, d),
    honours,
    chicane,
    revokes,
    ...(d.end?.reason === 'abandoned' ? { abandoned: true } : {}),
  };
}

function soloOutcome(session: SessionState, d: DealState): SoloOutcome {
  const c = d.contract;
  const revokes = provedRevokes(session, d).map((r) => ({ seat: r.seat }));
  // solo-hoffmann:p156: three players, or four of five with one sitting out
  const table = {
    ...(d.order.length !== 4 || d.sittingOut ? { players: d.order } : {}),
    ...(d.sittingOut ? { sittingOut: d.sittingOut } : {}),
  };
  const base = { variant: 'solo-whist' as const, deal: d.number, ...table };
  if (!c) return { ...base, call: 'none', callerTricks: 0, revokes };
  if (c.call === 'general-misere')
    return {
      ...base,
      call: 'general-misere',
      callerTricks: 0,
      revokes,
      generalMisere: generalMisereResult(session, d),
    };
  const bySeat = tricksBySeat(session, d);
  const callerTricks = (bySeat[c.caller] ?? 0) + (c.partner ? (bySeat[c.partner] ?? 0) : 0);
  const lost = d.tricks.find((t) => t.winner === c.caller)?.number;
  const wrong = d.irregularities.filter((i) => i.kind === 'wrong-card-count').map((i) => i.seat);
  const protections =
    d.end?.reason === 'misere-forfeit'
      ? [{ kind: protectionKind(d.end.offence), offender: d.end.offender as TableSeat }]
      : undefined;
  return {
    ...base,
    call: c.call as SoloCall,
    caller: c.caller,
    ...(c.partner ? { acceptor: c.partner } : {}),
    callerTricks,
    ...(c.call.startsWith('misere') && lost ? { misereLostAtTrick: lost } : {}),
    ...(protections ? { protections } : {}),
    ...(wrong.length ? { wrongCardCount: wrong } : {}),
    revokes,
  };
}

function protectionKind(offence?: string): 'exposed' | 'lead-out-of-turn' | 'played-out-of-turn' | 'revoke' {
  return offence === 'exposure'
    ? 'exposed'
    : offence === 'lead-out-of-turn'
      ? 'lead-out-of-turn'
      : offence === 'play-out-of-turn'
        ? 'played-out-of-turn'
        : 'revoke';
}

function heartsOutcome(session: SessionState, d: DealState): HeartsOutcome {
  // Auction Hearts: the cards of the suit named to be avoided count as hearts do (hearts-foster:p310)
  const avoided = session.rules.settlement === 'auction' ? d.auction?.avoided : undefined;
  const suit = avoided?.suit ?? 'H';
  const hearts: Record<string, number> = {};
  for (const s of d.order) hearts[s] = 0;
  for (const t of d.tricks) {
    const w = t.winner ?? trickWinner(t.cards, null);
    if (w) hearts[w] += t.cards.filter((p) => suitOf(p.card) === suit).length;
  }
  const lastTrick = lastTrickTaker(d, suit);
  const claim = d.end?.reason === 'claim' ? d.claims.find((c) => c.id === d.end!.claim) : undefined;
  // A claim of the rest, accepted: every heart still in the (recorded) hands goes to the claimer.
  if (claim && (claim.tricks === 'rest' || claim.tricks === claim.remaining) && d.hands) {
    hearts[claim.seat] += Object.values(remainingHands(d))
      .flat()
      .filter((c) => suitOf(c) === suit).length;
  }
  const forfeits = d.drawn.flatMap((x) =>
    [x.seat, x.from].map((seat: TableSeat) => ({ seat, counters: 5, law: 'hearts-foster:15' })),
  );
  const revokes = provedRevokes(session, d).map((r) => ({ seat: r.seat }));
  return {
    variant: 'hearts',
    deal: d.number,
    players: d.order,
    hearts,
    ...(lastTrick ? { lastTrick } : {}),
    forfeits,
    revokes,
    ...(avoided ? { auction: { bidder: avoided.bidder, bid: avoided.bid, avoid: avoided.suit } } : {}),
  };
}
