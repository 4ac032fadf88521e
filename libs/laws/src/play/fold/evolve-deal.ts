import { LawEvent, IrregularityData } from '../../core/events';
import { DealState, Irregularity, SessionState } from '../../core/state';
import { applyPlay, returnCards } from '../tricks/apply-play';
import { trickWinner } from '../../core/tricks/trick';
import { followLaw } from '../revokes/revoke-laws';
import { assertNever } from '../../core/variant';

type DealEvent = Exclude<LawEvent, { type: 'SessionOpened' } | { type: 'DealStarted' }>;
type RecordEvent = Extract<
  DealEvent,
  {
    type:
      | 'ClaimMade'
      | 'ClaimAnswered'
      | 'ClaimAnalysed'
      | 'ClaimAnalysisRefused'
      | 'HandAbandoned'
      | 'RevokeClaimed'
      | 'RevokeClaimReassessed'
      | 'RevokePenaltyElected'
      | 'DealEnded'
      | 'RulingRecorded'
      | 'HonoursClaimed'
      | 'HandLaidOpen'
      | 'DealResultRecorded';
  }
>;

/** Applies a deal-level event to its deal. */
export function evolveDeal(session: SessionState, d: DealState, e: DealEvent): DealState {
  switch (e.type) {
    case 'CallMade':
      return {
        ...d,
        calls: [
          ...d.calls,
          { seat: e.seat, call: e.call, trumpSuit: e.trumpSuit, ...(e.afterLead ? { afterLead: e.afterLead } : {}) },
        ],
      };
    case 'ContractFixed':
      return { ...d, contract: e.contract, status: 'playing', trump: e.contract.trump, nextLeader: e.contract.leader };
    case 'CardPlayed':
      return applyPlay(d, e.seat, e.card, e.trick, followLaw(session));
    case 'IrregularityRecorded':
      // whist-1900:40, bridge-1904:43: the short hand answers for revokes as though the missing cards were in it
      if (e.kind === 'wrong-card-count' && e.cards.length && (e.law === 'whist-1900:40' || e.law === 'bridge-1904:43'))
        return {
          ...d,
          shown: [...d.shown, ...e.cards.map((card) => ({ seat: e.seat, card }))],
          irregularities: [...d.irregularities, irregularity(e, e.rightful)],
        };
      return { ...d, irregularities: [...d.irregularities, irregularity(e, e.rightful)] };
    case 'LeadOutOfTurnRecorded':
    case 'PlayOutOfTurnRecorded':
    case 'WrongCardNamed':
      return { ...d, irregularities: [...d.irregularities, irregularity(e, 'rightful' in e ? e.rightful : undefined)] };
    case 'CardsExposed': {
      const exposed = [...d.exposed, ...e.cards.map((card) => ({ seat: e.seat, card, how: e.how }))];
      return { ...d, exposed, irregularities: [...d.irregularities, irregularity(e)] };
    }
    case 'RevokeCommitted': {
      const rec = {
        irregularity: e.irregularity,
        seat: e.seat,
        trick: e.trick,
        card: e.cards[0],
        ledSuit: e.ledSuit,
        duty: e.duty,
        evidence: e.evidence,
        law: e.law,
        status: 'committed' as const,
      };
      return { ...d, revokes: [...d.revokes, rec], irregularities: [...d.irregularities, irregularity(e)] };
    }
    case 'RevokeCorrected':
      return corrected(d, e);
    case 'PlayOmitted':
      return omitted(d, e);
    case 'RevokeEstablished':
      return {
        ...d,
        revokes: d.revokes.map((r) =>
          r.seat === e.seat && r.trick === e.trick && r.status === 'committed' ? { ...r, status: 'established' } : r,
        ),
      };
    case 'PenaltyElected':
      return {
        ...d,
        penalties: [...d.penalties, { by: e.by, kind: e.kind, irregularity: e.irregularity }],
        irregularities: d.irregularities.map((i) => (i.id === e.irregularity ? { ...i, penalised: true } : i)),
        obligations: e.obligation ? [...d.obligations, e.obligation] : d.obligations,
        exposed: calledCard(d, e),
      };
    case 'CardsReturned': {
      // a card taken back before its trick was quitted undoes the revoke it made (whist-1900:66, :80)
      const back = (r: DealState['revokes'][number]) =>
        r.status === 'committed' && r.trick === e.trick && e.cards.some((c) => c.card === r.card);
      const revokes = d.revokes.some(back)
        ? d.revokes.map((r) => (back(r) ? { ...r, status: 'corrected' as const } : r))
        : d.revokes;
      return { ...returnCards(d, e.trick, e.cards), revokes };
    }
    case 'CardDrawn':
      return drawn(d, e);
    case 'BidMade': {
      const auction = d.auction ?? { bids: [], avoided: null };
      return { ...d, auction: { ...auction, bids: [...auction.bids, { seat: e.seat, counters: e.counters }] } };
    }
    case 'AvoidedSuitNamed': {
      const avoided = { bidder: e.bidder, bid: e.bid, suit: e.suit };
      return { ...d, auction: { bids: d.auction?.bids ?? [], avoided }, status: 'playing', nextLeader: e.leader };
    }
    default:
      return evolveRecord(d, e);
  }
}

function irregularity(e: IrregularityData, rightful?: Irregularity['rightful']): Irregularity {
  const { irregularity: id, kind, seat, trick, cards, law, remedies, noPenaltyLaw } = e;
  return { id, kind, seat, trick, cards, law, remedies, noPenaltyLaw, rightful, penalised: false };
}

function remaining(d: DealState): number {
  return d.handSize - d.tricks.filter((t) => t.winner !== null).length;
}

function corrected(d: DealState, e: Extract<DealEvent, { type: 'RevokeCorrected' }>): DealState {
  const revokes = d.revokes.map((r) =>
    r.seat === e.seat && r.trick === e.trick ? { ...r, status: 'corrected' as const } : r,
  );
  const irr: Irregularity = {
    id: e.irregularity,
    kind: 'revoke-corrected',
    seat: e.seat,
    trick: e.trick,
    cards: [e.card],
    law: e.law,
    remedies: e.remedies,
    penalised: false,
  };
  return {
    ...d,
    revokes,
    irregularities: [...d.irregularities, irr],
    exposed: [...d.exposed, { seat: e.seat, card: e.card, how: 'revoke-corrected' }],
  };
}

function drawn(d: DealState, e: Extract<DealEvent, { type: 'CardDrawn' }>): DealState {
  const hands = d.hands
    ? {
        ...d.hands,
        [e.from]: (d.hands[e.from] ?? []).filter((c) => c !== e.card),
        [e.seat]: [...(d.hands[e.seat] ?? []), e.card],
      }
    : null;
  return { ...d, hands, drawn: [...d.drawn, { seat: e.seat, card: e.card, from: e.from }] };
}

function omitted(d: DealState, e: Extract<DealEvent, { type: 'PlayOmitted' }>): DealState {
  const i = e.trick - 1;
  const t = d.tricks[i];
  const winner = trickWinner(t.cards, d.trump) ?? t.leader;
  const tricks = d.tricks.map((x, k) => (k === i ? { ...x, winner } : x));
  return {
    ...d,
    tricks,
    nextLeader: winner,
    omitted: [...d.omitted, { seat: e.seat, trick: e.trick }],
    irregularities: [...d.irregularities, irregularity(e)],
  };
}

/** A card called after a lead out of turn goes back to the hand face up (whist-1900:64: it becomes an exposed card). */
function calledCard(d: DealState, e: Extract<DealEvent, { type: 'PenaltyElected' }>): DealState['exposed'] {
  const o = e.obligation;
  if (!o || o.kind !== 'play-card' || !o.card || d.exposed.some((x) => x.card === o.card)) return d.exposed;
  return [...d.exposed, { seat: e.against, card: o.card, how: 'called' }];
}

/** Applies the claims, revoke claims and end-of-deal events. */
function evolveRecord(d: DealState, e: RecordEvent): DealState {
  switch (e.type) {
    case 'ClaimMade':
      return {
        ...d,
        claims: [
          ...d.claims,
          { id: e.id, seat: e.seat, tricks: e.tricks, answers: [], status: 'open', remaining: remaining(d) },
        ],
      };
    case 'ClaimAnswered':
      return {
        ...d,
        claims: d.claims.map((c) =>
          c.id === e.id
            ? {
                ...c,
                answers: [...c.answers, { seat: e.seat, accept: e.accept }],
                status: e.accept ? c.status : 'disputed',
              }
            : c,
        ),
      };
    case 'ClaimAnalysed':
      return { ...d, claims: d.claims.map((c) => (c.id === e.claimId ? { ...c, analysis: e.analysis } : c)) };
    case 'ClaimAnalysisRefused':
      return {
        ...d,
        claims: d.claims.map((c) => (c.id === e.claimId ? { ...c, analysisRefused: e.refusal } : c)),
      };
    case 'HandAbandoned': {
      const shown = Object.entries(e.faceUp).flatMap(([seat, cards]) =>
        (cards ?? []).map((card) => ({ seat: seat as never, card })),
      );
      return { ...d, shown: [...d.shown, ...shown] };
    }
    case 'RevokeClaimed':
      return {
        ...d,
        revokeClaims: [
          ...d.revokeClaims,
          {
            id: e.id,
            by: e.by,
            against: e.against,
            trick: e.trick,
            verdict: e.verdict,
            revoke: e.revoke,
            evidence: e.evidence,
            law: e.law,
          },
        ],
      };
    case 'RevokeClaimReassessed':
      return {
        ...d,
        revokeClaims: d.revokeClaims.map((c) =>
          c.id === e.id ? { ...c, verdict: e.verdict, revoke: e.revoke, evidence: e.evidence, law: e.law } : c,
        ),
      };
    case 'RevokePenaltyElected':
      return {
        ...d,
        revokeClaims: d.revokeClaims.map((c) =>
          c.id === e.revokeClaim ? { ...c, penalty: { by: e.by, option: e.option } } : c,
        ),
      };
    case 'DealEnded': {
      const claims = e.claim
        ? d.claims.map((c) => (c.id === e.claim ? { ...c, status: 'accepted' as const } : c))
        : d.claims;
      const { type: _t, at: _a, deal: _d, ...end } = e;
      return { ...d, status: 'ended', end, claims };
    }
    case 'RulingRecorded':
      return { ...d, rulings: [...d.rulings, { reason: e.reason, adjustment: e.adjustment }] };
    case 'HandLaidOpen':
      return { ...d, laidOpen: e.seat, shown: [...d.shown, ...e.cards.map((card) => ({ seat: e.seat, card }))] };
    case 'HonoursClaimed':
      return { ...d, honoursClaimed: [...d.honoursClaimed, e.side] };
    case 'DealResultRecorded':
      return {
        ...d,
        recorded: e.result,
        contract: e.contract ?? d.contract,
        trump: e.contract ? e.contract.trump : d.trump,
      };
    default:
      return assertNever(e);
  }
}
