import { storedKeyOrder } from './stored-key-order';

describe('storedKeyOrder (a value as the store gives it back)', () => {
  it("puts every object's keys in jsonb's order: shorter first, then by text", () => {
    const out = storedKeyOrder({ trump: 'S', caller: 'N', call: 'solo', dummy: null, partner: 'S' });
    expect(Object.keys(out as object)).toEqual(['call', 'dummy', 'trump', 'caller', 'partner']);
  });

  it('orders nested objects and objects inside arrays, and keeps array order', () => {
    const out = storedKeyOrder({ seats: { W: 'w', N: 'n', E: 'e', S: 's' }, list: [{ bb: 1, a: 2 }, 3] });
    expect(JSON.stringify(out)).toBe('{"list":[{"a":2,"bb":1},3],"seats":{"E":"e","N":"n","S":"s","W":"w"}}');
  });

  it('gives null for an undefined array item, as storing does', () => {
    expect(storedKeyOrder([1, undefined, { a: undefined }] as never)).toEqual([1, null, {}]);
  });

  it('drops undefined members, as storing drops them, and leaves its input as it was', () => {
    const input = { b: 1, a: undefined, c: { z: 1, y: 2 } };
    const out = storedKeyOrder(input);
    expect(Object.keys(out)).toEqual(['b', 'c']);
    expect(Object.keys(input)).toEqual(['b', 'a', 'c']);
    expect(Object.keys(input.c)).toEqual(['z', 'y']);
  });

  it('returns scalars and null as they are', () => {
    expect([storedKeyOrder(null), storedKeyOrder(3), storedKeyOrder('x'), storedKeyOrder(true)]).toEqual([
      null,
      3,
      'x',
      true,
    ]);
  });
});
