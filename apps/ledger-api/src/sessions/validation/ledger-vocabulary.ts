import { PENALTY_KINDS as LAW_PENALTY_KINDS } from '@ledger/laws';
/** Calls of api.md: solo-whist auction and bridge-1904 declaration and doubling. */
export const CALLS = [
  'pass',
  'proposal',
  'acceptance',
  'solo',
  'misere',
  'abondance',
  'misere-ouverte',
  'abondance-declaree',
  'declare',
  'leave-it',
  'double',
  'redouble',
  'may-i-lead',
  'yes',
  'satisfied',
];
/** How cards came to be exposed. */
export const HOWS = ['dropped', 'named', 'two-played', 'shown', 'detached-named'];
/** Remedies a wronged side may elect: the laws' own list. */
export const PENALTY_KINDS: readonly string[] = LAW_PENALTY_KINDS;
/** Corrections of api.md. */
export const CORRECTIONS = ['revoke-corrected', 'false-lead-withdrawn', 'take-back', 'draw'];
/** Revoke penalty options (whist family, whist-1900:75). */
export const REVOKE_OPTIONS = ['take-three-tricks', 'deduct-three', 'add-three'];
/** The five variants. */
export const VARIANT_VALUES = ['whist', 'dummy-whist', 'bridge-1904', 'solo-whist', 'hearts'];
