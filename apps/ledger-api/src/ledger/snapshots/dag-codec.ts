import { IntReader, writeInt } from './int-text';

/**
 * A compact, lossless text for a tree of plain data (what a folded SessionState is: plain objects,
 * arrays, strings, finite numbers, booleans, null, and `undefined` as a property value):
 *
 * - every distinct subtree is written ONCE (hash-consed): the thousands of identical duties, seats,
 *   hands and played cards of a long session become references to one node;
 * - the keys of an object are written once per shape (a shape is the ordered list of its keys);
 * - the nodes follow in post-order (children first), each one a header (0 = array, then its length;
 *   1 + shape index = object) and its children's references (see int-text.ts), a reference being
 *   the smaller of the absolute id and the distance back, with one bit saying which.
 *
 * Text: `JSON([shapes, primitives])` + `\n` + root reference + nodes. Ids: 0 is `undefined`, then
 * the primitives in order, then the nodes in order. Decoding is one forward pass with no recursion;
 * objects are built by an object literal compiled once per shape (builderOf).
 * Decoded subtrees that were equal are the same object: fine for immutable data such as the laws'
 * states (they already share structure between versions), wrong for data that is mutated.
 *
 * Anything else (a class instance, a Map, a Date, a symbol key, -0, NaN, a sparse array, a key
 * `__proto__`) throws on encoding rather than come back different.
 */
export function encodeTree(root: unknown): string {
  const e = new Encoder();
  const rootRef = e.walk(root);
  return e.text(rootRef);
}

/** The tree back from encodeTree's text; throws a SyntaxError on any text encodeTree cannot have written. */
export function decodeTree(text: string): unknown {
  const nl = text.indexOf('\n');
  if (nl < 0) throw new SyntaxError('dag-codec: no header');
  const [shapes, prims] = parseHeader(text.slice(0, nl));
  const builders = shapes.map(builderOf);
  const r = new IntReader(text, nl + 1);
  const rootId = r.next();
  const vals: unknown[] = [undefined];
  for (let i = 0; i < prims.length; i++) vals.push(prims[i]);
  while (!r.done()) {
    const cur = vals.length;
    const h = r.next();
    if (h === 0) {
      const n = r.next();
      const a: unknown[] = [];
      for (let i = 0; i < n; i++) a.push(vals[ref(r, cur)]);
      vals.push(a);
    } else {
      const make = builders[h - 1];
      if (make === undefined) throw new SyntaxError('dag-codec: unknown shape');
      vals.push(make(vals, r, cur));
    }
  }
  if (rootId >= vals.length) throw new SyntaxError('dag-codec: no root');
  return vals[rootId];
}

type Builder = (vals: unknown[], r: IntReader, cur: number) => unknown;
const BUILDERS = new Map<string, Builder>();

/**
 * A function building an object of one shape with an object literal (one hidden class from the start,
 * like the fold's own literals), compiled once per shape and process. Keys are JSON string literals,
 * so no key can inject code; `__proto__` is refused by parseHeader.
 */
function builderOf(keys: string[]): Builder {
  const id = JSON.stringify(keys);
  let b = BUILDERS.get(id);
  if (b === undefined) {
    const body = `return {${keys.map((k) => `${JSON.stringify(k)}: v[ref(r, c)]`).join(', ')}};`;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- compiled once per shape; keys are JSON literals (see above)
    b = new Function('ref', `return function build(v, r, c) { ${body} }`)(ref) as Builder;
    if (BUILDERS.size < 10_000) BUILDERS.set(id, b);
  }
  return b;
}

/** A child's id from its reference (absolute or back from the node being built `cur`). */
function ref(r: IntReader, cur: number): number {
  const x = r.next();
  const id = x & 1 ? cur - (x >>> 1) : x >>> 1;
  if (id >= cur || id < 0) throw new SyntaxError('dag-codec: reference out of range');
  return id;
}

function parseHeader(json: string): [string[][], unknown[]] {
  const h: unknown = JSON.parse(json);
  if (!Array.isArray(h) || h.length !== 2 || !Array.isArray(h[0]) || !Array.isArray(h[1]))
    throw new SyntaxError('dag-codec: bad header');
  for (const keys of h[0] as unknown[]) {
    if (!Array.isArray(keys) || keys.some((k) => typeof k !== 'string' || k === '__proto__'))
      throw new SyntaxError('dag-codec: bad shape');
  }
  for (const p of h[1] as unknown[]) {
    if (p !== null && typeof p === 'object') throw new SyntaxError('dag-codec: bad primitive');
  }
  return h as [string[][], unknown[]];
}

interface ShapeNode {
  readonly next: Map<string, ShapeNode>;
  id: number;
}

/** Temporary references while walking: -1 undefined, -(2 + p) primitive p, n ≥ 0 node n. */
class Encoder {
  private readonly prims: unknown[] = [];
  private readonly primIds = new Map<unknown, number>();
  private readonly shapes: string[][] = [];
  /** Shapes as a trie on their keys (no key string to build per object). */
  private readonly shapeTrie: ShapeNode = { next: new Map(), id: -1 };
  /** Objects already walked (the fold shares structure: one walk per shared subtree). */
  private readonly seen = new Map<object, number>();
  private readonly nodes: { header: number; kids: number[] }[] = [];
  /** Nodes by a hash of their header and children (structurally equal subtrees are written once). */
  private readonly nodeIds = new Map<number, number[]>();

  walk(v: unknown): number {
    if (v === undefined) return -1;
    if (v === null || typeof v === 'boolean' || typeof v === 'string') return this.prim(v);
    if (typeof v === 'number') {
      if (!Number.isFinite(v) || Object.is(v, -0)) throw new TypeError(`dag-codec: cannot encode the number ${v}`);
      return this.prim(v);
    }
    const known = this.seen.get(v);
    if (known !== undefined) return known;
    const t = this.compound(v);
    this.seen.set(v, t);
    return t;
  }

  private compound(v: unknown): number {
    if (Array.isArray(v)) {
      if (Object.getPrototypeOf(v) !== Array.prototype) throw new TypeError('dag-codec: not a plain array');
      const kids: number[] = [];
      for (let i = 0; i < v.length; i++) {
        if (!(i in v)) throw new TypeError('dag-codec: sparse array');
        kids.push(this.walk(v[i]));
      }
      return this.node(0, kids);
    }
    if (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype) {
      if (Object.getOwnPropertySymbols(v).length > 0) throw new TypeError('dag-codec: symbol keys');
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o);
      if (keys.includes('__proto__')) throw new TypeError('dag-codec: a key __proto__');
      const kids = keys.map((k) => this.walk(o[k]));
      return this.node(1 + this.shape(keys), kids);
    }
    throw new TypeError(`dag-codec: cannot encode ${Object.prototype.toString.call(v)}`);
  }

  text(rootRef: number): string {
    const base = 1 + this.prims.length;
    const id = (t: number) => (t < 0 ? -t - 1 : base + t);
    const out: string[] = [];
    writeInt(out, id(rootRef));
    this.nodes.forEach((n, i) => {
      const cur = base + i;
      writeInt(out, n.header);
      if (n.header === 0) writeInt(out, n.kids.length);
      for (const k of n.kids) {
        const abs = id(k);
        const back = cur - abs;
        writeInt(out, abs <= back ? 2 * abs : 2 * back + 1);
      }
    });
    return `${JSON.stringify([this.shapes, this.prims])}\n${out.join('')}`;
  }

  private prim(v: unknown): number {
    let p = this.primIds.get(v);
    if (p === undefined) {
      p = this.prims.length;
      this.prims.push(v);
      this.primIds.set(v, p);
    }
    return -2 - p;
  }

  private shape(keys: string[]): number {
    let at = this.shapeTrie;
    for (const k of keys) {
      let next = at.next.get(k);
      if (next === undefined) at.next.set(k, (next = { next: new Map(), id: -1 }));
      at = next;
    }
    if (at.id < 0) {
      at.id = this.shapes.length;
      this.shapes.push(keys);
    }
    return at.id;
  }

  private node(header: number, kids: number[]): number {
    let h = header | 0;
    for (let i = 0; i < kids.length; i++) h = (Math.imul(h, 31) + kids[i]) | 0;
    const bucket = this.nodeIds.get(h);
    if (bucket !== undefined) {
      for (const n of bucket) if (sameNode(this.nodes[n], header, kids)) return n;
    }
    const n = this.nodes.length;
    this.nodes.push({ header, kids });
    if (bucket !== undefined) bucket.push(n);
    else this.nodeIds.set(h, [n]);
    return n;
  }
}

function sameNode(n: { header: number; kids: number[] }, header: number, kids: number[]): boolean {
  if (n.header !== header || n.kids.length !== kids.length) return false;
  for (let i = 0; i < kids.length; i++) if (n.kids[i] !== kids[i]) return false;
  return true;
}
