import { checkpointBody, generateSignerKey, parseCheckpoint, signerFromKey, signNote } from '@ledger/club-log';
import { INestApplication } from '@nestjs/common';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { runAuditCommand } from '../apps/ledger-api/src/cli/audit-command';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../apps/ledger-api/src/create-app';
import { scriptDeal, seededRandom } from './support/deal-script';
import { startDeal } from './support/e2e-helpers';
import { LedgerClient, TestClub } from './support/ledger-client';
import {
  asSuperuser,
  insertForged,
  rebuildAllProjections,
  rewriteLogTables,
  rewritePayload,
} from './support/log-tamper';
import { lyingProxy } from './support/lying-proxy';
import { startTestApp, TEST_OPERATOR_TOKEN, TestApp } from './support/test-app';
import { adminUrl } from './support/test-database';

/**
 * Issue 17: `ledger audit` against a server whose database superuser rewrote history after an audit
 * kept a checkpoint. The ledger is recorded once (a checkpoint kept by a passing audit in between two
 * rounds of play); each case runs on `CREATE DATABASE … TEMPLATE recorded`.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const keys = generateSignerKey('tamper.club-ledger.test');
const dir = mkdtempSync(path.join(tmpdir(), 'ledger-audit-'));
const keyFile = path.join(dir, 'log.key');
const vkeyFile = path.join(dir, 'log.vkey');
writeFileSync(keyFile, keys.skey, { mode: 0o600 });
writeFileSync(vkeyFile, `${keys.vkey}\n`);
const ENV = {
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  LEDGER_OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
  LEDGER_LOG_SIGNING_KEY_FILE: keyFile,
  LEDGER_LOG_CHECKPOINT_INTERVAL_MS: '200',
  LEDGER_LOG_ORIGIN: 'tamper.club-ledger.test',
};

function dbUrl(name: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: dbUrl('postgres') });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function listen(app: INestApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

/** Runs `ledger audit` in-process; returns its exit code and printed lines. */
async function audit(base: string, club: TestClub, checkpoint: string, extra: string[] = []) {
  const lines: string[] = [];
  const args = ['--base', base, '--key', club.auditor, '--club', club.id, '--checkpoint', checkpoint, ...extra];
  const code = await runAuditCommand(args, (l) => lines.push(l));
  return { code, lines, text: lines.join('\n') };
}

describe('ledger audit against a rewritten ledger (issue 17)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let A: string; // two deals, the first before the kept checkpoint
  let B: string; // a deal part-played, before the kept checkpoint
  let C: string; // opened after the kept checkpoint
  let template: string;
  let keptSize: number;
  const kept = path.join(dir, 'kept', 'club.checkpoint');
  /** leaf index of (session, version) in the recorded log. */
  const leafOf = new Map<string, number>();
  const cases: string[] = [];

  const covering = async (base: string, size: number) => {
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${base}/v1/clubs/${club.id}/log/checkpoint`, {
        headers: { authorization: `Bearer ${club.auditor}` },
      });
      const n = Number((await res.text()).split('\n')[1]);
      if (n >= size) return n;
      await sleep(50);
    }
    throw new Error(`no checkpoint of ${size} leaves`);
  };
  const clubEvents = async () => {
    const r = await asSuperuser(t.db.url, (c) =>
      c.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE club_id = $1', [club.id]),
    );
    return Number(r.rows[0].n);
  };

  beforeAll(async () => {
    t = await startTestApp('log_tamper', ENV);
    template = t.db.name;
    api = new LedgerClient(t.app);
    const base = await listen(t.app);
    club = await api.club('Tamper club');
    A = await api.session(club, 'whist');
    B = await api.session(club, 'whist');
    const d1 = scriptDeal(seededRandom(101), 'S');
    await startDeal(api, club, A, { dealer: d1.dealer, hands: d1.hands, trumpCard: d1.trumpCard });
    await api.plays(club.scorer, A, 1, d1.plays);
    const d2 = scriptDeal(seededRandom(102), 'W');
    await startDeal(api, club, B, { dealer: d2.dealer, hands: d2.hands, trumpCard: d2.trumpCard });
    await api.plays(club.scorer, B, 1, d2.plays.slice(0, 20));
    keptSize = await covering(base, await clubEvents());
    mkdirp(path.dirname(kept));
    const first = await audit(base, club, kept);
    expect(first).toMatchObject({ code: 0 });
    expect(first.text).toMatch(/^AUDIT OK/);
    expect(existsSync(`${kept}.vkey`)).toBe(true); // pinned on first use
    // a second round of play after the kept checkpoint
    const d3 = scriptDeal(seededRandom(103), 'W');
    await startDeal(api, club, A, { dealer: d3.dealer, hands: d3.hands, trumpCard: d3.trumpCard });
    await api.plays(club.scorer, A, 2, d3.plays.slice(0, 24));
    C = await api.session(club, 'whist');
    const d4 = scriptDeal(seededRandom(104), 'N');
    await startDeal(api, club, C, { dealer: d4.dealer, hands: d4.hands, trumpCard: d4.trumpCard });
    await api.plays(club.scorer, C, 1, d4.plays.slice(0, 8));
    await covering(base, await clubEvents());
    const leaves = await asSuperuser(t.db.url, (c) =>
      c.query<{ leaf: string; stream_id: string; version: number }>(
        'SELECT leaf, stream_id, version FROM log_leaves WHERE club_id = $1',
        [club.id],
      ),
    );
    for (const l of leaves.rows) leafOf.set(`${l.stream_id}/${l.version}`, Number(l.leaf));
    await t.app.close(); // the recorded database becomes the template of every case
  });

  afterAll(async () => {
    for (const name of cases) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await t?.db.drop();
  });

  /** A copy of the recorded ledger, tampered by `tamper` as the superuser, served by a fresh app. */
  async function caseLedger(name: string, tamper: (c: Client, url: string) => Promise<void>) {
    const db = `${template}_${name}`;
    cases.push(db);
    await admin(`CREATE DATABASE "${db}" TEMPLATE "${template}"`);
    const url = dbUrl(db);
    await asSuperuser(url, (c) => tamper(c, url));
    // The copy is served as the suite's API login (ADR 0011), never as the superuser who tampered with it.
    const appUrl = new URL(t.db.appUrl);
    appUrl.pathname = `/${db}`;
    const app = await createApp({
      ...readConfig({ ...ENV, LEDGER_LOG_SEQUENCER: '0' }),
      databaseUrl: appUrl.toString(),
    });
    const base = await listen(app);
    const file = path.join(dir, name, 'club.checkpoint');
    mkdirp(path.dirname(file));
    for (const ext of ['', '.vkey', '.leaves']) copyFileSync(`${kept}${ext}`, `${file}${ext}`);
    return { base, file, close: () => app.close() };
  }

  /** Expects the audit to fail and to name this leaf, session and version first. */
  async function expectNamed(base: string, file: string, session: string, version: number) {
    const before = readFileSync(file, 'utf8');
    const r = await audit(base, club, file);
    const leaf = leafOf.get(`${session}/${version}`);
    expect(leaf).toBeDefined();
    expect(r.code).toBe(1);
    expect(r.lines[0]).toMatch(/^AUDIT FAILED/);
    expect(r.lines[1]).toContain(`first difference: leaf ${leaf}, session ${session}, version ${version}:`);
    expect(readFileSync(file, 'utf8')).toBe(before); // nothing kept from a failed audit
    return r;
  }

  it('passes on the untouched ledger, consistent with the kept checkpoint, and keeps the new one', async () => {
    const l = await caseLedger('untouched', async () => undefined);
    try {
      const r = await audit(l.base, club, l.file);
      expect(r.lines).toEqual([
        expect.stringMatching(
          new RegExp(`^AUDIT OK .*consistent with the kept checkpoint of ${keptSize}; 3 sessions replayed`),
        ),
      ]);
      expect(r.code).toBe(0);
      const again = await audit(l.base, club, l.file, ['--verifier-key', vkeyFile]);
      expect([again.code, again.text]).toEqual([0, expect.stringMatching(/^AUDIT OK/)]);
    } finally {
      await l.close();
    }
  });

  it('(a) names the event whose payload was changed, its chain and the projections recomputed', async () => {
    const l = await caseLedger('a', async (c, url) => {
      await rewritePayload(c, A, 10, (d) => (d.card = d.card === '2C' ? '3C' : '2C'));
      await rebuildAllProjections(url);
    });
    try {
      await expectNamed(l.base, l.file, A, 10);
    } finally {
      await l.close();
    }
  });

  it('(b) names the first of the deleted last events of a session', async () => {
    const l = await caseLedger('b', async (c, url) => {
      await c.query('DELETE FROM events WHERE stream_id = $1 AND version > 18', [B]);
      await rebuildAllProjections(url);
    });
    try {
      const r = await expectNamed(l.base, l.file, B, 19);
      expect(r.lines[1]).toMatch(/no longer has/);
    } finally {
      await l.close();
    }
  });

  it('(c) names the first event of a deleted session', async () => {
    const l = await caseLedger('c', async (c, url) => {
      await c.query('DELETE FROM events WHERE stream_id = $1', [C]);
      await rebuildAllProjections(url);
    });
    try {
      await expectNamed(l.base, l.file, C, 1);
    } finally {
      await l.close();
    }
  });

  it('(d) names the place of an event forged into the middle of a stream', async () => {
    const l = await caseLedger('d', async (c) => {
      const { rows } = await c.query<{ data: object; type: string }>(
        'SELECT data, type FROM events WHERE stream_id = $1 AND version = 30',
        [A],
      );
      const forged = { ...(rows[0].data as { card: string }), forged: true };
      await insertForged(c, A, 30, forged, rows[0].type);
    });
    try {
      await expectNamed(l.base, l.file, A, 30);
    } finally {
      await l.close();
    }
  });

  it('(e) names the changed event when the log tables were rewritten to match and every checkpoint re-signed', async () => {
    const l = await caseLedger('e', async (c, url) => {
      await rewritePayload(c, A, 10, (d) => (d.card = d.card === '2C' ? '3C' : '2C'));
      await rebuildAllProjections(url);
      await rewriteLogTables(c, club.id, keys.skey);
    });
    try {
      const r = await expectNamed(l.base, l.file, A, 10);
      expect(r.text).toMatch(/not consistent with the kept one/);
      expect(r.lines[1]).toMatch(/the last passing audit verified/);
    } finally {
      await l.close();
    }
  });

  it('(e) without the key: the log tables rewritten, the signed checkpoints left as they were', async () => {
    const l = await caseLedger('e_unsigned', async (c, url) => {
      await rewritePayload(c, A, 10, (d) => (d.card = d.card === '2C' ? '3C' : '2C'));
      await rebuildAllProjections(url);
      await rewriteLogTables(c, club.id);
    });
    try {
      const r = await expectNamed(l.base, l.file, A, 10);
      expect(r.text).toMatch(/do not give the signed root/);
    } finally {
      await l.close();
    }
  });

  it('(e) after the kept checkpoint: the signed checkpoints bound the first rewritten leaf', async () => {
    const target = [...leafOf.entries()].find(([k, leaf]) => k.startsWith(`${A}/`) && leaf >= keptSize + 3)!;
    const targetVersion = Number(target[0].split('/')[1]);
    const l = await caseLedger('e_late', async (c, url) => {
      await rewritePayload(c, A, targetVersion, (d) => (d.seat = d.seat === 'N' ? 'E' : 'N'));
      await rebuildAllProjections(url);
      await rewriteLogTables(c, club.id);
    });
    try {
      const r = await audit(l.base, club, l.file);
      expect(r.code).toBe(1);
      const range = /the first bad leaf lies in \[(\d+), (\d+)\)/.exec(r.text);
      expect(range).not.toBeNull();
      const [from, to] = [Number(range![1]), Number(range![2])];
      expect(from).toBeGreaterThanOrEqual(keptSize);
      expect(target[1]).toBeGreaterThanOrEqual(from);
      expect(target[1]).toBeLessThan(to);
      expect(r.lines[1]).toContain(`first difference: leaf ${from}, session `);
    } finally {
      await l.close();
    }
  });

  it('trusts nothing else from the server: a foreign signature, a rollback, a forged proof, a new key, reordered leaves', async () => {
    const l = await caseLedger('lying', async () => undefined);
    const stranger = signerFromKey(generateSignerKey('tamper.club-ledger.test').skey);
    const owner = signerFromKey(keys.skey);
    const lies: [string, (p: string, body: string) => string, RegExp, string[]?][] = [
      [
        'signed by another key of the same name',
        (p, body) =>
          p.endsWith('/log/checkpoint') ? signNote(body.slice(0, body.lastIndexOf('\n\n') + 1), stranger) : body,
        /checkpoint does not verify under the pinned key/,
      ],
      [
        'rolled back to a checkpoint older than the kept one',
        (p, body) => {
          if (!p.endsWith('/log/checkpoint')) return body;
          const c = parseCheckpoint(body.slice(0, body.lastIndexOf('\n\n') + 1));
          return signNote(checkpointBody({ ...c, size: keptSize - 1, root: c.root }), owner);
        },
        /the log shrank: the kept checkpoint has \d+ leaves, the server's \d+/,
      ],
      [
        'a forged consistency proof',
        (p, body) => {
          if (!p.includes('/proofs/consistency')) return body;
          const j = JSON.parse(body);
          j.proof[0] = Buffer.alloc(32, 7).toString('base64');
          return JSON.stringify(j);
        },
        /not consistent with the kept one/,
      ],
      [
        'another verifier key served (pinned on first use)',
        (p, body) => (p.endsWith('/log/key') ? `${generateSignerKey('tamper.club-ledger.test').vkey}\n` : body),
        /verifier key changed/,
      ],
      [
        'two leaves swapped in the list',
        (p, body) => {
          if (!p.includes('/log/leaves?start=0&')) return body;
          const j = JSON.parse(body);
          [j[3].sessionId, j[4].sessionId, j[3].version, j[4].version, j[3].hash, j[4].hash] = [
            j[4].sessionId,
            j[3].sessionId,
            j[4].version,
            j[3].version,
            j[4].hash,
            j[3].hash,
          ];
          return JSON.stringify(j);
        },
        /first difference: leaf 3, /,
      ],
      [
        "another club's origin",
        (p, body) => {
          if (!p.endsWith('/log/checkpoint')) return body;
          const c = parseCheckpoint(body.slice(0, body.lastIndexOf('\n\n') + 1));
          return signNote(checkpointBody({ ...c, origin: c.origin.replace(club.id, A) }), owner);
        },
        /is not the log of club/,
      ],
    ];
    try {
      for (const [what, rewrite, expected] of lies) {
        const proxy = await lyingProxy(l.base, rewrite);
        try {
          const before = readFileSync(l.file, 'utf8');
          const r = await audit(proxy.base, club, l.file);
          expect([what, r.code, r.text]).toEqual([what, 1, expect.stringMatching(expected)]);
          expect(readFileSync(l.file, 'utf8')).toBe(before);
        } finally {
          await proxy.close();
        }
      }
      const honest = await audit(l.base, club, l.file);
      expect([honest.code, honest.text]).toEqual([0, expect.stringMatching(/^AUDIT OK/)]);
    } finally {
      await l.close();
    }
  });
});

function mkdirp(p: string) {
  mkdirSync(p, { recursive: true });
}
