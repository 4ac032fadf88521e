import { Card, Suit } from '../../core/cards/card';
import { DealState, DutyKind, Irregularity, Obligation, PenaltyKind, Remedy } from '../../core/state';
import { nextObligationId } from '../irregularities/ids';
import { currentTrickNumber } from '../../core/tricks/turn';

/** The choice made with an election: a card (call-card, play-card, do-not-play-card) or a suit (call-suit, forbid-lead). */
export interface ElectionDetail {
  readonly card?: Card;
  readonly suit?: Suit;
}

/** Turns an elected remedy into the obligation it puts on the target(s), or null for a remedy that binds no play. */
export function obligationFor(
  deal: DealState,
  irr: Irregularity,
  remedy: Remedy,
  x: ElectionDetail,
): Obligation | null {
  const base = {
    id: nextObligationId(deal),
    seats: remedy.targets,
    law: remedy.law,
    irregularity: irr.id,
    discharged: false,
  };
  const trick = irr.kind === 'revoke-corrected' ? irr.trick : currentTrickNumber(deal);
  const spec = SPECS[remedy.kind];
  if (!spec) return null;
  const [kind, when, thisTrick] = spec;
  const detail =
    remedy.kind === 'do-not-play-card' && !x.card
      ? { kind: 'not-suit' as DutyKind, suit: x.suit ?? 'H' }
      : { card: x.card, suit: x.suit };
  return { ...base, kind, when, ...(thisTrick ? { trick } : {}), ...clean(detail) };
}

const SPECS: Partial<Record<PenaltyKind, [DutyKind, Obligation['when'], boolean]>> = {
  'call-card': ['play-card', 'turn', false],
  'play-card': ['play-card', 'turn', false],
  'call-suit': ['lead-suit', 'lead', false],
  'call-highest': ['highest', 'follow', true],
  'call-lowest': ['lowest', 'follow', true],
  'win-trick': ['win', 'follow', true],
  'lose-trick': ['not-win', 'follow', true],
  'follow-or-pass': ['not-trump', 'follow', true],
  'forbid-lead': ['forbid-lead', 'lead', false],
  'do-not-play-card': ['not-play', 'turn', true],
};

function clean<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
