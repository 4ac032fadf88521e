/** Where an asynchronous follower is in the global log: the last (transaction id, position) it handled. */
export interface Checkpoint {
  /** xid8 of the last event's transaction, as a decimal string. */
  txId: string;
  /** Global position of the last event. */
  position: number;
}

/** The checkpoint before the first event. */
export const START: Checkpoint = { txId: '0', position: 0 };

/** Serialises a checkpoint as `txId:position` (for storage next to a projection). */
export function formatCheckpoint(c: Checkpoint): string {
  return `${c.txId}:${c.position}`;
}

/** Parses `txId:position`; throws on anything else. */
export function parseCheckpoint(text: string): Checkpoint {
  const m = /^(\d+):(\d+)$/.exec(text);
  if (!m) throw new TypeError(`not a checkpoint: ${JSON.stringify(text)}`);
  return { txId: m[1].replace(/^0+(?=\d)/, ''), position: Number(m[2]) };
}
