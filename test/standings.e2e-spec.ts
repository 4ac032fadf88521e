import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { read, startDeal } from './support/e2e-helpers';
import { parseCsv } from './support/csv-reader';

/**
 * Issue 19 (API side), ADR 0022: the standings across sessions, the score-sheet's seated players and running
 * totals, and both CSV exports. Every expected standing is computed here from the sessions' score-sheets
 * (a player's side's rubber points, or his seat's balance), not written down.
 */
type Sheet = {
  variant: string;
  points?: { NS: number; EW: number };
  balances?: Record<string, number>;
  seated: Record<string, { id: string; name: string }>;
  deals: { deal: number; before: Record<string, unknown>; after: Record<string, unknown> }[];
  checkpoint: { size: number; root16: string } | null;
};
type Standing = { playerId: string; name: string; sessions: number; deals: number; total: number };

const DEALERS = ['N', 'E', 'S', 'W'] as const;
const sideOf = (seat: string) => (seat === 'N' || seat === 'S' ? 'NS' : 'EW');
const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('standings across sessions, the score-sheet for the app, and CSV exports (issue 19, ADR 0022)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let other: TestClub;
  let six: string[];
  const sessions: Record<string, string[]> = {};

  beforeAll(async () => {
    t = await startTestApp('e2e_standings');
    api = new LedgerClient(t.app);
    club = await api.club('Standings club');
    other = await api.club('Another club');
    // two more players, one whose name needs quoting in CSV
    const more = [];
    for (const name of ['O\'Brien, "Bunny"', 'Zed Zimmer']) {
      const p = await api.post(club.admin, `/v1/clubs/${club.id}/players`, { name });
      expect(p.status).toBe(201);
      more.push(p.body.id as string);
    }
    six = [...club.players, ...more];
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Opens a session seating `order` (indexes into six, N E S W) and records each deal's result. */
  async function evening(variant: string, order: number[], results: unknown[], trumps = true): Promise<string> {
    const [N, E, S, W] = order.map((i) => (i < 0 ? null : six[i]));
    const id = await api.session(club, variant, undefined, { N, E, S, W });
    for (const [i, body] of results.entries()) {
      await startDeal(api, club, id, { dealer: DEALERS[i % 4], ...(trumps ? { trumpSuit: 'SHDC'[i % 4] } : {}) });
      const res = await api.post(club.scorer, `/v1/sessions/${id}/deals/${i + 1}/result`, body);
      if (res.status !== 201) throw new Error(`result ${i + 1}: ${res.status} ${res.text}`);
    }
    (sessions[variant] ??= []).push(id);
    return id;
  }

  const sheetOf = (id: string) => read<Sheet>(api, club.auditor, `/v1/sessions/${id}/scoresheet`);

  /** The standings computed from the score-sheets alone. */
  async function expectedStandings(variant: string): Promise<Standing[]> {
    const by = new Map<string, Standing>();
    for (const id of sessions[variant] ?? []) {
      const sheet = await sheetOf(id);
      for (const [seat, p] of Object.entries(sheet.seated)) {
        const share = sheet.points ? sheet.points[sideOf(seat)] : sheet.balances![seat];
        const s = by.get(p.id) ?? { playerId: p.id, name: p.name, sessions: 0, deals: 0, total: 0 };
        by.set(p.id, { ...s, sessions: s.sessions + 1, deals: s.deals + sheet.deals.length, total: s.total + share });
      }
    }
    return [...by.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  }

  const whist = (NS: number) => ({ tricks: { NS, EW: 13 - NS } });

  it("whist-1900:54 whist and dummy whist: each player has his side's rubber points of every session", async () => {
    // N-S win a rubber two games to love; then E-W win one two games to one; a ruling moves 3 points
    const a = await evening('whist', [0, 1, 2, 3], [whist(13), whist(13), whist(0), whist(6)]);
    await evening('whist', [4, 0, 5, 1], [whist(0), whist(13), whist(0), whist(0)]);
    await evening('whist', [2, 3, 4, 5], [whist(13)]); // an unfinished rubber: no rubber points yet
    const ruling = await api.post(club.admin, `/v1/sessions/${a}/rulings`, {
      deal: 2,
      reason: 'Committee ruling',
      adjustment: { points: { NS: -3, EW: 3 } },
    });
    expect(ruling.status).toBe(201);
    await evening('dummy-whist', [-1, 1, 2, 3], [whist(13), whist(13)]);

    const got = await read(api, club.auditor, `/v1/clubs/${club.id}/standings?variant=whist`);
    expect(got).toMatchObject({
      variant: 'whist',
      from: null,
      to: null,
      unit: 'rubber-points',
      sessions: 3,
      truncated: false,
    });
    const expected = await expectedStandings('whist');
    expect(got.rows).toEqual(expected);
    expect(expected.some((r) => r.total !== 0)).toBe(true); // not a vacuous check
    expect(got.rows.reduce((n: number, r: Standing) => n + r.total, 0)).toBe(0); // zero-sum
    const dummy = await read(api, club.auditor, `/v1/clubs/${club.id}/standings?variant=dummy-whist`);
    expect(dummy.rows).toEqual(await expectedStandings('dummy-whist'));
    expect(dummy.rows).toHaveLength(3); // the Dummy is nobody
  });

  it('bridge-1904:11 bridge rubber points per partnership, summed per player', async () => {
    // deal i is dealt by DEALERS[i]; the dealer declares no trumps and his side takes `tricks`
    const deal = (i: number, tricks = 13) => ({
      declaration: 'NT',
      declarer: DEALERS[i % 4],
      doublings: 0,
      tricks: sideOf(DEALERS[i % 4]) === 'NS' ? { NS: tricks, EW: 13 - tricks } : { NS: 13 - tricks, EW: tricks },
    });
    await evening('bridge-1904', [0, 1, 2, 3], [deal(0), deal(1), deal(2)], false);
    await evening('bridge-1904', [3, 4, 0, 5], [deal(0), deal(1, 2), deal(2)], false);
    const got = await read(api, club.auditor, `/v1/clubs/${club.id}/standings?variant=bridge-1904`);
    expect(got).toMatchObject({ unit: 'rubber-points', sessions: 2 });
    expect(got.rows).toEqual(await expectedStandings('bridge-1904'));
    expect(got.rows[0].total).toBeGreaterThan(0);
  });

  it('solo-hoffmann:p142 solo balances in the stake, and hearts counters, per player', async () => {
    await evening(
      'solo-whist',
      [0, 1, 2, 3],
      [
        { call: 'solo', caller: 'N', tricks: 5 },
        { call: 'solo', caller: 'E', tricks: 3 },
        { call: 'misere', caller: 'S', tricks: 0 },
      ],
    );
    await evening('solo-whist', [5, 4, 3, 2], [{ call: 'solo', caller: 'W', tricks: 7 }]);
    const solo = await read(api, club.auditor, `/v1/clubs/${club.id}/standings?variant=solo-whist`);
    expect(solo).toMatchObject({ unit: 'stake', sessions: 2 });
    expect(solo.rows).toEqual(await expectedStandings('solo-whist'));
    expect(solo.rows.some((r: Standing) => r.total !== 0)).toBe(true);

    await evening(
      'hearts',
      [0, 1, 2, 3],
      [{ hearts: { N: 5, E: 4, S: 4, W: 0 } }, { hearts: { N: 0, E: 13, S: 0, W: 0 } }],
      false,
    );
    await evening('hearts', [1, 4, 5, 0], [{ hearts: { N: 1, E: 2, S: 3, W: 7 } }], false);
    const hearts = await read(api, club.auditor, `/v1/clubs/${club.id}/standings?variant=hearts`);
    expect(hearts).toMatchObject({ unit: 'counters', sessions: 2, ledgerUnits: ['counters'] });
    expect(hearts.rows).toEqual(await expectedStandings('hearts'));
  });

  it('counts only sessions opened within [from, to] (UTC days, inclusive)', async () => {
    const d = today();
    const within = await read(api, club.auditor, `/v1/clubs/${club.id}/standings?variant=whist&from=${d}&to=${d}`);
    expect(within).toMatchObject({ from: d, to: d, sessions: 3 });
    expect(within.rows).toEqual(await expectedStandings('whist'));
    const later = await read(api, club.auditor, `/v1/clubs/${club.id}/standings?variant=whist&from=${dayAfter(d, 1)}`);
    expect(later).toMatchObject({ sessions: 0, rows: [] });
    const earlier = await read(api, club.auditor, `/v1/clubs/${club.id}/standings?variant=whist&to=${dayAfter(d, -1)}`);
    expect(earlier).toMatchObject({ sessions: 0, rows: [] });
  });

  it("the score-sheet names the seated players and carries each deal's running totals", async () => {
    const [a] = sessions['whist'];
    const sheet = await sheetOf(a);
    expect(sheet.seated.N).toEqual({ id: six[0], name: 'Player 1' });
    expect(Object.keys(sheet.seated).sort()).toEqual(['E', 'N', 'S', 'W']);
    expect(sheet.deals[0].before).toMatchObject({ points: { NS: 0, EW: 0 } });
    for (let i = 1; i < sheet.deals.length; i++)
      expect(sheet.deals[i].before.points).toEqual(sheet.deals[i - 1].after.points);
    expect(sheet.deals.at(-1)!.after.points).toEqual(sheet.points); // the ruling on deal 2 counted there
    const dummy = await sheetOf(sessions['dummy-whist'][0]);
    expect(dummy.seated.N).toBeUndefined();
    const hearts = await sheetOf(sessions['hearts'][0]);
    expect(hearts.deals[0].before).toMatchObject({ pool: 0, jack: false, balances: { N: 0, E: 0, S: 0, W: 0 } });
    expect(hearts.deals.at(-1)!.after.balances).toEqual(hearts.balances);
    expect(hearts.deals[1].before).toEqual({ ...hearts.deals[0].after });
    // the audit's replay still agrees with the served sheet
    expect(await read(api, club.auditor, `/v1/sessions/${a}/verification`)).toMatchObject({ replayMatches: true });
  });

  it('standings.csv is the standings JSON, RFC 4180 quoted, CRLF, as a download', async () => {
    const json = await read(api, club.auditor, `/v1/clubs/${club.id}/standings?variant=whist`);
    const res = await api.get(club.auditor, `/v1/clubs/${club.id}/standings.csv?variant=whist`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="standings-whist.csv"');
    expect(res.text.endsWith('\r\n')).toBe(true);
    expect(res.text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const [header, ...records] = parseCsv(res.text);
    expect(header).toEqual(['player', 'name', 'sessions', 'deals', 'total', 'unit']);
    expect(records).toEqual(
      json.rows.map((r: Standing) => [
        r.playerId,
        r.name,
        String(r.sessions),
        String(r.deals),
        String(r.total),
        'rubber-points',
      ]),
    );
    expect(records.map((r) => r[1])).toContain('O\'Brien, "Bunny"');
    expect(res.text).toContain('"O\'Brien, ""Bunny"""');
  });

  it.each(['whist', 'bridge-1904', 'solo-whist', 'hearts'])(
    'scoresheet.csv of a %s session: a record per deal, running totals as the JSON has them, the checkpoint line',
    async (variant) => {
      const id = sessions[variant][0];
      let sheet = await sheetOf(id);
      for (let i = 0; i < 200 && !sheet.checkpoint; i++) {
        await new Promise((r) => setTimeout(r, 50));
        sheet = await sheetOf(id);
      }
      const res = await api.get(club.auditor, `/v1/sessions/${id}/scoresheet.csv`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="scoresheet-${id}.csv"`);
      const lines = res.text.split('\r\n');
      expect(lines.pop()).toBe('');
      const last = lines.at(-1)!;
      // the club log signs a checkpoint covering the session within moments (the board page waits for it too)
      expect(sheet.checkpoint).not.toBeNull();
      expect(last).toBe(`# checkpoint size ${sheet.checkpoint!.size} root ${sheet.checkpoint!.root16}`);
      lines.pop();
      const [header, ...records] = parseCsv(lines.map((l) => l + '\r\n').join(''));
      expect(header.slice(0, 3)).toEqual(['deal', 'dealer', 'evidence']);
      expect(records.map((r) => Number(r[0]))).toEqual(sheet.deals.map((d) => d.deal));
      const col = (name: string) => header.indexOf(name);
      records.forEach((r, i) => {
        expect(r[col('dealer')]).toBe(DEALERS[i % 4]);
        expect(r[col('evidence')]).toBe('result-only');
        const d = sheet.deals[i];
        if (sheet.points) {
          const p = d.after.points as { NS: number; EW: number };
          expect([r[col('points_after_ns')], r[col('points_after_ew')]]).toEqual([String(p.NS), String(p.EW)]);
        } else {
          for (const [seat, v] of Object.entries(d.after.balances as Record<string, number>))
            expect(r[col(`after_${seat}`)]).toBe(String(v));
        }
        expect(r).toHaveLength(header.length);
      });
    },
  );

  it("bad input is 400 problem+json; another club's key is 404", async () => {
    for (const q of [
      '',
      'variant=chess',
      'variant=whist&from=2026-02-30',
      'variant=whist&from=yesterday',
      'variant=whist&from=2026-12-02&to=2026-12-01',
      'variant=whist&to=2026-1-1',
    ]) {
      for (const path of ['standings', 'standings.csv']) {
        const res = await api.get(club.auditor, `/v1/clubs/${club.id}/${path}?${q}`);
        expect([res.status, q]).toEqual([400, q]);
        expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
        expect(res.body.code).toBe('BAD_QUERY');
      }
    }
    for (const path of [
      `/v1/clubs/${club.id}/standings?variant=whist`,
      `/v1/clubs/${club.id}/standings.csv?variant=whist`,
      `/v1/sessions/${sessions['whist'][0]}/scoresheet.csv`,
    ]) {
      const res = await api.get(other.admin, path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    const otherClub = await read(api, other.admin, `/v1/clubs/${other.id}/standings?variant=whist`);
    expect(otherClub).toMatchObject({ sessions: 0, rows: [] });
    expect((await api.get(club.auditor, `/v1/sessions/not-a-uuid/scoresheet.csv`)).status).toBe(400);
  });
});
