import { INestApplication } from '@nestjs/common';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../apps/ledger-api/src/create-app';
import { GroupCommitConnection } from '../apps/ledger-api/src/ledger/group-commit-connection';
import { scriptDeal, seededRandom } from './support/deal-script';
import { play, verification } from './support/e2e-helpers';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

describe('concurrent writes to one session (api.md "Concurrency and retries")', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_concurrent');
    api = new LedgerClient(t.app);
    club = await api.club('Concurrent club');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function freshDeal() {
    const session = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(11), 'S');
    const started = await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
      dealer: 'S',
      hands: deal.hands,
      trumpCard: deal.trumpCard,
    });
    return { session, deal, version: started.body.version as number };
  }

  it('with the same If-Match, exactly one of several concurrent writes succeeds; the rest get 409 and write nothing', async () => {
    const { session, deal, version } = await freshDeal();
    const sends = deal.plays
      .slice(0, 4)
      .map((p) => api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, p, { 'If-Match': `"${version}"` }));
    const statuses = (await Promise.all(sends)).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    const log = await api.get(club.auditor, `/v1/sessions/${session}/events?after=${version}`);
    expect(log.body.events.filter((e: { type: string }) => e.type === 'CardPlayed')).toHaveLength(1);
  });

  it('without If-Match, concurrent writes are all recorded, each decided on the state it found, with no gap', async () => {
    const { session, deal, version } = await freshDeal();
    const sends = deal.plays.slice(0, 4).map((p) => api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, p));
    const results = await Promise.all(sends);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const log = await api.get(club.auditor, `/v1/sessions/${session}/events?after=0&limit=1000`);
    const versions = log.body.events.map((e: { version: number }) => e.version);
    expect(versions).toEqual(versions.map((_: number, i: number) => i + 1));
    const played = log.body.events
      .filter((e: { type: string }) => e.type === 'CardPlayed')
      .map((e: { data: { card: string } }) => e.data.card);
    expect(played.sort()).toEqual(
      deal.plays
        .slice(0, 4)
        .map((p) => p.card)
        .sort(),
    );
    expect(versions.at(-1)).toBeGreaterThanOrEqual(version + 4);
  });

  it('plays at several tables at once share commits (ADR 0034); each table is recorded whole and verifies', async () => {
    const group = t.app.get(GroupCommitConnection).group!;
    expect(group).toBeDefined(); // on by default
    const before = group.counts.sharedAppends;
    const tables = await Promise.all(Array.from({ length: 8 }, () => freshDeal()));
    const last = await Promise.all(tables.map((x) => play(api, club.scorer, x.session, 1, x.deal.plays.slice(0, 8))));
    expect(group.counts.sharedAppends).toBeGreaterThan(before);
    for (const [i, { session, deal, version }] of tables.entries()) {
      expect(last[i].version).toBe(version + 8);
      const view = await api.get(club.auditor, `/v1/sessions/${session}/deals/1`);
      const played = view.body.tricks.flatMap((t: { cards: { card: string }[] }) => t.cards.map((c) => c.card));
      expect(played).toEqual(deal.plays.slice(0, 8).map((p) => p.card));
      expect(await verification(api, club.auditor, session)).toMatchObject({ chainValid: true, replayMatches: true });
    }
  });

  describe('two API processes on one database', () => {
    let other: INestApplication;
    beforeAll(async () => {
      other = await createApp({ ...readConfig({ LOG_LEVEL: 'silent' }), databaseUrl: t.db.appUrl });
      await other.init();
    });
    afterAll(async () => {
      await other?.close();
    });

    it("a process whose cached state is behind the other's writes still records the next fact on the true state", async () => {
      const { session, deal } = await freshDeal();
      const viaB = new LedgerClient(other);
      await api.plays(club.scorer, session, 1, deal.plays.slice(0, 2)); // A's cache now holds the session
      await viaB.plays(club.scorer, session, 1, deal.plays.slice(2, 5)); // B moves the stream on
      const res = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, deal.plays[5]); // A is stale
      expect(res.status).toBe(201);
      expect(res.body.irregularities).toEqual([]);
      const view = await api.get(club.auditor, `/v1/sessions/${session}/deals/1`);
      const played = view.body.tricks.flatMap((t: { cards: { card: string }[] }) => t.cards.map((c) => c.card));
      expect(played).toEqual(deal.plays.slice(0, 6).map((p) => p.card));
      const audit = await api.get(club.auditor, `/v1/sessions/${session}/verification`);
      expect(audit.body).toMatchObject({ chainValid: true, replayMatches: true });
    });

    it('an If-Match that is current on the database is honoured even when this process lags', async () => {
      const { session, deal } = await freshDeal();
      const viaB = new LedgerClient(other);
      await api.plays(club.scorer, session, 1, deal.plays.slice(0, 1));
      const moved = await viaB.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, deal.plays[1]);
      const res = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, deal.plays[2], {
        'If-Match': `"${moved.body.version}"`,
      });
      expect(res.status).toBe(201);
    });
  });
});
