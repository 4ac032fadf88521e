import { hashEquals, leafHash, openNote, parseCheckpoint, rootOf } from '@ledger/club-log';
import type { Checkpoint, NoteVerifier } from '@ledger/club-log';
import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomically } from './write-atomically';

/** A leaf as a passing audit verified it: its event's hash and which event that is. */
export interface KeptLeaf {
  hash: string;
  sessionId: string;
  version: number;
}

/** What an earlier passing audit kept: its checkpoint (signed) and, when intact, the leaves under it. */
export interface KeptEvidence {
  note: string;
  checkpoint: Checkpoint;
  /** The verified leaves of the checkpoint, when `<file>.leaves` is there and gives the checkpoint's root. */
  leaves?: KeptLeaf[];
}

/**
 * Reads the kept checkpoint (undefined when FILE does not exist). It must open under the pinned key.
 * `<file>.leaves` is used only when its hashes give the signed root: the kept signature authenticates it.
 */
export function readKeptEvidence(file: string, verifier: NoteVerifier): KeptEvidence | undefined {
  if (!existsSync(file)) return undefined;
  const note = readFileSync(file, 'utf8');
  const checkpoint = parseCheckpoint(openNote(note, verifier));
  const leaves = readKeptLeaves(`${file}.leaves`);
  const intact =
    leaves?.length === checkpoint.size &&
    hashEquals(rootOf(leaves.map((l) => leafHash(Buffer.from(l.hash, 'hex')))), checkpoint.root);
  return intact ? { note, checkpoint, leaves } : { note, checkpoint };
}

/** Keeps a verified checkpoint and its leaves for the next audit. */
export function writeKeptEvidence(file: string, note: string, leaves: readonly KeptLeaf[]): void {
  writeFileAtomically(`${file}.leaves`, leaves.map((l) => `${l.hash} ${l.sessionId} ${l.version}\n`).join(''));
  writeFileAtomically(file, note);
}

function readKeptLeaves(file: string): KeptLeaf[] | undefined {
  if (!existsSync(file)) return undefined;
  const out: KeptLeaf[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '') continue;
    const m = /^([0-9a-f]{64}) (\S+) (\d+)$/.exec(line);
    if (!m) return undefined;
    out.push({ hash: m[1], sessionId: m[2], version: Number(m[3]) });
  }
  return out;
}
