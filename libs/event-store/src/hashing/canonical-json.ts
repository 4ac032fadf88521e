/** Nesting beyond which canonicalJson refuses a value (stored events nest a few levels; cycles never end). */
export const CANONICAL_JSON_MAX_DEPTH = 10_000;

interface Frame {
  /** Array items, or the object's sorted keys. */
  readonly keys: readonly string[] | null;
  readonly items: readonly unknown[];
  readonly parts: string[];
  i: number;
  /** The member name this frame is the value of, in its parent object. */
  key: string;
}

/**
 * Serialises a JSON value with object keys sorted recursively, as JSON.stringify would drop/convert the
 * rest. Iterative (an explicit stack, no recursion), so no nesting a client can send exhausts the call
 * stack (issue 18).
 */
export function canonicalJson(value: unknown): string {
  const flat = flatObjectJson(value);
  if (flat !== undefined) return flat;
  const first = open(value);
  if (!(first instanceof Object && 'parts' in first)) return first ?? 'null';
  const stack: Frame[] = [first];
  for (;;) {
    const top = stack[stack.length - 1];
    if (top.i < top.items.length) {
      const i = top.i++;
      const next = open(top.items[i]);
      if (typeof next === 'object') {
        if (stack.length >= CANONICAL_JSON_MAX_DEPTH) throw new TypeError('canonicalJson: value nests too deeply');
        next.key = top.keys ? top.keys[i] : '';
        stack.push(next);
      } else emit(top, top.keys ? top.keys[i] : '', next);
      continue;
    }
    stack.pop();
    const text = top.keys ? `{${top.parts.join(',')}}` : `[${top.parts.join(',')}]`;
    if (stack.length === 0) return text;
    emit(stack[stack.length - 1], top.key, text);
  }
}

/**
 * The same text for the common case, an object whose members are all scalars (an event's data and its
 * metadata), in one pass with no frames; undefined for anything else, which takes the general path.
 */
function flatObjectJson(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return undefined;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).sort();
  let out = '';
  for (const k of keys) {
    const v = obj[k];
    let text: string;
    if (v === null) text = 'null';
    else if (typeof v === 'string' || typeof v === 'boolean') text = JSON.stringify(v);
    else if (typeof v === 'number') text = Number.isFinite(v) ? JSON.stringify(v) : 'null';
    else if (v === undefined || typeof v === 'function' || typeof v === 'symbol')
      continue; // JSON drops the member
    else return undefined; // a nested value (or a bigint, which the general path refuses)
    out += `${out ? ',' : ''}${JSON.stringify(k)}:${text}`;
  }
  return `{${out}}`;
}

function emit(parent: Frame, key: string, text: string | undefined): void {
  if (parent.keys === null) parent.parts.push(text ?? 'null');
  else if (text !== undefined) parent.parts.push(`${JSON.stringify(key)}:${text}`);
}

/** A scalar's text (undefined when JSON drops it), or a frame to fill for an array or object. */
function open(value: unknown): string | undefined | Frame {
  while (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function')
    value = (value as { toJSON(): unknown }).toJSON();
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'bigint':
      throw new TypeError('canonicalJson: bigint is not JSON');
    case 'object': {
      if (Array.isArray(value)) return { keys: null, items: value as unknown[], parts: [], i: 0, key: '' };
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj).sort();
      return { keys, items: keys.map((k) => obj[k]), parts: [], i: 0, key: '' };
    }
    default:
      return undefined; // undefined, functions, symbols
  }
}
