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

  beforeAll(async () => {
    pair = await startStandbyPair();
    const { loginUrl } = await ledgerOnPrimary(pair);
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
});
