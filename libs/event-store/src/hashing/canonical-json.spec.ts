import fc from 'fast-check';
import { canonicalJson } from './canonical-json';

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
});
