import { Hash } from '../hash';
import { Frontier } from '../frontier';
import { NodeGetter, NodeId } from '../node-id';

/** Test helper: every node a Frontier emits for the given leaf hashes, and a getter that throws on a miss. */
export function nodeStore(leaves: readonly Hash[]): { get: NodeGetter; count: number } {
  const map = new Map<string, Hash>();
  const f = Frontier.empty();
  for (const l of leaves) for (const n of f.append(l)) map.set(key(n.id), n.hash);
  return {
    count: map.size,
    get: (id: NodeId) => {
      const h = map.get(key(id));
      if (!h) throw new Error(`node ${key(id)} missing`);
      return h;
    },
  };
}

function key(id: NodeId): string {
  return `${id.level}/${id.index}`;
}
