import { LawEvent } from '../core/events';
import { DealState, SessionState } from '../core/state';
import { unrecordedBreaches, isEstablished } from '../play/revokes/detect';
import { judgeRevokeClaim } from '../play/revokes/verdict';
import { nextIrregularityId } from '../play/irregularities/ids';
import { lawsOf } from './variant-laws';
import { sideMembers } from '../core/seats/sides';

/** The events the record itself now implies for a deal: revokes found, established, claims re-judged, misère forfeits, end of play. */
export function followUps(session: SessionState, deal: DealState, at: string): LawEvent[] {
  if (deal.closed) return [];
  const found = revokesFound(session, deal, at);
  if (found.length > 0) return found;
  return [
    ...established(session, deal, at),
    ...reassessed(session, deal, at),
    ...(lawsOf(session.variant).laidOpen?.(deal, at) ?? []),
    ...ending(session, deal, at),
  ];
}

function revokesFound(session: SessionState, deal: DealState, at: string): LawEvent[] {
  return unrecordedBreaches(deal).map((b, i) => {
    const cites = lawsOf(session.variant).citations(session.rules);
    const law = b.duty.kind === 'follow' ? cites.follow : cites.disobeyedCall;
    const j = lawsOf(session.variant).remedies(
      { session, deal },
      { kind: 'revoke', seat: b.seat, trick: b.trick, cards: [b.card] },
    );
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
      law: lawsOf(session.variant).citations(session.rules).establish,
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
  const forfeit = lawsOf(session.variant).forfeit?.({ session, deal });
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
  const defeated = lawsOf(session.variant).defeated?.(deal);
  if (defeated)
    return [
      { type: 'DealEnded', at, deal: deal.number, reason: 'misere-lost', trick: defeated.trick, law: defeated.law },
    ];
  const last = deal.tricks[deal.handSize - 1];
  if (last && last.winner) return [{ type: 'DealEnded', at, deal: deal.number, reason: 'played-out' }];
  return [];
}
