import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { fold, initialState, LawEvent, SessionState, VARIANTS } from '@ledger/laws';
import { fuzzedCommand } from '../../../../../libs/laws/src/testing/fuzzed-commands';
import { fuzzedSession } from '../../../../../libs/laws/src/testing/fuzzed-session';
import { openSession, prng } from '../../../../../bench/support/sessions';
import { decodeTree, encodeTree } from './dag-codec';
import { decodeSessionSnapshot, encodeSessionSnapshot } from './session-snapshot-codec';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

/** decode(encode(s)) must be s exactly (util.isDeepStrictEqual: undefined vs absent, key sets, prototypes). */
function roundTrips(s: SessionState): void {
  const text = encodeSessionSnapshot(s);
  const back = decodeSessionSnapshot(text, s.version);
  if (!isDeepStrictEqual(back, s)) throw new Error(`version ${s.version} does not round-trip`);
  expect(Object.keys(back.deals[0] ?? {})).toEqual(Object.keys(s.deals[0] ?? {})); // key order too
}

/** Every state of a stream, folded one event at a time. */
function statesOf(events: readonly LawEvent[]): SessionState[] {
  const out: SessionState[] = [];
  let s = initialState;
  for (const e of events) out.push((s = fold([e], s)));
  return out;
}

describe('session snapshot codec: decode(encode(s)) is s', () => {
  it.each(VARIANTS.map((v, i) => [v, i] as const))(
    '%s: multi-deal sessions at random prefixes, events in memory and through JSON',
    (variant, i) => {
      const p = openSession(variant, 500 + i);
      for (let d = 0; d < 6; d++) p.playDeal();
      const fromJson = JSON.parse(JSON.stringify(p.events)) as LawEvent[]; // as the store gives them back
      const random = prng(900 + i);
      for (const events of [p.events, fromJson]) {
        const states = statesOf(events);
        for (let k = 0; k < 25; k++) roundTrips(states[Math.floor(random() * states.length)]);
        roundTrips(states[states.length - 1]);
      }
    },
  );

  it('fuzzed command sequences of every variant (irregularities, penalties, claims, revokes) at every prefix', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANTS),
        fc.boolean(),
        fc.array(fuzzedCommand, { minLength: 10, maxLength: 120, size: 'max' }),
        (variant, rec, cmds) => {
          const { events } = fuzzedSession(variant, rec, cmds);
          for (const s of statesOf(events)) roundTrips(s);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('a decoded state folds on exactly as the original does', () => {
    const p = openSession('hearts', 42);
    for (let d = 0; d < 3; d++) p.playDeal();
    const cut = Math.floor(p.events.length / 2);
    const mid = fold(p.events.slice(0, cut), initialState);
    const decoded = decodeSessionSnapshot(encodeSessionSnapshot(mid), mid.version);
    expect(isDeepStrictEqual(fold(p.events.slice(cut), decoded), p.state)).toBe(true);
  });
});

describe('dag codec on any plain data', () => {
  const leaf = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => !Object.is(x, -0)),
    fc.boolean(),
    fc.constant(null),
  );
  const { tree } = fc.letrec((tie) => ({
    tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('arr'), tie('obj')),
    arr: fc.array(tie('tree'), { maxLength: 5 }),
    obj: fc.dictionary(
      fc.string().filter((k) => k !== '__proto__'),
      fc.oneof(tie('tree'), fc.constant(undefined)),
      { maxKeys: 5, noNullPrototype: true },
    ),
  }));

  it('round-trips any tree of objects, arrays, strings, numbers, booleans, null and undefined values', () => {
    fc.assert(
      fc.property(tree, (t) => isDeepStrictEqual(decodeTree(encodeTree(t)), t)),
      { numRuns: 500 },
    );
  });

  it('carries any key as data, never as code (keys become JSON string literals in the object builders)', () => {
    const t = {
      '"}; throw new Error("injected"); //': 1,
      '\u2028': [2],
      "'": { '`${x}`': 3 },
      2: 'two',
      1: 'one',
      constructor: 'c',
    };
    const back = decodeTree(encodeTree(t)) as Record<string, unknown>;
    expect(isDeepStrictEqual(back, t)).toBe(true);
    expect(Object.keys(back)).toEqual(Object.keys(t));
  });

  it('refuses what it cannot carry exactly instead of changing it', () => {
    for (const bad of [
      new Date(0),
      new Map(),
      -0,
      NaN,
      Infinity,
      Object.create(null),
      // eslint-disable-next-line no-sparse-arrays -- a hole is one of the values the codec must refuse
      [1, , 3],
      { [Symbol('s')]: 1 },
      JSON.parse('{"__proto__": 1}'),
      () => 1,
      1n,
    ]) {
      expect(() => encodeTree({ bad })).toThrow(/dag-codec/);
    }
  });

  it('throws on texts it cannot have written', () => {
    const good = encodeTree({ a: [1, 2, { b: 'x' }], c: true });
    for (const bad of [
      '',
      'garbage',
      good.slice(0, -1),
      `${good}~`,
      good.replace('\n', '\n9'),
      '[[],[]]\n0' + '0'.repeat(3) + '5',
      '[[["__proto__"]],[]]\n41',
    ]) {
      expect(() => decodeTree(bad)).toThrow(SyntaxError);
    }
  });

  it('a snapshot text with a changed character is refused (checksum), whatever the change', () => {
    const s = fold(openSession('whist', 3).events, initialState);
    const text = encodeSessionSnapshot(s);
    const random = prng(7);
    for (let k = 0; k < 50; k++) {
      const at = Math.floor(random() * text.length);
      const ch = text[at] === '1' ? '2' : '1';
      expect(() => decodeSessionSnapshot(text.slice(0, at) + ch + text.slice(at + 1), s.version)).toThrow();
    }
    expect(() => decodeSessionSnapshot(text, s.version + 1)).toThrow(/version/);
  });
});
