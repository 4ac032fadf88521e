import fc from 'fast-check';
import { canonicalJson } from './canonical-json';

/** The recursive definition the iterative implementation must equal (the hashes of stored events depend on it). */
function reference(value: unknown): string {
  const write = (v: unknown): string | undefined => {
    if (v === null) return 'null';
    if (typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function')
      return write((v as { toJSON(): unknown }).toJSON());
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return JSON.stringify(v);
      case 'number':
        return Number.isFinite(v) ? JSON.stringify(v) : 'null';
      case 'object':
        if (Array.isArray(v)) return `[${v.map((x) => write(x) ?? 'null').join(',')}]`;
        return `{${Object.keys(v)
          .sort()
          .flatMap((k) => {
            const t = write((v as Record<string, unknown>)[k]);
            return t === undefined ? [] : [`${JSON.stringify(k)}:${t}`];
          })
          .join(',')}}`;
      default:
        return undefined;
    }
  };
  return write(value) ?? 'null';
}

describe('canonicalJson', () => {
  it('sorts keys recursively, including integer-like keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null }, 10: 'x', 9: 'y' })).toBe(
      '{"10":"x","9":"y","a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('drops undefined members like JSON.stringify and writes null for undefined items', () => {
    expect(canonicalJson({ a: undefined, b: [undefined, 1] })).toBe('{"b":[null,1]}');
  });

  it('does not depend on key order and round-trips through JSON.parse', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = canonicalJson(v);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });

  it('equals the recursive definition on any value without holes (what JSON parsing can give), dates and undefined members included', () => {
    fc.assert(
      fc.property(fc.anything({ withDate: true, withNullPrototype: true }), (v) => {
        expect(canonicalJson(v)).toBe(reference(v));
      }),
      { numRuns: 500 },
    );
  });

  it('its one-pass path for objects of scalars (event data, metadata) equals the recursive definition', () => {
    const scalar = fc.oneof(
      fc.string(),
      fc.double(), // NaN, ±Infinity and -0 included
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.constant(() => 1),
      fc.constant(Symbol('s')),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), scalar), (v) => {
        expect(canonicalJson(v)).toBe(reference(v));
      }),
      { numRuns: 1000 },
    );
  });

  it('writes 9,999 levels of nesting without exhausting the stack (issue 18), and refuses a cycle', () => {
    let v: unknown = 1;
    for (let i = 0; i < 9_999; i++) v = [v];
    expect(canonicalJson(v)).toBe('['.repeat(9_999) + '1' + ']'.repeat(9_999));
    const cycle: unknown[] = [];
    cycle.push(cycle);
    expect(() => canonicalJson(cycle)).toThrow(/nests too deeply/);
  });
});
