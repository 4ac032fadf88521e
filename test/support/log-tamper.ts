import {
  checkpointBody,
  Frontier,
  leafHash,
  openNote,
  parseCheckpoint,
  signerFromKey,
  signNote,
  verifierFromKey,
  vkeyOfSkey,
} from '@ledger/club-log';
import { isStoredLevel } from '../../apps/ledger-api/src/club-log/store/tile-height';
import { eventHash } from '@ledger/event-store';
import type { EventMetadata, JsonValue } from '@ledger/event-store';
import { Client, Pool } from 'pg';
import { rebuildProjections } from '../../apps/ledger-api/src/ledger/projections/rebuild-projections';

/** Runs `fn` as the database superuser with every trigger off (past the events' immutability trigger). */
export async function asSuperuser<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('SET session_replication_role = replica');
    return await fn(c);
  } finally {
    await c.end();
  }
}

interface EventRow {
  club_id: string;
  version: number;
  type: string;
  schema_version: number;
  data: JsonValue;
  metadata: EventMetadata;
  recorded_at: Date;
  prev_hash: string | null;
  hash: string;
}

/** Recomputes the hash chain of a session from `fromVersion` on, as a forger would after an edit. */
export async function rechain(c: Client, session: string, fromVersion: number): Promise<void> {
  const rows = (
    await c.query<EventRow>('SELECT * FROM events WHERE stream_id = $1 AND version >= $2 ORDER BY version', [
      session,
      fromVersion - 1,
    ])
  ).rows;
  let prev: string | null = rows[0]?.version === fromVersion - 1 ? rows[0].hash : null;
  for (const r of rows.filter((x) => x.version >= fromVersion)) {
    const hash = eventHash(prev, {
      clubId: r.club_id,
      streamId: session,
      version: r.version,
      type: r.type,
      schemaVersion: r.schema_version,
      data: r.data,
      metadata: r.metadata,
      recordedAt: r.recorded_at.toISOString(),
    });
    await c.query('UPDATE events SET prev_hash = $1, hash = $2 WHERE stream_id = $3 AND version = $4', [
      prev,
      hash,
      session,
      r.version,
    ]);
    prev = hash;
  }
}

/** Changes one event's data, recomputes its hash and the chain after it. */
export async function rewritePayload(c: Client, session: string, version: number, change: (d: any) => void) {
  const row = (
    await c.query<{ data: any }>('SELECT data FROM events WHERE stream_id = $1 AND version = $2', [session, version])
  ).rows[0];
  change(row.data);
  await c.query('UPDATE events SET data = $1 WHERE stream_id = $2 AND version = $3', [
    JSON.stringify(row.data),
    session,
    version,
  ]);
  await rechain(c, session, version);
}

/** Inserts a forged event at `version` (the later ones move up by one) and recomputes the chain. */
export async function insertForged(c: Client, session: string, version: number, data: JsonValue, type: string) {
  await c.query('UPDATE events SET version = version + 100000 WHERE stream_id = $1 AND version >= $2', [
    session,
    version,
  ]);
  await c.query('UPDATE events SET version = version - 99999 WHERE stream_id = $1 AND version >= 100000', [session]);
  await c.query(
    `INSERT INTO events (club_id, stream_id, version, type, schema_version, data, metadata, recorded_at, prev_hash, hash)
     SELECT club_id, stream_id, $2, $3, 1, $4, metadata, recorded_at, NULL, 'x' FROM events
     WHERE stream_id = $1 AND version = $2 + 1`,
    [session, version, type, JSON.stringify(data)],
  );
  await rechain(c, session, version);
}

/** Rebuilds every projection from the (tampered) events, as the forger would to hide the change. */
export async function rebuildAllProjections(url: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 2 });
  try {
    await rebuildProjections(pool);
  } finally {
    await pool.end();
  }
}

/**
 * Rewrites the club log's own tables to match the events as they now are: each leaf's hash, every node,
 * and, when the signing key is given (an operator who holds it), every checkpoint re-signed.
 */
export async function rewriteLogTables(c: Client, clubId: string, skey?: string): Promise<void> {
  // Each batch's hashes re-packed from the events as they now are (a leaf whose event is gone keeps its hash).
  await c.query(
    `UPDATE log_leaf_batches b SET hashes = x.hashes
       FROM (SELECT l.club_id, b2.first_leaf, string_agg(coalesce(decode(e.hash, 'hex'), l.event_hash), ''::bytea
                    ORDER BY l.leaf) AS hashes
               FROM log_leaves l
               JOIN log_leaf_batches b2 ON b2.club_id = l.club_id
                AND l.leaf >= b2.first_leaf AND l.leaf < b2.first_leaf + b2.count
               LEFT JOIN events e ON e.club_id = l.club_id AND e.stream_id = l.stream_id AND e.version = l.version
              WHERE l.club_id = $1 GROUP BY l.club_id, b2.first_leaf) x
      WHERE b.club_id = x.club_id AND b.first_leaf = x.first_leaf`,
    [clubId],
  );
  const leaves = (
    await c.query<{ event_hash: string }>(
      `SELECT encode(event_hash, 'hex') AS event_hash FROM log_leaves WHERE club_id = $1 ORDER BY leaf`,
      [clubId],
    )
  ).rows;
  const roots = new Map<number, Uint8Array>();
  const f = Frontier.empty();
  await c.query('DELETE FROM log_nodes WHERE club_id = $1', [clubId]);
  for (const l of leaves) {
    for (const n of f.append(leafHash(Buffer.from(l.event_hash, 'hex')))) {
      if (!isStoredLevel(n.id.level)) continue; // the log keeps levels 4, 8, … only (ADR 0010)
      await c.query('INSERT INTO log_nodes (club_id, level, idx, hash) VALUES ($1, $2, $3, $4)', [
        clubId,
        n.id.level,
        n.id.index,
        Buffer.from(n.hash),
      ]);
    }
    roots.set(f.size, f.root());
  }
  if (!skey) return;
  const signer = signerFromKey(skey);
  const verifier = verifierFromKey(vkeyOfSkey(skey));
  const kept = (
    await c.query<{ size: string; note: string }>('SELECT size, note FROM log_checkpoints WHERE club_id = $1', [clubId])
  ).rows;
  for (const k of kept) {
    const old = parseCheckpoint(openNote(k.note, verifier));
    const root = roots.get(old.size);
    if (!root) continue;
    const note = signNote(checkpointBody({ origin: old.origin, size: old.size, root }), signer);
    await c.query('UPDATE log_checkpoints SET root = $1, note = $2 WHERE club_id = $3 AND size = $4', [
      Buffer.from(root),
      note,
      clubId,
      k.size,
    ]);
  }
}
