import { Client } from 'pg';
import { LedgerClient, TestClub } from './support/ledger-client';
import { scriptDeal, seededRandom } from './support/deal-script';
import { startTestApp, TestApp } from './support/test-app';

/** A row's tuple version (`xmin:ctid`): any rewrite of the row gives it another. */
const TUPLE = `xmin::text || ':' || ctid::text`;

describe('projection rows a write leaves as they were are not rewritten (issue 21.1)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let db: Client;
  beforeAll(async () => {
    t = await startTestApp('e2e_unchanged_rows');
    api = new LedgerClient(t.app);
    club = await api.club('Sheet club');
    db = new Client({ connectionString: t.db.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  const tuples = async (session: string) => {
    const q = async (table: string) =>
      (await db.query(`SELECT ${TUPLE} AS t FROM ${table} WHERE session_id = $1 ORDER BY 1`, [session])).rows
        .map((r) => r.t)
        .join(' ');
    return { session: await q('session_views'), sheet: await q('scoresheet_views'), ledger: await q('player_ledger') };
  };

  it('keeps the score-sheet and ledger rows through the plays of a deal, and the sheet read stands at the session version', async () => {
    const session = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(3), 'S');
    await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
      dealer: deal.dealer,
      hands: deal.hands,
      trumpCard: deal.trumpCard,
    });
    await api.plays(club.scorer, session, 1, deal.plays.slice(0, 5));
    const before = await tuples(session);
    expect(before.sheet).not.toBe('');
    expect(before.ledger.split(' ')).toHaveLength(4);
    await api.plays(club.scorer, session, 1, deal.plays.slice(5, 20));
    const during = await tuples(session);
    expect(during.session).not.toBe(before.session); // its version moved with every play
    expect(during.sheet).toBe(before.sheet);
    expect(during.ledger).toBe(before.ledger);
    const sheet = await api.get(club.auditor, `/v1/sessions/${session}/scoresheet`);
    const view = await api.get(club.auditor, `/v1/sessions/${session}`);
    expect(sheet.body.version).toBe(view.body.version);
    expect(sheet.headers.etag).toBe(`"${view.body.version}"`);
    // The sheet left as it stood (not even sent: ProjectionWriter.inline) is still the one a replay gives.
    const midDeal = await api.get(club.auditor, `/v1/sessions/${session}/verification`);
    expect(midDeal.body).toMatchObject({ chainValid: true, replayMatches: true });

    await api.plays(club.scorer, session, 1, deal.plays.slice(20));
    const ended = await tuples(session);
    expect(ended.sheet).not.toBe(before.sheet); // the deal went on the sheet
    expect((await api.get(club.auditor, `/v1/sessions/${session}/scoresheet`)).body.deals).toHaveLength(1);
    const verify = await api.get(club.auditor, `/v1/sessions/${session}/verification`);
    expect(verify.body).toMatchObject({ chainValid: true, replayMatches: true });
  });
});
