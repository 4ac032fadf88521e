import type { ProblemMapper } from './to-problem';
import { problem } from './problem';

/**
 * SQLSTATEs of text the database cannot store: 22P05 (untranslatable character: a NUL, `\u0000`, in a
 * JSON or text value) and 22021 (a byte sequence not valid in the server's encoding).
 */
const UNSTORABLE = new Set(['22P05', '22021']);

/**
 * Text the database cannot store (a NUL character in a name or label, issue 18.6's fuzz) is the client's
 * input, not the server's fault: 400 problem+json, and nothing was written (the statement failed).
 */
export const unstorableText: ProblemMapper = (e) => {
  const code = (e as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && UNSTORABLE.has(code)
    ? problem(400, 'UNSTORABLE_TEXT', 'The request holds text the ledger cannot store (for example a NUL character).')
    : undefined;
};
