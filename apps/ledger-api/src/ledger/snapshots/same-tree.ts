/**
 * Strict equality of two trees of plain data (what dag-codec encodes): the same prototypes, the same
 * own keys in the same order, primitives equal by Object.is. Stricter than util.isDeepStrictEqual
 * (key order counts) and much faster on a large state: the check a snapshot passes before it is stored.
 */
export function sameTree(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameTree(a[i], bb[i])) return false;
    return true; // own non-index keys of an array are not compared (the codec does not write them either)
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i] || !sameTree(ra[ka[i]], rb[ka[i]])) return false;
  }
  return true;
}
