/** Deepest nesting of arrays and objects a request body may have (issue 18: deeper is a 400 before parsing). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether raw JSON text nests arrays/objects deeper than `max`, found by one pass over the bytes
 * (strings skipped, escapes honoured) before anything parses or walks it. Malformed text is left to
 * the parser: this only counts brackets.
 */
export function jsonDeeperThan(buf: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const b = buf[i];
    if (inString) {
      if (b === 0x5c)
        i++; // backslash: skip the escaped byte
      else if (b === 0x22) inString = false;
    } else if (b === 0x22) inString = true;
    else if (b === 0x5b || b === 0x7b) {
      if (++depth > max) return true;
    } else if (b === 0x5d || b === 0x7d) depth--;
  }
  return false;
}

/** The error the JSON body parser (body-parsers.ts) raises for a body nested too deeply (400 `JSON_TOO_DEEP`). */
export class JsonTooDeepError extends Error {
  /** The HTTP status. */
  readonly status = 400;
  /** The error type field (as body-parser named them), read by the problem mapper. */
  readonly type = 'entity.too.deep';
  constructor(max: number) {
    super(`The request body nests arrays or objects deeper than ${max} levels.`);
    this.name = 'JsonTooDeepError';
  }
}
