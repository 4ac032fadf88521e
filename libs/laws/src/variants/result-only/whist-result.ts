import type { RecordResult } from '../../core/commands';
import { refuse } from '../../core/law-violation';
import type { WhistResult } from '../../core/recorded-result';
import type { DealState } from '../../core/state';
import type { Contract } from '../../core/records';
import { sideTricksFrom } from './result-checks';

/**
 * Whist and dummy whist recorded by result: `{tricks: {NS, EW}, honours?: {NS|EW: 2|4}}`. Honours are the
 * A K Q J of trumps; one side scores 4 for all four or 2 for any three (whist-1900:48), so at most one side
 * can score them and only 2 or 4.
 */
export function whistResult(c: RecordResult, deal: DealState): { result: WhistResult; contract: Contract | null } {
  const tricks = sideTricksFrom(c.tricks, deal);
  return { result: { family: 'whist', tricks, honours: honoursFrom(c.honours) }, contract: null };
}

function honoursFrom(v: unknown): WhistResult['honours'] {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'object' || Array.isArray(v)) refuse('MALFORMED_COMMAND', 'honours must be {NS|EW: 2|4}');
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length === 0) return null;
  if (entries.some(([k]) => k !== 'NS' && k !== 'EW')) refuse('MALFORMED_COMMAND', 'honours are scored by NS or EW');
  if (entries.length > 1)
    refuse(
      'RESULT_IMPOSSIBLE',
      'only one side can hold three or four of the four honours and score them (whist-1900:48)',
      'whist-1900:48',
    );
  const [side, points] = entries[0] as ['NS' | 'EW', unknown];
  if (points !== 2 && points !== 4)
    refuse(
      'RESULT_IMPOSSIBLE',
      `honours score 4 for all four or 2 for any three, not ${JSON.stringify(points)} (whist-1900:48)`,
      'whist-1900:48',
    );
  return { side, points };
}
