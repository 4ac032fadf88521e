import { Pool } from 'pg';
import { rebuildProjections } from '../apps/ledger-api/src/ledger/projections/rebuild-projections';
import { scriptDeal, seededRandom } from './support/deal-script';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

const TABLES = [
  'SELECT club_id, session_id, variant, status, version, body::text FROM session_views ORDER BY 1, 2',
  'SELECT club_id, session_id, deal_number, version, body::text FROM deal_views ORDER BY 1, 2, 3',
  'SELECT club_id, session_id, body::text FROM scoresheet_views ORDER BY 1, 2',
  'SELECT club_id, player_id, session_id, variant, unit, balance::text FROM player_ledger ORDER BY 1, 2, 3',
];

describe('rebuild-projections (issue 5 point 3)', () => {
  let t: TestApp;
  let pool: Pool;
  let api: LedgerClient;
  let first: { club: TestClub; session: string };
  beforeAll(async () => {
    t = await startTestApp('e2e_rebuild');
    pool = new Pool({ connectionString: t.db.appUrl, max: 2 });
    api = new LedgerClient(t.app);
    const random = seededRandom(7);
    for (const clubName of ['Rebuild A', 'Rebuild B']) {
      const club = await api.club(clubName);
      const session = await api.session(club, 'whist');
      first ??= { club, session };
      for (const [i, dealer] of (['S', 'W'] as const).entries()) {
        const deal = scriptDeal(random, dealer);
        const body =
          i === 0 ? { dealer, hands: deal.hands, trumpCard: deal.trumpCard } : { dealer, trumpCard: deal.trumpCard };
        expect((await api.post(club.scorer, `/v1/sessions/${session}/deals`, body)).status).toBe(201);
        await api.plays(club.scorer, session, i + 1, deal.plays.slice(0, i === 0 ? 52 : 21));
      }
    }
  });
  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  async function snapshot(): Promise<unknown[][]> {
    return Promise.all(TABLES.map(async (sql) => (await pool.query(sql)).rows));
  }

  it('truncates and rebuilds every projection from the events alone, row for row identical', async () => {
    const live = await snapshot();
    expect(live[0]).toHaveLength(2);
    expect(live[1].length).toBeGreaterThanOrEqual(4);
    await pool.query('TRUNCATE session_views, deal_views, scoresheet_views, player_ledger');
    expect((await snapshot())[0]).toHaveLength(0);
    const seen: number[] = [];
    const done = await rebuildProjections(pool, (p) => seen.push(p.streamsDone));
    expect(done.streams).toBe(2);
    expect(seen).toEqual([1, 2]);
    expect(await snapshot()).toEqual(live);
  });

  it('shows a tampered projection in the audit and a rebuild repairs it', async () => {
    const { club, session } = first;
    await pool.query(`UPDATE scoresheet_views SET body = jsonb_set(body, '{score,NS}', '99') WHERE session_id = $1`, [
      session,
    ]);
    const before = await api.get(club.auditor, `/v1/sessions/${session}/verification`);
    expect(before.body).toMatchObject({ chainValid: true, replayMatches: false });
    await rebuildProjections(pool);
    const after = await api.get(club.auditor, `/v1/sessions/${session}/verification`);
    expect(after.body).toMatchObject({ chainValid: true, replayMatches: true });
  });
});
