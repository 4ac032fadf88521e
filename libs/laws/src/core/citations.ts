import { GameVariant, LawCodeName, lawCode } from './variant';

/**
 * How a code cites the laws behind the verdicts and refusals the shared play deciders make: the code's name and,
 * for each common topic, the law it cites. The shared deciders take these from the variant instead of branching.
 */
export interface LawCitations {
  /** The code's name, the prefix of every citation. */
  readonly code: LawCodeName;
  /** What a revoke is: a player able to follow suit did not (whist-1900:74, bridge-1904:89, solo-hoffmann:p152, hearts-foster:22). */
  readonly follow: string;
  /** A disobeyed call (to lead or play a suit, or not to) is a revoke (whist-1900:76, bridge-1904:79, solo-hoffmann:p151, hearts-foster:27). */
  readonly disobeyedCall: string;
  /** When a revoke is established (whist-1900:77, bridge-1904:91, solo-hoffmann:p152, hearts-foster:22). */
  readonly establish: string;
  /** When a revoke can no longer be claimed (whist-1900:82, bridge-1904:97, solo-hoffmann:p152, hearts-foster:26). */
  readonly deadline: string;
  /** A second card to one trick is refused as a play (whist-1900:73, bridge-1904:88, hearts-foster:18; solo cites whist's). */
  readonly secondCard: string;
  /** A penalty once demanded is final (whist-1900:87, cited by bridge and solo too); Hearts has no such law, so cites none. */
  readonly penaltyFinal?: string;
  /** A call already made binds until it is obeyed (whist-1900:87; hearts-foster:19). */
  readonly callBinds: string;
}

/** Each code's citations, by code name: the one table the variants pick from. */
export const CITATIONS: Readonly<Record<LawCodeName, LawCitations>> = {
  'whist-1900': {
    code: 'whist-1900',
    follow: 'whist-1900:74',
    disobeyedCall: 'whist-1900:76',
    establish: 'whist-1900:77',
    deadline: 'whist-1900:82',
    secondCard: 'whist-1900:73',
    penaltyFinal: 'whist-1900:87',
    callBinds: 'whist-1900:87',
  },
  'bridge-1904': {
    code: 'bridge-1904',
    follow: 'bridge-1904:89',
    disobeyedCall: 'bridge-1904:79',
    establish: 'bridge-1904:91',
    deadline: 'bridge-1904:97',
    secondCard: 'bridge-1904:88',
    penaltyFinal: 'whist-1900:87',
    callBinds: 'whist-1900:87',
  },
  'solo-hoffmann': {
    code: 'solo-hoffmann',
    follow: 'solo-hoffmann:p152',
    disobeyedCall: 'solo-hoffmann:p151',
    establish: 'solo-hoffmann:p152',
    deadline: 'solo-hoffmann:p152',
    secondCard: 'whist-1900:73',
    penaltyFinal: 'whist-1900:87',
    callBinds: 'whist-1900:87',
  },
  'hearts-foster': {
    code: 'hearts-foster',
    follow: 'hearts-foster:22',
    disobeyedCall: 'hearts-foster:27',
    establish: 'hearts-foster:22',
    deadline: 'hearts-foster:26',
    secondCard: 'hearts-foster:18',
    callBinds: 'hearts-foster:19',
  },
};

/**
 * Who plays with whom: two fixed partnerships (N-S against E-W), the caller (and any partner he names or calls)
 * against the rest (solo whist; each for himself in a General Misère, solo-hoffmann:p147), or each for himself (hearts).
 */
export type SidesLaw = 'partnership' | 'contract' | 'each-for-himself';

/**
 * The citations of the code that governs play in a session (`lawCode`): for the fold and the play deciders, which
 * have no `VariantLaws` in reach; each variant's `citations` gives the same (checked in decide/variant-citations.spec.ts).
 */
export function citationsOf(variant: GameVariant, dummyLaws?: unknown): LawCitations {
  return CITATIONS[lawCode(variant, dummyLaws)];
}
