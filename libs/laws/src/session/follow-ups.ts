import { LawEvent } from './events';
import { DealState, SessionState } from './state';
import { unrecordedBreaches, isEstablished } from '../revokes/detect';
import { disobeyedCallLaw, establishLaw, followLaw } from '../revokes/revoke-laws';
import { judgeRevokeClaim } from '../revokes/verdict';
import { nextIrregularityId } from '../irregularities/ids';
import { judge } from '../games/remedies';
import { sideMembers } from '../games/sides';
import { misereProtected } from '../games/solo-whist/remedies';

/** The events the record itself now implies for a deal: revokes found, established, claims re-judged, misère forfeits, end of play. */
export function followUps(session: SessionState, deal: DealState, at: string): LawEvent[] {
  if (deal.closed) return [];
  const found = revokesFound(session, deal, at);
  if (found.length > 0) return found;
  return [
    ...established(session, deal, at),
    ...reassessed(session, deal, at),
    ...laidOpen(session, deal, at),
    ...ending(session, deal, at),
  ];
}

/**
 * Misère ouverte: the caller's hand is laid face up once the first trick has been played and turned
 * (solo-hoffmann:p143; Foster: once it is complete, the same moment in this record). His remaining cards are then
 * shown: known to all, and evidence of what he held (revokes/knowledge.ts, source `shown`).
 */
function laidOpen(session: SessionState, deal: DealState, at: string): LawEvent[] {
  const c = deal.contract;
  if (
    session.variant !== 'solo-whist' ||
    c?.call !== 'misere-ouverte' ||
    deal.laidOpen ||
    deal.status !== 'playing' ||
    !deal.tricks[0]?.winner
  )
    return [];
  const played = new Set(deal.tricks.flatMap((t) => t.cards.map((p) => p.card)));
  const cards = (deal.hands?.[c.caller] ?? []).filter((card) => !played.has(card));
  return [{ type: 'HandLaidOpen', at, deal: deal.number, seat: c.caller, trick: 1, cards, law: 'solo-hoffmann:p143' }];
}

function revokesFound(session: SessionState, deal: DealState, at: string): LawEvent[] {
  return unrecordedBreaches(deal).map((b, i) => {
    const law = b.duty.kind === 'follow' ? followLaw(session) : disobeyedCallLaw(session);
    const j = judge({ session, deal }, { kind: 'revoke', seat: b.seat, trick: b.trick, cards: [b.card] });
    const irregularity = nextIrregularityId(deal, i);
    return {
      type: 'RevokeCommitted',
      at,
      deal: deal.number,
      irregularity,
      kind: 'revoke',
      seat: b.seat,
      trick: b.trick,
      cards: [b.card],
      ledSuit: b.duty.kind === 'follow' ? b.ledSuit : (b.duty.suit ?? b.ledSuit),
      duty: b.duty.kind,
      evidence: b.evidence,
      remedies: j.remedies,
      ...(j.noPenaltyLaw ? { noPenaltyLaw: j.noPenaltyLaw } : {}),
      law,
    };
  });
}

function established(session: SessionState, deal: DealState, at: string): LawEvent[] {
  return deal.revokes
    .filter((r) => r.status === 'committed')
    .filter((r) => {
      const side = sideMembers(session, deal, r.seat);
      return isEstablished(
        deal,
        r.trick,
        deal.claims.some((c) => side.includes(c.seat)),
        side,
      );
    })
    .map((r) => ({
      type: 'RevokeEstablished',
      at,
      deal: deal.number,
      seat: r.seat,
      trick: r.trick,
      law: establishLaw(session),
    }));
}

function reassessed(session: SessionState, deal: DealState, at: string): LawEvent[] {
  const out: LawEvent[] = [];
  for (const c of deal.revokeClaims) {
    if (c.verdict !== 'unproven') continue;
    const j = judgeRevokeClaim(session, deal, c.against, c.trick);
    if (j.verdict !== 'unproven')
      out.push({
        type: 'RevokeClaimReassessed',
        at,
        deal: deal.number,
        id: c.id,
        verdict: j.verdict,
        law: j.law,
        ...(j.revoke ? { revoke: j.revoke, evidence: j.evidence } : {}),
      });
  }
  return out;
}

function ending(session: SessionState, deal: DealState, at: string): LawEvent[] {
  if (deal.status !== 'playing') return [];
  const forfeit =
    session.variant === 'solo-whist'
      ? deal.irregularities.find(
          (i) =>
            i.kind !== 'revoke-corrected' &&
            i.kind !== 'wrong-card-count' &&
            i.kind !== 'misdeal' &&
            misereProtected({ session, deal }, i.seat),
        )
      : undefined;
  if (forfeit)
    return [
      {
        type: 'DealEnded',
        at,
        deal: deal.number,
        reason: 'misere-forfeit',
        offender: forfeit.seat,
        offence: forfeit.kind,
      },
    ];
  const last = deal.tricks[deal.handSize - 1];
  if (last && last.winner) return [{ type: 'DealEnded', at, deal: deal.number, reason: 'played-out' }];
  return [];
}
