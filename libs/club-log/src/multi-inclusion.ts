import { Hash, hashEquals, nodeHash } from './hash';
import { NodeGetter, NodeId } from './node-id';
import { rootNodes } from './root';
import { assertSize, half } from './tree-math';

/**
 * Climbs from a set of leaves to the root of a tree of `size` leaves (RFC 9162 §2.1.1): inside each
 * complete subtree of rootNodes(size), known nodes pair up level by level; a sibling that is not known
 * is taken from `get`; a subtree holding none of the leaves is taken whole from `get`. The subtrees are
 * then folded from the right, as the root is. `combine` makes a parent of two children.
 */
function climb<T>(
  leaves: ReadonlyMap<number, T>,
  size: number,
  get: (n: NodeId) => T,
  combine: (left: T, right: T) => T,
): T {
  const subtrees = rootNodes(size).map((top) => {
    const first = top.index * 2 ** top.level;
    const end = first + 2 ** top.level;
    let known = new Map<number, T>();
    for (const [leaf, h] of leaves) if (leaf >= first && leaf < end) known.set(leaf, h);
    if (known.size === 0) return get(top);
    for (let level = 0; level < top.level; level++) {
      const up = new Map<number, T>();
      for (const index of [...known.keys()].sort((a, b) => a - b)) {
        const parent = half(index);
        if (up.has(parent)) continue;
        const left = known.get(parent * 2) ?? get({ level, index: parent * 2 });
        const right = known.get(parent * 2 + 1) ?? get({ level, index: parent * 2 + 1 });
        up.set(parent, combine(left, right));
      }
      known = up;
    }
    return known.get(top.index) as T;
  });
  let h = subtrees[subtrees.length - 1];
  for (let i = subtrees.length - 2; i >= 0; i--) h = combine(subtrees[i], h);
  return h;
}

function checkLeaves(leaves: Iterable<number>, size: number): void {
  assertSize(size, 'size');
  for (const leaf of leaves) {
    assertSize(leaf, 'leaf');
    if (leaf >= size) throw new RangeError(`leaf ${leaf} is not in a tree of ${size} leaves`);
  }
}

/**
 * The complete subtrees, besides the given leaves themselves, whose hashes prove all of those leaves in
 * a tree of `size` leaves at once (a multi-leaf inclusion proof, for one batched read): the union of
 * their RFC 9162 inclusion paths without the nodes the leaves rebuild. Left to right within a level.
 */
export function multiInclusionNodes(leaves: readonly number[], size: number): NodeId[] {
  checkLeaves(leaves, size);
  if (leaves.length === 0) return [];
  const asked: NodeId[] = [];
  climb(
    new Map(leaves.map((l) => [l, true])),
    size,
    (n) => {
      asked.push(n);
      return true;
    },
    () => true,
  );
  return asked;
}

/**
 * True when the leaves (index → leaf hash, leafHash of the entry) together with the other nodes `get`
 * gives (multiInclusionNodes) rebuild `root` for a tree of `size` leaves: every leaf is then proved to
 * be in that tree, as one inclusion proof each would prove it, with each shared node hashed once.
 * Malformed arguments or a missing node yield false, never a throw. False does not say which leaf is
 * wrong: check them one by one (verifyInclusion) to find it.
 */
export function verifyMultiInclusion(
  leaves: ReadonlyMap<number, Hash>,
  size: number,
  get: NodeGetter,
  root: Hash,
): boolean {
  try {
    checkLeaves(leaves.keys(), size);
    if (leaves.size === 0) return false;
    return hashEquals(climb(leaves, size, get, nodeHash), root);
  } catch {
    return false;
  }
}
