/**
 * Where in its cycle of `every` events a stream takes its snapshots: a number in [0, every / 2) from the stream's
 * key (FNV-1a, so the same stream always gets the same one). A club's tables start together and play at the same
 * pace; without a phase of their own they all reached `every` events at the same play, and the API encoded and
 * checked every snapshot (about 3 ms each for a 650-event session) in one burst on its event loop (issue 21.1,
 * stop 25). A stream's first snapshot comes at `every + phase` events, so never before `every`.
 */
export function snapshotPhase(key: string, every: number): number {
  const span = Math.floor(every / 2);
  if (span < 1) return 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % span;
}
