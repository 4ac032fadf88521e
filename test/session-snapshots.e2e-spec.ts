import { INestApplication } from '@nestjs/common';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../apps/ledger-api/src/create-app';
import { SessionSnapshots, SNAPSHOT_EVERY } from '../apps/ledger-api/src/ledger/snapshots/session-snapshots';
import { SNAPSHOT_CODEC } from '../apps/ledger-api/src/ledger/snapshots/session-snapshot-codec';
import { snapshotPhase } from '../apps/ledger-api/src/ledger/snapshots/snapshot-phase';
import { Client } from 'pg';
import { scriptDeal, seededRandom } from './support/deal-script';
import { verification } from './support/e2e-helpers';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

const DEALERS = ['S', 'W', 'N', 'E'] as const;

describe('session snapshots through the API (ADR 0007)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let other: INestApplication | undefined;
  beforeAll(async () => {
    t = await startTestApp('e2e_snapshots');
    api = new LedgerClient(t.app);
    club = await api.club('Snapshot club');
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  async function snapshotRow(sessionId: string): Promise<{ version: number; codec: string } | undefined> {
    const c = new Client({ connectionString: t.db.url });
    await c.connect();
    try {
      return (await c.query('SELECT version, codec FROM session_snapshots WHERE stream_id = $1', [sessionId])).rows[0];
    } finally {
      await c.end();
    }
  }

  it('the write path snapshots a long session after the commits; another process loads it from there and stays right', async () => {
    const session = await api.session(club, 'whist');
    const random = seededRandom(5);
    let version = 1;
    let deal = 0;
    // The session's first snapshot comes at SNAPSHOT_EVERY plus its phase (ADR 0007, revision of stop 25).
    const first = SNAPSHOT_EVERY + snapshotPhase(`${club.id}/${session}`, SNAPSHOT_EVERY);
    while (version < first + 10) {
      const d = scriptDeal(random, DEALERS[deal++ % 4]);
      const started = await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
        dealer: d.dealer,
        hands: d.hands,
        trumpCard: d.trumpCard,
      });
      expect(started.status).toBe(201);
      await api.plays(club.scorer, session, deal, d.plays);
      version = (await api.get(club.auditor, `/v1/sessions/${session}`)).body.version;
    }
    await t.app.get(SessionSnapshots).idle();
    const row = await snapshotRow(session);
    expect(row?.codec).toBe(SNAPSHOT_CODEC);
    expect(row!.version).toBeGreaterThanOrEqual(first);

    // A second process with an empty cache decides the next deal on the snapshot and the events after it.
    other = await createApp({ ...readConfig({ LOG_LEVEL: 'silent' }), databaseUrl: t.db.appUrl });
    await other.init();
    const api2 = new LedgerClient(other);
    const d = scriptDeal(random, DEALERS[deal++ % 4]);
    expect(
      (
        await api2.post(club.scorer, `/v1/sessions/${session}/deals`, {
          dealer: d.dealer,
          hands: d.hands,
          trumpCard: d.trumpCard,
        })
      ).status,
    ).toBe(201);
    await api2.plays(club.scorer, session, deal, d.plays.slice(0, 8));
    const after = (await api.get(club.auditor, `/v1/sessions/${session}`)).body.version;
    expect(after).toBe(version + 9);
    // The projections it wrote are those a replay of every event gives (the audit's check).
    expect(await verification(api, club.auditor, session)).toMatchObject({
      chainValid: true,
      replayMatches: true,
      eventsChecked: after,
    });
  });
});
