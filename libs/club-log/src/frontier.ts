import { emptyRoot, Hash, nodeHash } from './hash';
import { NodeGetter, NodeId } from './node-id';
import { rootNodes } from './root';
import { assertSize, half } from './tree-math';

/** A newly completed subtree and its hash, as Frontier.append reports it (to be stored). */
export interface CompletedNode {
  id: NodeId;
  hash: Hash;
}

/**
 * The right edge of a growing tree: the complete subtrees of rootNodes(size), largest first. Appending a
 * leaf hash returns every node it completes, so a store of all nodes can serve any root or proof.
 */
export class Frontier {
  private constructor(
    private count: number,
    private readonly edge: CompletedNode[],
  ) {}

  /** An empty tree. */
  static empty(): Frontier {
    return new Frontier(0, []);
  }

  /** Restores the frontier of a tree of `size` leaves from its stored rootNodes(size). */
  static fromNodes(size: number, get: NodeGetter): Frontier {
    assertSize(size, 'size');
    return new Frontier(
      size,
      rootNodes(size).map((id) => ({ id, hash: get(id) })),
    );
  }

  /** The number of leaves appended so far. */
  get size(): number {
    return this.count;
  }

  /**
   * Appends a leaf given by its leaf hash (leafHash(input)); returns the level-0 node first, then each
   * parent it completes, lowest level first.
   */
  append(leaf: Hash): CompletedNode[] {
    let cur: CompletedNode = { id: { level: 0, index: this.count }, hash: leaf };
    const out = [cur];
    while (this.edge.length > 0 && this.edge[this.edge.length - 1].id.level === cur.id.level) {
      const left = this.edge.pop()!;
      cur = { id: { level: cur.id.level + 1, index: half(cur.id.index) }, hash: nodeHash(left.hash, cur.hash) };
      out.push(cur);
    }
    this.edge.push(cur);
    this.count++;
    return out;
  }

  /** The root of the tree as it stands (the empty tree's root when no leaf was appended). */
  root(): Hash {
    if (this.edge.length === 0) return emptyRoot();
    let h = this.edge[this.edge.length - 1].hash;
    for (let i = this.edge.length - 2; i >= 0; i--) h = nodeHash(this.edge[i].hash, h);
    return h;
  }
}
