import { INestApplication } from '@nestjs/common';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../apps/ledger-api/src/create-app';
import { SequencerService } from '../apps/ledger-api/src/club-log/sequencer/sequencer.service';
import { scriptDeal, seededRandom } from './support/deal-script';
import { startDeal } from './support/e2e-helpers';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const leads = (app: INestApplication) => app.get(SequencerService).instance?.isLeader === true;

describe("the club log's sequencer across two API processes (issue 17)", () => {
  let t: TestApp;
  let other: INestApplication;
  let club: TestClub;

  beforeAll(async () => {
    t = await startTestApp('e2e_log_processes');
    other = await createApp({ ...readConfig({ LOG_LEVEL: 'silent' }), databaseUrl: t.db.appUrl });
    await other.init();
    club = await new LedgerClient(t.app).club('Two processes');
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('one process sequences; when it stops, the other takes over and the leaves go on without a gap', async () => {
    for (let i = 0; i < 50 && !leads(t.app) && !leads(other); i++) await sleep(100);
    await sleep(700); // longer than a stand-by's retry: a second leader would have appeared by now
    expect([leads(t.app), leads(other)].filter(Boolean)).toHaveLength(1);
    const [leader, standby] = leads(t.app) ? [t.app, other] : [other, t.app];
    const api = new LedgerClient(standby);
    const session = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(3), 'E');
    await startDeal(api, club, session, { dealer: deal.dealer, hands: deal.hands, trumpCard: deal.trumpCard });
    await api.plays(club.scorer, session, 1, deal.plays.slice(0, 10));
    await leader.get(SequencerService).instance!.stop(); // as at shutdown: its connection closes, the lock is free
    for (let i = 0; i < 50 && !leads(standby); i++) await sleep(100);
    expect(leads(standby)).toBe(true);
    await api.plays(club.scorer, session, 1, deal.plays.slice(10, 20));
    const version = (await api.get(club.auditor, `/v1/sessions/${session}`)).body.version as number;
    let leaves: (number | null)[] = [];
    for (let i = 0; i < 100; i++) {
      const events = (await api.get(club.auditor, `/v1/sessions/${session}/events?limit=1000`)).body.events;
      leaves = events.map((e: { leaf: number | null }) => e.leaf);
      if (leaves.length === version && leaves.every((l) => l !== null)) break;
      await sleep(50);
    }
    expect(leaves).toEqual([...Array(version).keys()]); // the club's only session: leaves 0 … version-1
  });
});
