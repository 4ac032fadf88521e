import { Frontier, hashEquals, leafHash, openNote, parseCheckpoint } from '@ledger/club-log';
import type { Checkpoint, NoteVerifier } from '@ledger/club-log';
import { Finding } from './audit-finding';
import { ClaimedLeaf, ServedCheckpoint } from './download';
import { KeptEvidence } from './kept-evidence';

/** Where the first rewritten leaf is, as precisely as the evidence allows. */
export interface Located {
  finding: Finding;
  /** Signed checkpoints that no longer match, and the range of leaves the first bad one lies in. */
  range?: { from: number; to: number; sessions: string[] };
  notes: string[];
}

/**
 * Finds the first leaf whose event is not what the earlier evidence says, once a signed root disagrees
 * with the leaves recomputed from the events (e.g. the server rewrote its own log tables):
 * 1. the leaves a passing audit kept (their hashes give the kept signed root, so they are authentic):
 *    the first leaf whose recomputed hash differs is named exactly, with its session and version;
 * 2. the signed checkpoints (each signature checked): the first whose root no longer matches the
 *    recomputed leaves bounds the range [last matching size, its size) the first bad leaf lies in.
 */
export function locateFirstBadLeaf(
  inputs: readonly string[],
  claims: readonly ClaimedLeaf[],
  kept: KeptEvidence | undefined,
  served: readonly ServedCheckpoint[],
  verifier: NoteVerifier,
): Located | undefined {
  const notes: string[] = [];
  const signed: Checkpoint[] = [];
  for (const s of served) {
    try {
      const c = parseCheckpoint(openNote(s.note, verifier));
      if (c.size !== s.size) notes.push(`the checkpoint listed at size ${s.size} is signed for size ${c.size}`);
      signed.push(c);
    } catch (e) {
      notes.push(`the checkpoint kept at size ${s.size} does not verify: ${(e as Error).message}`);
    }
  }
  if (kept) signed.push(kept.checkpoint);
  signed.sort((a, b) => a.size - b.size);

  const range = firstMismatchingRange(inputs, signed);
  const sessionsIn = (from: number, to: number) => [...new Set(claims.slice(from, to).map((c) => c.sessionId))];

  if (kept?.leaves) {
    for (let i = 0; i < kept.leaves.length; i++) {
      const was = kept.leaves[i];
      if (inputs[i] === was.hash && claims[i]?.sessionId === was.sessionId && claims[i]?.version === was.version) {
        continue;
      }
      const now = i < inputs.length ? `now ${inputs[i]}` : 'now missing';
      return {
        finding: {
          leaf: i,
          sessionId: was.sessionId,
          version: was.version,
          what: `the event differs from the one the last passing audit verified at this leaf (hash ${was.hash}, ${now})`,
        },
        ...(range ? { range: { ...range, sessions: sessionsIn(range.from, range.to) } } : {}),
        notes,
      };
    }
  }
  if (!range) return undefined;
  const first = claims[range.from];
  return {
    finding: {
      leaf: range.from,
      ...(first ? { sessionId: first.sessionId, version: first.version } : {}),
      what:
        `the signed checkpoint of ${range.to} leaves no longer matches the events, the one of ${range.from} ` +
        `still does: the first rewritten leaf is in [${range.from}, ${range.to}), named here as its first`,
    },
    range: { ...range, sessions: sessionsIn(range.from, range.to) },
    notes,
  };
}

/** The first signed checkpoint whose root the recomputed leaves do not give, and the last size that matched. */
function firstMismatchingRange(
  inputs: readonly string[],
  signed: readonly Checkpoint[],
): { from: number; to: number } | undefined {
  const f = Frontier.empty();
  // The largest matching size below the current one (two signed roots of one size may disagree: a fork).
  let lastGood = 0;
  let below = 0;
  for (const c of signed) {
    if (c.size > lastGood) below = lastGood;
    if (c.size > inputs.length) return { from: below, to: c.size };
    while (f.size < c.size) f.append(leafHash(Buffer.from(inputs[f.size], 'hex')));
    if (!hashEquals(f.root(), c.root)) return { from: below, to: c.size };
    lastGood = c.size;
  }
  return undefined;
}
