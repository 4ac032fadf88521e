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
});
