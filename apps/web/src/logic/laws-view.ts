import { cardText, remedyWords } from './event-words';
import { lawInWords } from './problem';
import { text } from './text';
import { SUIT_NAMES } from './variants';

type Json = Record<string, unknown>;
const arr = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** An offence's kind in words. */
const OFFENCE_WORDS: Record<string, string> = {
  'lead-out-of-turn': 'lead out of turn',
  'play-out-of-turn': 'play out of turn',
  exposure: 'card exposed',
  revoke: 'revoke',
  'revoke-corrected': 'revoke corrected',
  'omitted-play': 'play omitted',
  'wrong-naming': 'wrong card named',
  'looked-at-trick': 'looked at a quitted trick',
  'called-attention': 'called attention to the trick',
  'asked-partner': 'asked partner',
  'dummy-suggested': 'Dummy suggested a play',
};

/** A remedy the code gives for an irregularity, as the wronged side may elect it. */
export interface RemedyChoice {
  kind: string;
  words: string;
  electors: string[];
  law: string;
  /** A suit must be named (call-suit, forbid-lead). */
  needsSuit: boolean;
}

/** An irregularity of the deal view with its law and remedies in words. */
export interface IrregularityLine {
  id: string;
  seat: string;
  words: string;
  remedies: RemedyChoice[];
  /** A penalty was elected for it already. */
  penalised: boolean;
}

/** The deal view's irregularities in words ("lead out of turn by S in trick 1 (7♥) — Laws of …, law 64"), each with its remedies. */
export function irregularityLines(deal: Json): IrregularityLine[] {
  return arr(deal.irregularities).map((i) => {
    const kind = text(i.kind);
    const cards = strs(i.cards).map(cardText).join(' ');
    const rightful =
      typeof i.rightful === 'string' ? `, ${i.rightful} to ${kind === 'lead-out-of-turn' ? 'lead' : 'play'}` : '';
    const none =
      !arr(i.remedies).length && typeof i.noPenaltyLaw === 'string'
        ? `; no penalty — ${lawInWords(i.noPenaltyLaw)}`
        : '';
    return {
      id: text(i.id),
      seat: text(i.seat),
      words:
        `${OFFENCE_WORDS[kind] ?? kind.replace(/-/g, ' ')} by ${text(i.seat)} in trick ${text(i.trick)}` +
        `${cards ? ` (${cards})` : ''}${rightful} — ${lawInWords(text(i.law))}${none}`,
      remedies: arr(i.remedies).map((r) => ({
        kind: text(r.kind),
        words: remedyWords(r.kind),
        electors: strs(r.electors),
        law: lawInWords(text(r.law)),
        needsSuit: r.kind === 'call-suit' || r.kind === 'forbid-lead',
      })),
      penalised: i.penalised === true,
    };
  });
}

/** The body of `POST .../penalties` electing `kind` for the irregularity (against its offender). */
export function penaltyBody(irr: IrregularityLine, kind: string, by: string, suit?: string): Json {
  const remedy = irr.remedies.find((r) => r.kind === kind);
  return {
    by,
    against: irr.seat,
    kind,
    forIrregularity: irr.id,
    ...(remedy?.needsSuit && suit ? { suit } : {}),
  };
}

/** A revoke claim of the deal view in words, and whether its penalty is still to be elected. */
export interface RevokeClaimLine {
  id: string;
  by: string;
  against: string;
  words: string;
  /** Established and no penalty taken yet: the wronged side chooses one. */
  awaitsPenalty: boolean;
}

/** The deal view's revoke claims in words, with the verdict's evidence, law and penalty. */
export function revokeClaimLines(deal: Json): RevokeClaimLine[] {
  return arr(deal.revokeClaims).map((c) => {
    const ev = c.evidence as Json | undefined;
    const evidence = ev ? `; evidence: ${text(ev.source)}${ev.heldCard ? ` (held ${cardText(ev.heldCard)})` : ''}` : '';
    const pen = c.penalty as Json | undefined;
    const penalty = pen ? `; penalty: ${remedyWords(pen.option)} (by ${text(pen.by)})` : '';
    return {
      id: text(c.id),
      by: text(c.by),
      against: text(c.against),
      words: `${text(c.by)} claimed a revoke against ${text(c.against)}: ${text(c.verdict)}${evidence}${penalty} — ${lawInWords(text(c.law))}`,
      awaitsPenalty: c.verdict === 'established' && !pen,
    };
  });
}

/** A claim of tricks of the deal view: who answered, and who may still answer. */
export interface ClaimLine {
  id: string;
  seat: string;
  open: boolean;
  words: string;
}

/** The deal view's claims of tricks in words ("S claims the rest: open; W accepted"). */
export function claimLines(deal: Json): ClaimLine[] {
  return arr(deal.claims).map((c) => {
    const answers = arr(c.answers).map((a) => `${text(a.seat)} ${a.accept ? 'accepted' : 'refused'}`);
    const tricks = c.tricks === 'rest' ? 'the rest' : `${text(c.tricks)} tricks`;
    return {
      id: text(c.id),
      seat: text(c.seat),
      open: c.status === 'open',
      words: `${text(c.seat)} claims ${tricks}: ${text(c.status)}${answers.length ? `; ${answers.join(', ')}` : ''}`,
    };
  });
}

/** The calls still to be obeyed, in words ("E: lead hearts — Laws of …, law 64"). */
export function obligationLines(deal: Json): string[] {
  return arr(deal.obligations).map((o) => {
    const what = `${text(o.kind).replace(/-/g, ' ')}${o.suit ? ` ${SUIT_NAMES[text(o.suit)] ?? text(o.suit)}` : ''}${o.card ? ` ${cardText(o.card)}` : ''}`;
    return `${strs(o.seats).join(' or ')}: ${what} (at the next ${text(o.when)}) — ${lawInWords(text(o.law))}`;
  });
}
