import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../apps/ledger-api/src/create-app';
import { scriptDeal, seededRandom } from './support/deal-script';
import { LedgerClient, TestClub } from './support/ledger-client';
import { ledgerOnPrimary, startStandbyPair, StandbyPair } from './support/standby-cluster';
import { TEST_OPERATOR_TOKEN } from './support/test-app';

/**
 * Nothing acknowledged is ever lost, also when a repeat is answered from the first answer: a repeat
 * (same Idempotency-Key) must not be acknowledged before what it reports is on the synchronous standby.
 * test:failover found the old primary, restarted after a crash, answering repeats from commits its standby
 * never got (docs/reliability.md "Failover"). Here: a primary with a synchronous standby; the standby stops;
 * a repeat then waits like a fresh write (it would answer at once without the durability barrier), and
 * answers the first answer once the primary no longer waits for a standby.
 */
jest.setTimeout(120_000);

async function sql(url: string, text: string): Promise<void> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

describe('an idempotent repeat is acknowledged only once durable (nothing acknowledged is lost)', () => {
  let pair: StandbyPair;
  let app: INestApplication;
  let api: LedgerClient;
  let club: TestClub;
  let loginUrl: string;

  const setStandbyNames = async (names: string) => {
    await sql(pair.primaryUrl, `ALTER SYSTEM SET synchronous_standby_names = ${names}`);
    await sql(pair.primaryUrl, 'SELECT pg_reload_conf()');
  };
  /** Waits until the primary streams to a synchronous standby. */
  const syncStandbyStreaming = async () => {
    for (let i = 0; i < 200; i++) {
      const c = new Client({ connectionString: pair.primaryUrl });
      await c.connect();
      try {
        const r = await c.query(`SELECT 1 FROM pg_stat_replication WHERE sync_state = 'sync' AND state = 'streaming'`);
        if (r.rowCount) return;
      } finally {
        await c.end();
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the standby did not become synchronous');
  };

  beforeAll(async () => {
    pair = await startStandbyPair();
    ({ loginUrl } = await ledgerOnPrimary(pair));
    // every commit waits for the standby (pg_basebackup -R's standby connects as `walreceiver`)
    await sql(pair.primaryUrl, `ALTER SYSTEM SET synchronous_standby_names = '*'`);
    await sql(pair.primaryUrl, 'SELECT pg_reload_conf()');
    const config = readConfig({
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      LEDGER_OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
      AUTH_FAILURES_PER_MINUTE: '0',
    });
    app = await createApp({ ...config, databaseUrl: loginUrl });
    await app.init();
    api = new LedgerClient(app);
    club = await api.club('Durable club');
  });

  afterAll(async () => {
    await sql(pair.primaryUrl, `ALTER SYSTEM SET synchronous_standby_names = ''`)
      .then(() => sql(pair.primaryUrl, 'SELECT pg_reload_conf()'))
      .catch(() => undefined);
    await app?.close();
    await pair?.stop();
  });

  it('waits for the standby before answering a repeat, then answers the first answer', async () => {
    const session = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(3), 'S');
    const started = await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
      dealer: deal.dealer,
      hands: deal.hands,
      trumpCard: deal.trumpCard,
    });
    expect(started.status).toBe(201);
    const key = { 'Idempotency-Key': `durable-${randomBytes(6).toString('hex')}` };
    const path = `/v1/sessions/${session}/deals/1/plays`;
    const first = await api.post(club.scorer, path, deal.plays[0], key);
    expect(first.status).toBe(201);

    await pair.stopStandby(); // from now on a commit on the primary waits (synchronous_standby_names = '*')
    let answered: Awaited<ReturnType<LedgerClient['post']>> | undefined;
    const repeat = api.post(club.scorer, path, deal.plays[0], key).then((r) => (answered = r));
    await new Promise((r) => setTimeout(r, 2_000));
    expect(answered).toBeUndefined(); // not acknowledged while it cannot be shown durable

    await sql(pair.primaryUrl, `ALTER SYSTEM SET synchronous_standby_names = ''`);
    await sql(pair.primaryUrl, 'SELECT pg_reload_conf()'); // no standby waited for: the waiting commit ends
    const r = await repeat;
    expect(r.status).toBe(first.status);
    expect(r.body).toEqual(first.body);
  });
  it('with LEDGER_REQUIRE_SYNC_STANDBY a write is acknowledged only once the standby holds it (wait_primary answers 503)', async () => {
    await pair.startStandby();
    await setStandbyNames(`'*'`);
    await syncStandbyStreaming();
    const strictConfig = readConfig({
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      LEDGER_OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
      AUTH_FAILURES_PER_MINUTE: '0',
      LEDGER_REQUIRE_SYNC_STANDBY: '1',
      LEDGER_LOG_SEQUENCER: '0',
    });
    expect(strictConfig.requireSyncStandby).toBe(true);
    const strict = await createApp({ ...strictConfig, databaseUrl: loginUrl });
    await strict.init();
    try {
      const sapi = new LedgerClient(strict);
      const sclub = await sapi.club('Strict club'); // club, key and players: confirmed transactions
      const session = await sapi.session(sclub, 'whist');
      const deal = scriptDeal(seededRandom(5), 'S');
      const path = `/v1/sessions/${session}/deals`;
      const started = await sapi.post(sclub.scorer, path, {
        dealer: 'S',
        hands: deal.hands,
        trumpCard: deal.trumpCard,
      });
      expect(started.status).toBe(201);
      const plays = `${path}/1/plays`;
      const played = await sapi.post(sclub.scorer, plays, deal.plays[0], { 'Idempotency-Key': 'strict-1' });
      expect(played.status).toBe(201);

      // pg_auto_failover's wait_primary: synchronous replication switched off. A commit is then local only.
      await setStandbyNames(`''`);
      const refused = await sapi.post(sclub.scorer, plays, deal.plays[1], { 'Idempotency-Key': 'strict-2' });
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('NOT_REPLICATED');
      expect(refused.headers['retry-after']).toBeDefined();
      // its retry finds the commit on this server, and is not acknowledged either while no standby holds it
      const again = await sapi.post(sclub.scorer, plays, deal.plays[1], { 'Idempotency-Key': 'strict-2' });
      expect(again.status).toBe(503);
      const player = await sapi.post(sclub.admin, `/v1/clubs/${sclub.id}/players`, { name: 'Late' });
      expect(player.status).toBe(503); // writes outside the event store too

      // The standby is named again (and streams): the retry now answers the one commit, acknowledged.
      await setStandbyNames(`'*'`);
      await syncStandbyStreaming();
      const acknowledged = await sapi.post(sclub.scorer, plays, deal.plays[1], { 'Idempotency-Key': 'strict-2' });
      expect(acknowledged.status).toBe(201);
      expect(acknowledged.body.version).toBe(played.body.version + 1); // the second play, written once

      // A commit waiting for the standby and released because synchronous replication was switched off
      // (the standby gone, then wait_primary) is not acknowledged: the check runs after the commit.
      await pair.stopStandby();
      let answered: Awaited<ReturnType<LedgerClient['post']>> | undefined;
      const waiting = sapi
        .post(sclub.scorer, plays, deal.plays[2], { 'Idempotency-Key': 'strict-3' })
        .then((r) => (answered = r));
      await new Promise((r) => setTimeout(r, 1_500));
      expect(answered).toBeUndefined();
      await setStandbyNames(`''`);
      const released = await waiting;
      expect(released.status).toBe(503);
      expect(released.body.code).toBe('NOT_REPLICATED');
      const events = await sapi.get(sclub.scorer, `/v1/sessions/${session}/events`);
      expect(events.status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
