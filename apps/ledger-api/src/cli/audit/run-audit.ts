import { hashEquals, leafHash, openNote, parseCheckpoint, rootOf, verifyConsistency } from '@ledger/club-log';
import type { Checkpoint, Hash } from '@ledger/club-log';
import { AuditOptions } from './audit-options';
import { Finding, firstFinding } from './audit-finding';
import { downloadCheckpoints, downloadEvents, downloadLeaves, downloadScoresheet, ServedSheet } from './download';
import { KeptEvidence, KeptLeaf, readKeptEvidence, writeKeptEvidence } from './kept-evidence';
import { checkLeaves } from './leaf-check';
import { LedgerHttp } from './ledger-http';
import { Located, locateFirstBadLeaf } from './locate-first-bad-leaf';
import { pinnedKey } from './pinned-key';
import { checkReplay } from './replay-check';
import { CheckedSession, checkSessionChain } from './session-chain';

/** The outcome of one audit. */
export interface AuditResult {
  ok: boolean;
  /** The first difference (lowest leaf), when not ok. */
  first?: Finding;
  findings: Finding[];
  /** Where the first rewritten leaf lies when a signed root no longer matches. */
  located?: Located;
  /** The checkpoint verified (and kept, when ok). */
  checkpoint?: Checkpoint;
  sessions: number;
  keptSize?: number;
  keySource?: string;
}

const b64 = (s: string): Hash => new Uint8Array(Buffer.from(s, 'base64'));
const rootOfHex = (hashes: readonly string[]) => rootOf(hashes.map((h) => leafHash(Buffer.from(h, 'hex'))));

/**
 * `ledger audit`: trusts only the pinned verifier key. Verifies the server's latest checkpoint, its
 * consistency with the kept one, every leaf against the events' recomputed hashes, every session's
 * chain, both roots from the recomputed leaves, and every session's replay; keeps the new checkpoint
 * (and its leaves) only when all of that holds.
 */
export async function runAudit(o: AuditOptions): Promise<AuditResult> {
  const http = new LedgerHttp(o.base, o.key);
  const fail = (what: string, extra: Partial<AuditResult> = {}): AuditResult => {
    const f = { what };
    return { ok: false, first: f, findings: [f], sessions: 0, ...extra };
  };

  let key;
  try {
    key = await pinnedKey(o.verifierKeyFile, o.checkpointFile, () => http.text(`/v1/clubs/${o.club}/log/key`));
  } catch (e) {
    return fail((e as Error).message);
  }
  const keySource = key.source;

  let latestNote: string;
  let latest: Checkpoint;
  try {
    latestNote = await http.text(`/v1/clubs/${o.club}/log/checkpoint`);
    latest = parseCheckpoint(openNote(latestNote, key.verifier));
  } catch (e) {
    return fail(`the server's checkpoint does not verify under the pinned key: ${(e as Error).message}`, { keySource });
  }
  if (!latest.origin.endsWith(`/clubs/${o.club}`)) {
    return fail(`the checkpoint's origin ${latest.origin} is not the log of club ${o.club}`, { keySource });
  }

  let kept: KeptEvidence | undefined;
  try {
    kept = readKeptEvidence(o.checkpointFile, key.verifier);
  } catch (e) {
    return fail(`the kept checkpoint ${o.checkpointFile} does not open under the pinned key: ${(e as Error).message}`);
  }
  const findings: Finding[] = [];
  let rootsDisagree = false;
  if (kept) {
    if (kept.checkpoint.origin !== latest.origin) {
      return fail(`the kept checkpoint is of ${kept.checkpoint.origin}, the server's of ${latest.origin}`);
    }
    if (kept.checkpoint.size > latest.size) {
      rootsDisagree = true;
      findings.push({
        leaf: latest.size,
        what: `the log shrank: the kept checkpoint has ${kept.checkpoint.size} leaves, the server's ${latest.size}`,
      });
    } else {
      const proof = (await http.json(
        `/v1/clubs/${o.club}/log/proofs/consistency?from=${kept.checkpoint.size}&to=${latest.size}`,
      )) as { proof?: unknown };
      const hashes = Array.isArray(proof.proof) ? proof.proof.map((p) => b64(String(p))) : [];
      if (!verifyConsistency(kept.checkpoint.size, latest.size, hashes, kept.checkpoint.root, latest.root)) {
        rootsDisagree = true;
        findings.push({
          what: `the server's checkpoint of ${latest.size} leaves is not consistent with the kept one of ${kept.checkpoint.size}`,
        });
      }
    }
  }

  const claims = await downloadLeaves(http, o.club, latest.size);
  const sessionIds = [...new Set(claims.map((c) => c.sessionId))];
  const sessions = new Map<string, CheckedSession>();
  const sheets = new Map<string, ServedSheet | undefined>();
  for (const id of sessionIds) {
    sheets.set(id, await downloadScoresheet(http, id));
    const chain = checkSessionChain(o.club, id, await downloadEvents(http, id));
    sessions.set(id, chain.session);
    findings.push(...chain.findings);
  }
  const leaves = checkLeaves(claims, sessions);
  findings.push(...leaves.findings);

  if (!hashEquals(rootOfHex(leaves.inputs), latest.root)) {
    rootsDisagree = true;
    findings.push({
      what: `the leaves recomputed from the events do not give the signed root of ${latest.size} leaves`,
    });
  }
  if (kept && kept.checkpoint.size <= leaves.inputs.length) {
    if (!hashEquals(rootOfHex(leaves.inputs.slice(0, kept.checkpoint.size)), kept.checkpoint.root)) {
      rootsDisagree = true;
      findings.push({
        what: `the leaves recomputed from the events do not give the kept checkpoint's root of ${kept.checkpoint.size} leaves`,
      });
    }
  }
  for (const s of sessions.values()) findings.push(...checkReplay(s, sheets.get(s.sessionId)));

  let located: Located | undefined;
  if (rootsDisagree) {
    const served = await downloadCheckpoints(http, o.club, latest.size);
    located = locateFirstBadLeaf(leaves.inputs, claims, kept, served, key.verifier);
    if (located) findings.push(located.finding);
  }

  const base = {
    findings,
    checkpoint: latest,
    sessions: sessions.size,
    keySource,
    ...(kept ? { keptSize: kept.checkpoint.size } : {}),
    ...(located ? { located } : {}),
  };
  if (findings.length > 0) return { ok: false, first: firstFinding(findings), ...base };
  const keptLeaves: KeptLeaf[] = claims.map((c, i) => ({
    hash: leaves.inputs[i],
    sessionId: c.sessionId,
    version: c.version,
  }));
  writeKeptEvidence(o.checkpointFile, latestNote, keptLeaves);
  return { ok: true, ...base };
}
