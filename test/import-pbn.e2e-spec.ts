import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CliIo } from '../apps/ledger-api/src/cli/cli-command';
import { COMMANDS } from '../apps/ledger-api/src/cli/commands';
import { runCli } from '../apps/ledger-api/src/cli/run-cli';
import { LedgerClient, TestClub } from './support/ledger-client';
import { read } from './support/e2e-helpers';
import { Seat, deal } from './support/table-play';
import { startTestApp, TestApp } from './support/test-app';

jest.setTimeout(120_000);

const RANKS = 'AKQJT98765432';
/** A hand as a hand record writes it: spades.hearts.diamonds.clubs, high to low. */
const pbnHand = (cards: string[]) =>
  ['S', 'H', 'D', 'C']
    .map((s) =>
      cards
        .filter((c) => c[1] === s)
        .map((c) => c[0])
        .sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b))
        .join(''),
    )
    .join('.');
const order = (from: Seat): Seat[] => {
  const seats: Seat[] = ['N', 'E', 'S', 'W'];
  return [0, 1, 2, 3].map((k) => seats[(seats.indexOf(from) + k) % 4]);
};

/** A hand-record file as a dealing program writes it (import format: LF lines, a few tags, no play). */
function handRecord(boards: { dealer: Seat; hands: Record<Seat, string[]>; trumpCard?: string }[]): string {
  return boards
    .map((b, i) =>
      [
        `[Board "${i + 1}"]`,
        `[Dealer "${b.dealer}"]`,
        `[Vulnerable "None"]`,
        `[Deal "${b.dealer}:${order(b.dealer)
          .map((s) => pbnHand(b.hands[s]))
          .join(' ')}"]`,
        ...(b.trumpCard ? [`[LedgerTrumpCard "${b.trumpCard[1]}${b.trumpCard[0]}"]`] : []),
      ].join('\n'),
    )
    .join('\n\n');
}

describe('ledger import-pbn: a hand record pre-loads the hands of the session deals (issue 19)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp('e2e_import_pbn');
    api = new LedgerClient(t.app);
    club = await api.club('Hand record club');
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function cli(...argv: string[]) {
    let out = '';
    let err = '';
    const io: CliIo = {
      out: (x) => void (out += x),
      err: (x) => void (err += x),
      withPool: () => Promise.reject(new Error('import-pbn must not open the database')),
    };
    const code = await runCli(argv, COMMANDS, io);
    return { code, out, err };
  }

  it('starts each next deal with the dealer, the four hands and the turned trump of the board of that number', async () => {
    const session = await api.session(club, 'whist');
    const b1 = { dealer: 'S' as Seat, ...deal(31, 'S') };
    const b2 = { dealer: 'W' as Seat, ...deal(32, 'W') };
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pbn-')), 'boards.pbn');
    writeFileSync(file, handRecord([b1, b2]));
    const args = ['import-pbn', '--base', base, '--key', club.scorer, '--session', session, file];

    const first = await cli(...args);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(/deal 1 started with the hands of board 1/);
    const v1 = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(v1).toMatchObject({ dealer: 'S', handsRecorded: true, trumpCard: b1.trumpCard });
    for (const s of ['N', 'E', 'S', 'W'] as Seat[]) expect([...v1.hands[s]].sort()).toEqual([...b1.hands[s]].sort());

    // deal 1 is being played: the next deal cannot start yet, and the server's answer is shown
    const early = await cli(...args);
    expect(early.code).toBe(1);
    expect(early.err).toMatch(/422.*DEAL_IN_PROGRESS/);

    const res = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/result`, { tricks: { NS: 7, EW: 6 } });
    expect(res.status).toBe(201);
    const second = await cli(...args);
    expect(second.code).toBe(0);
    const v2 = await read(api, club.auditor, `/v1/sessions/${session}/deals/2`);
    expect(v2).toMatchObject({ dealer: 'W', trumpCard: b2.trumpCard });
    expect([...v2.hands.N].sort()).toEqual([...b2.hands.N].sort());
  });

  it('refuses a board the file lacks or with a hand not given, writing nothing', async () => {
    const session = await api.session(club, 'whist');
    const dir = mkdtempSync(path.join(tmpdir(), 'pbn-'));
    const file = path.join(dir, 'one.pbn');
    writeFileSync(file, '[Board "1"]\n[Dealer "N"]\n[Deal "N:- - - -"]\n');
    const missing = await cli(
      'import-pbn',
      '--base',
      base,
      '--key',
      club.scorer,
      '--session',
      session,
      '--board',
      '2',
      file,
    );
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/no board 2/);
    const hidden = await cli('import-pbn', '--base', base, '--key', club.scorer, '--session', session, file);
    expect(hidden.code).toBe(1);
    expect(hidden.err).toMatch(/hand of N is not given/);
    expect((await read(api, club.auditor, `/v1/sessions/${session}`)).deals).toEqual([]);
  });

  it("POST /v1/sessions/{id}/hand-records (the app's button) starts the next deal exactly as the CLI does", async () => {
    const b1 = { dealer: 'E' as Seat, ...deal(41, 'E') };
    const b2 = { dealer: 'S' as Seat, ...deal(42, 'S') };
    const text = handRecord([b1, b2]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pbn-')), 'boards.pbn');
    writeFileSync(file, text);
    const byCli = await api.session(club, 'whist');
    expect((await cli('import-pbn', '--base', base, '--key', club.scorer, '--session', byCli, file)).code).toBe(0);
    const byRest = await api.session(club, 'whist');
    const url = `/v1/sessions/${byRest}/hand-records`;
    const first = await api.post(club.scorer, url, { pbn: text });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ deals: [1], version: 2 });
    const view = (s: string, n: number) => read(api, club.auditor, `/v1/sessions/${s}/deals/${n}`);
    const { version: _a, ...rest1 } = await view(byRest, 1);
    const { version: _b, ...cli1 } = await view(byCli, 1);
    expect(rest1).toEqual(cli1);
    expect(rest1).toMatchObject({ dealer: 'E', handsRecorded: true, trumpCard: b1.trumpCard });

    // while deal 1 is played the next cannot start (the laws' answer); after its result, text/plain starts deal 2
    const early = await api.post(club.scorer, url, { pbn: text });
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('DEAL_IN_PROGRESS');
    expect(
      (await api.post(club.scorer, `/v1/sessions/${byRest}/deals/1/result`, { tricks: { NS: 7, EW: 6 } })).status,
    ).toBe(201);
    const second = await api
      .http()
      .post(url)
      .set('Authorization', `Bearer ${club.scorer}`)
      .set('Content-Type', 'text/plain')
      .send(text);
    expect(second.status).toBe(201);
    expect(second.body.deals).toEqual([2]);
    const v2 = await view(byRest, 2);
    expect(v2).toMatchObject({ dealer: 'S', trumpCard: b2.trumpCard });
    for (const s of ['N', 'E', 'S', 'W'] as Seat[]) expect([...v2.hands[s]].sort()).toEqual([...b2.hands[s]].sort());
  });

  it('hand-records: a board the file lacks is 422, bad bodies 400, over 1 MB 413, an auditor 403, another club 404; nothing written', async () => {
    const session = await api.session(club, 'whist');
    const url = `/v1/sessions/${session}/hand-records`;
    const one = '[Board "1"]\n[Dealer "N"]\n[Deal "N:- - - -"]\n';
    const hidden = await api.post(club.scorer, url, { pbn: one });
    expect(hidden.status).toBe(422);
    expect(hidden.body).toMatchObject({ code: 'PBN_NOT_USABLE' });
    expect(hidden.body.detail).toMatch(/hand of N is not given/);
    expect((await api.post(club.scorer, `${url}?board=2`, { pbn: one })).body.detail).toMatch(/no board 2/);
    for (const body of [{}, { pbn: '' }, { pbn: 7 }, { pbn: one, colour: 'red' }, { pbn: one, board: 0 }, [one]])
      expect([JSON.stringify(body), (await api.post(club.scorer, url, body)).status]).toEqual([
        JSON.stringify(body),
        400,
      ]);
    const big = await api.post(club.scorer, url, { pbn: '%'.repeat(1_100_000) });
    expect(big.status).toBe(413);
    // well past the 64 kB of other bodies, under 1 MB: accepted (a long comment line before the board)
    const padded = `% ${'x'.repeat(300_000)}\n${handRecord([{ dealer: 'N', ...deal(43, 'N') }])}`;
    const roomy = await api.session(club, 'whist');
    expect((await api.post(club.scorer, `/v1/sessions/${roomy}/hand-records`, { pbn: padded })).status).toBe(201);
    expect((await api.post(club.auditor, url, { pbn: one })).status).toBe(403);
    const other = await api.club('Other hand record club');
    expect((await api.post(other.scorer, url, { pbn: one })).status).toBe(404);
    expect((await read(api, club.auditor, `/v1/sessions/${session}`)).deals).toEqual([]);
  });
});
