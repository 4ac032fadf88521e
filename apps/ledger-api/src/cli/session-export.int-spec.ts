import { playMarks, readPbn } from './pbn-reader';
import { EventStore, StoredEvent } from '@ledger/event-store';
import { Pool } from 'pg';
import { nextSeat, scriptDeal, scriptDealWithRevoke, seededRandom } from '../../../../test/support/deal-script';
import { LedgerClient, TestClub } from '../../../../test/support/ledger-client';
import { startTestApp, TestApp } from '../../../../test/support/test-app';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { exportSession } from './export-session';
import { importSession, parseExport } from './import-session';
import { exportPbn } from './session-commands';

jest.setTimeout(60_000);

const strip = (events: StoredEvent[]) => events.map(({ position: _p, txId: _t, ...rest }) => rest);

async function exportText(pool: Pool, session: string): Promise<string> {
  let text = '';
  await exportSession(pool, session, (t) => (text += t));
  return text;
}

async function projections(pool: Pool, session: string) {
  const q = async (table: string, order: string) =>
    (await pool.query(`SELECT * FROM ${table} WHERE session_id = $1 ORDER BY ${order}`, [session])).rows;
  return {
    session: await q('session_views', 'session_id'),
    deals: await q('deal_views', 'deal_number'),
    sheet: await q('scoresheet_views', 'session_id'),
    ledger: await q('player_ledger', 'player_id'),
  };
}

describe('ledger export / import / export --pbn (issue 8)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let source: Pool;
  let empty: TestDatabase;
  let target: Pool;
  let session: string;
  const first = scriptDealWithRevoke(seededRandom(8), 'S', 'E');
  const second = scriptDeal(seededRandom(9), 'W');

  beforeAll(async () => {
    t = await startTestApp('cli_export');
    api = new LedgerClient(t.app);
    club = await api.club('Export club');
    session = await api.session(club, 'whist');
    await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
      dealer: first.dealer,
      hands: first.hands,
      trumpCard: first.trumpCard,
    });
    await api.plays(club.scorer, session, 1, first.plays);
    const claim = await api.fact(club.scorer, session, 1, 'revoke-claims', { by: 'N', against: 'E' });
    await api.fact(club.scorer, session, 1, 'revoke-penalties', {
      by: 'N',
      revokeClaim: claim.id,
      option: 'add-three',
    });
    await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
      dealer: second.dealer,
      hands: second.hands,
      trumpCard: second.trumpCard,
    });
    await api.plays(club.scorer, session, 2, second.plays.slice(0, 6));
    source = new Pool({ connectionString: t.db.url, max: 2 });
    empty = await createTestDatabase('cli_import');
    target = new Pool({ connectionString: empty.appUrl, max: 2 });
  });
  afterAll(async () => {
    await source?.end();
    await target?.end();
    await empty?.drop();
    await t?.close();
  });

  it('round-trips a session exactly: same events, versions, data, metadata, recordedAt, hashes and projections', async () => {
    const text = await exportText(source, session);
    const lines = parseExport(text);
    expect(lines.length).toBeGreaterThan(60);
    expect(new Set(lines.map((l) => l.recordedAt)).size).toBeGreaterThan(50);
    const r = await importSession(target, lines);
    expect(r).toMatchObject({ sessionId: session, clubId: club.id, events: lines.length });
    const before = await new EventStore(source).readStream(session, { clubId: club.id });
    const after = await new EventStore(target).readStream(session, { clubId: club.id });
    expect(strip(after)).toEqual(strip(before));
    expect(r.lastHash).toBe(before.at(-1)!.hash);
    expect(await new EventStore(target).verify(session, { clubId: club.id })).toEqual({
      valid: true,
      eventsChecked: before.length,
    });
    expect(await exportText(target, session)).toBe(text);
    expect(await projections(target, session)).toEqual(await projections(source, session));
  });

  it('refuses a session that is already there, and an altered export, writing nothing', async () => {
    const text = await exportText(source, session);
    await expect(importSession(target, parseExport(text))).rejects.toThrow(/already exists/);
    const altered = text.replace('"add-three"', '"deduct-three"');
    expect(altered).not.toBe(text);
    const other = await createTestDatabase('cli_altered');
    const pool = new Pool({ connectionString: other.url, max: 1 });
    try {
      await expect(importSession(pool, parseExport(altered))).rejects.toThrow(/hash does not match/);
      expect((await pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(0);
    } finally {
      await pool.end();
      await other.drop();
    }
  });

  it('exports the deals as PBN: players, dealer, hands, and each trick in seat order from the opening leader', async () => {
    const pbn = await exportPbn(source, session);
    const games = pbn.split('\r\n\r\n');
    expect(games).toHaveLength(2);
    expect(pbn).toContain('[North "Player 1"]');
    expect(pbn).toContain('[West "Player 4"]');
    const [g1, g2] = games;
    expect(g1).toContain('[Board "1"]');
    expect(g1).toContain('[Dealer "S"]');
    const hand = (cards: string[]) =>
      ['S', 'H', 'D', 'C']
        .map((s) =>
          cards
            .filter((c) => c[1] === s)
            .map((c) => c[0])
            .sort((a, b) => 'AKQJT98765432'.indexOf(a) - 'AKQJT98765432'.indexOf(b))
            .join(''),
        )
        .join('.');
    expect(g1).toContain(
      `[Deal "S:${hand(first.hands.S)} ${hand(first.hands.W)} ${hand(first.hands.N)} ${hand(first.hands.E)}"]`,
    );
    const leader = nextSeat(first.dealer);
    const columns = [0, 1, 2, 3].map((k) => nextSeat(leader, k));
    const expected = Array.from({ length: 13 }, (_, k) => {
      const trick = new Map(first.plays.slice(4 * k, 4 * k + 4).map((p) => [p.seat, p.card]));
      return columns.map((s) => `${trick.get(s)![1]}${trick.get(s)![0]}`).join(' ');
    });
    expect(first.plays.some((p, i) => i % 4 === 0 && i > 0 && p.seat !== leader)).toBe(true);
    const play = g1.slice(g1.indexOf(`[Play "${leader}"]`)).split('\r\n');
    expect(play.slice(1).map((l) => l.replace('^R', ''))).toEqual(expected);
    expect(g1).toMatch(/\{.*revoke by E in trick \d+ with \w\w: penalised/);
    // a strict PBN 2.1 reader (written from the standard) takes the file, and finds the revoke marked in the play
    const [r1] = readPbn(pbn, { strict: true });
    expect(playMarks(r1)).toEqual([expect.objectContaining({ seat: 'E', mark: '^R' })]);
    expect(r1.tag('Declarer')).toBe('S');
    expect(r1.tag('Contract')).toMatch(/^1[SHDC]$/);
    expect(r1.tag('Result')).toMatch(/^\d+$/);
    expect(g2.trim().split('\r\n').slice(-3)).toEqual([
      expect.stringMatching(/^\w\w \w\w \w\w \w\w$/),
      expect.stringMatching(/^(\w\w|-) (\w\w|-) (\w\w|-) (\w\w|-)$/),
      '*',
    ]);
  });

  it('refuses PBN for hearts', async () => {
    const hearts = await api.session(club, 'hearts');
    await expect(exportPbn(source, hearts)).rejects.toThrow(/whist-family/);
  });
});
