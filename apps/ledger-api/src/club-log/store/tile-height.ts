import type { NodeId } from '@ledger/club-log';

/**
 * Only nodes at levels TILE_HEIGHT, 2·TILE_HEIGHT, … are stored (ADR 0010): any other node is rebuilt
 * from at most 2^(TILE_HEIGHT-1) stored nodes (or leaves) below it. A leaf then costs the database one
 * `log_leaves` row and about 1/15 of a `log_nodes` row, instead of two node rows.
 */
export const TILE_HEIGHT = 4;

/** True when the log stores this node. */
export function isStoredLevel(level: number): boolean {
  return level > 0 && level % TILE_HEIGHT === 0;
}

/** The stored nodes (or, at base level 0, the leaves) under `n` whose hashes rebuild it, left to right. */
export function baseOf(n: NodeId): { level: number; first: number; count: number } {
  const level = n.level - (n.level % TILE_HEIGHT);
  const count = 2 ** (n.level - level);
  return { level, first: n.index * count, count };
}
