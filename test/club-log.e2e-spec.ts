import {
  generateSignerKey,
  leafHash,
  openNote,
  parseCheckpoint,
  rootOf,
  verifierFromKey,
  verifyConsistency,
  verifyInclusion,
} from '@ledger/club-log';
import { eventHash } from '@ledger/event-store';
import type { EventMetadata, JsonValue } from '@ledger/event-store';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { scriptDeal, seededRandom } from './support/deal-script';
import { startDeal } from './support/e2e-helpers';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

const b = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Rewrites one event's data as the database superuser would, recomputing its hash and the chain after it. */
async function rewriteEvent(url: string, session: string, version: number, change: (d: any) => void): Promise<void> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('ALTER TABLE events DISABLE TRIGGER events_immutable_rows');
    const rows = (
      await c.query<{
        club_id: string;
        version: number;
        type: string;
        schema_version: number;
        data: JsonValue;
        metadata: EventMetadata;
        recorded_at: Date;
        prev_hash: string | null;
      }>('SELECT * FROM events WHERE stream_id = $1 AND version >= $2 ORDER BY version', [session, version])
    ).rows;
    let prev = rows[0].prev_hash;
    for (const r of rows) {
      if (r.version === version) change(r.data);
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
      await c.query('UPDATE events SET data = $1, prev_hash = $2, hash = $3 WHERE stream_id = $4 AND version = $5', [
        JSON.stringify(r.data),
        prev,
        hash,
        session,
        r.version,
      ]);
      prev = hash;
    }
    await c.query('ALTER TABLE events ENABLE TRIGGER events_immutable_rows');
  } finally {
    await c.end();
  }
}

describe("the club's log over HTTP (issue 17)", () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let other: TestClub;
  let session: string;
  const keys = generateSignerKey('e2e.club-ledger.test');

  const checkpoint = async (key = club.auditor) => {
    const res = await api.get(key, `/v1/clubs/${club.id}/log/checkpoint`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return parseCheckpoint(openNote(res.text, verifierFromKey(keys.vkey)));
  };
  const covering = async (size: number) => {
    for (let i = 0; i < 150; i++) {
      const c = await checkpoint();
      if (c.size >= size) return c;
      await sleep(50);
    }
    throw new Error(`no checkpoint of ${size} leaves`);
  };

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ledger-log-key-'));
    const keyFile = path.join(dir, 'log.key');
    writeFileSync(keyFile, keys.skey, { mode: 0o600 });
    t = await startTestApp('e2e_club_log', {
      LEDGER_LOG_SIGNING_KEY_FILE: keyFile,
      LEDGER_LOG_CHECKPOINT_INTERVAL_MS: '300',
      LEDGER_LOG_ORIGIN: 'e2e.club-ledger.test',
    });
    api = new LedgerClient(t.app);
    club = await api.club('Log club');
    other = await api.club('Other club');
    session = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(17), 'S');
    await startDeal(api, club, session, { dealer: deal.dealer, hands: deal.hands, trumpCard: deal.trumpCard });
    await api.plays(club.scorer, session, 1, deal.plays);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the verifier key and a checkpoint it signs, whose origin names the club, to every role', async () => {
    const vkey = await api.get(club.auditor, `/v1/clubs/${club.id}/log/key`);
    expect(vkey.status).toBe(200);
    expect(vkey.text.trim()).toBe(keys.vkey);
    const version = (await api.get(club.auditor, `/v1/sessions/${session}`)).body.version as number;
    const c = await covering(version);
    expect(c.origin).toBe(`e2e.club-ledger.test/clubs/${club.id}`);
    for (const key of [club.admin, club.scorer]) expect((await checkpoint(key)).size).toBeGreaterThanOrEqual(version);
  });

  it('signs a checkpoint as soon as a deal ends: the whole deal is in it', async () => {
    const version = (await api.get(club.auditor, `/v1/sessions/${session}`)).body.version as number;
    const c = await covering(version);
    const sheet = await api.get(club.auditor, `/v1/sessions/${session}/scoresheet`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.checkpoint).toEqual({
      size: expect.any(Number),
      root16: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(sheet.body.checkpoint.size).toBeGreaterThanOrEqual(c.size);
  });

  it('gives every event its leaf; the leaves rebuild the signed root; proofs verify with the library', async () => {
    const c = await covering(1);
    const events = (await api.get(club.auditor, `/v1/sessions/${session}/events?limit=1000`)).body.events as {
      version: number;
      hash: string;
      leaf: number | null;
    }[];
    const leaves = await api.get(club.auditor, `/v1/clubs/${club.id}/log/leaves?start=0&end=${c.size}`);
    expect(leaves.status).toBe(200);
    expect(leaves.body).toHaveLength(c.size);
    expect(Buffer.from(rootOf(leaves.body.map((l: { hash: string }) => leafHash(Buffer.from(l.hash, 'hex')))))).toEqual(
      Buffer.from(c.root),
    );
    for (const l of leaves.body as { leaf: number; sessionId: string; version: number; hash: string }[]) {
      const e = events.find((x) => x.version === l.version)!;
      expect([l.sessionId, e.hash, e.leaf]).toEqual([session, l.hash, l.leaf]);
      const p = await api.get(club.auditor, `/v1/clubs/${club.id}/log/proofs/inclusion?leaf=${l.leaf}&size=${c.size}`);
      expect(p.status).toBe(200);
      const ok = verifyInclusion(l.leaf, c.size, leafHash(Buffer.from(l.hash, 'hex')), p.body.proof.map(b), c.root);
      expect(ok).toBe(true);
    }
    const deal = await api.get(club.auditor, `/v1/sessions/${session}/deals/1/events`);
    expect(deal.body.events.every((e: { leaf: unknown }) => typeof e.leaf === 'number')).toBe(true);
  });

  it('proves every kept checkpoint consistent with the latest one', async () => {
    const latest = await covering(1);
    const kept = await api.get(club.auditor, `/v1/clubs/${club.id}/log/checkpoints?from=0&to=${latest.size}`);
    expect(kept.status).toBe(200);
    expect(kept.body.length).toBeGreaterThanOrEqual(1);
    for (const k of kept.body as { size: number; note: string }[]) {
      const old = parseCheckpoint(openNote(k.note, verifierFromKey(keys.vkey)));
      const p = await api.get(
        club.auditor,
        `/v1/clubs/${club.id}/log/proofs/consistency?from=${old.size}&to=${latest.size}`,
      );
      expect(p.status).toBe(200);
      expect(verifyConsistency(old.size, latest.size, p.body.proof.map(b), old.root, latest.root)).toBe(true);
    }
  });

  it("answers another club's log with 404, bad parameters and sizes beyond the tree with a 400 problem", async () => {
    for (const p of ['checkpoint', 'key', 'leaves?start=0&end=1', 'proofs/inclusion?leaf=0&size=1', 'checkpoints']) {
      const res = await api.get(other.auditor, `/v1/clubs/${club.id}/log/${p}`);
      expect(res.status).toBe(404);
    }
    const size = (await covering(1)).size;
    const bad = [
      'leaves?start=0&end=1001',
      'leaves?start=x&end=2',
      'leaves?start=5&end=2',
      'proofs/inclusion?leaf=-1&size=2',
      `proofs/inclusion?leaf=${size}&size=${size}`,
      'proofs/inclusion?leaf=0',
      'proofs/consistency?from=3&to=2',
      'checkpoints?from=9&to=2',
    ];
    for (const p of bad) {
      const res = await api.get(club.auditor, `/v1/clubs/${club.id}/log/${p}`);
      expect([p, res.status, res.headers['content-type']]).toEqual([p, 400, expect.stringMatching(/problem\+json/)]);
    }
    for (const p of [
      `leaves?start=0&end=${size + 500}`,
      `proofs/inclusion?leaf=0&size=${size + 500}`,
      `proofs/consistency?from=1&to=${size + 500}`,
    ]) {
      const res = await api.get(club.auditor, `/v1/clubs/${club.id}/log/${p}`);
      expect([p, res.status, res.body.code]).toEqual([p, 400, 'BEYOND_TREE']);
    }
  });

  it('says honestly what verification checked, and finds an event rewritten with its chain recomputed', async () => {
    const version = (await api.get(club.auditor, `/v1/sessions/${session}`)).body.version as number;
    await covering(version);
    const before = (await api.get(club.auditor, `/v1/sessions/${session}/verification`)).body;
    expect(before).toMatchObject({
      chainValid: true,
      replayMatches: true,
      log: { leavesMatch: true, eventsInCheckpoint: version, eventsAfterCheckpoint: 0 },
    });
    expect(before.log.checkpoint).toMatchObject({
      signatureValid: true,
      root16: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(before.limits).toMatch(/ledger audit/);
    await rewriteEvent(t.db.url, session, 5, (d) => (d.card = d.card === '2C' ? '3C' : '2C'));
    const after = (await api.get(club.auditor, `/v1/sessions/${session}/verification`)).body;
    expect(after.chainValid).toBe(true); // the chain alone cannot tell
    expect(after.log).toMatchObject({ leavesMatch: false, firstLeafMismatchVersion: 5 });
  });

  it('notices a session whose tail was deleted', async () => {
    const s2 = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(5), 'N');
    await startDeal(api, club, s2, { dealer: deal.dealer, hands: deal.hands, trumpCard: deal.trumpCard });
    await api.plays(club.scorer, s2, 1, deal.plays.slice(0, 8));
    const version = (await api.get(club.auditor, `/v1/sessions/${s2}`)).body.version as number;
    for (let i = 0; i < 100; i++) {
      const v = (await api.get(club.auditor, `/v1/sessions/${s2}/verification`)).body;
      if (v.log.eventsInCheckpoint === version) break;
      await sleep(50);
    }
    const c = new Client({ connectionString: t.db.url });
    await c.connect();
    await c.query('ALTER TABLE events DISABLE TRIGGER events_immutable_rows');
    await c.query('DELETE FROM events WHERE stream_id = $1 AND version > $2', [s2, version - 3]);
    await c.query('ALTER TABLE events ENABLE TRIGGER events_immutable_rows');
    await c.end();
    const v = (await api.get(club.auditor, `/v1/sessions/${s2}/verification`)).body;
    expect(v.chainValid).toBe(true);
    expect(v.log).toMatchObject({ leavesMatch: false, firstLeafMismatchVersion: version - 2 });
  });
});
