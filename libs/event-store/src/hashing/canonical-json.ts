/** Serialises a JSON value with object keys sorted recursively, as JSON.stringify would drop/convert the rest. */
export function canonicalJson(value: unknown): string {
  const out = write(value);
  return out === undefined ? 'null' : out;
}

function write(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return write((value as { toJSON(): unknown }).toJSON());
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'bigint':
      throw new TypeError('canonicalJson: bigint is not JSON');
    case 'object':
      return Array.isArray(value) ? writeArray(value) : writeObject(value as Record<string, unknown>);
    default:
      return undefined; // undefined, functions, symbols
  }
}

function writeArray(items: unknown[]): string {
  return `[${items.map((v) => write(v) ?? 'null').join(',')}]`;
}

function writeObject(obj: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of Object.keys(obj).sort()) {
    const v = write(obj[key]);
    if (v !== undefined) parts.push(`${JSON.stringify(key)}:${v}`);
  }
  return `{${parts.join(',')}}`;
}
