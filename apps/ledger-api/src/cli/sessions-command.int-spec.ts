import { Pool } from 'pg';
import { scriptDeal, seededRandom } from '../../../../test/support/deal-script';
import { LedgerClient, TestClub } from '../../../../test/support/ledger-client';
import { startTestApp, TestApp } from '../../../../test/support/test-app';
import { CliIo } from './cli-command';
import { COMMANDS } from './commands';
import { runCli } from './run-cli';

jest.setTimeout(60_000);

describe('ledger sessions / ledger clubs (issue 15)', () => {
  let t: TestApp;
  let pool: Pool;
  let api: LedgerClient;
  let club: TestClub;
  let whist: string;
  let hearts: string;

  const run = async (...argv: string[]) => {
    let out = '';
    let err = '';
    const io: CliIo = { out: (x) => void (out += x), err: (x) => void (err += x), withPool: (fn) => fn(pool) };
    const code = await runCli(argv, COMMANDS, io);
    return { code, out, err };
  };

  beforeAll(async () => {
    t = await startTestApp('cli_sessions');
    pool = new Pool({ connectionString: t.db.url, max: 2 });
    api = new LedgerClient(t.app);
    club = await api.club('Sessions club');
    await api.club('Other club');
    whist = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(3), 'S');
    const started = await api.post(club.scorer, `/v1/sessions/${whist}/deals`, {
      dealer: deal.dealer,
      hands: deal.hands,
      trumpCard: deal.trumpCard,
    });
    expect(started.status).toBe(201);
    await api.plays(club.scorer, whist, 1, deal.plays.slice(0, 4));
    hearts = await api.session(club, 'hearts');
  });
  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  it("lists a club's sessions oldest first, by id or by name", async () => {
    const byId = await run('sessions', '--club', club.id);
    expect(byId.code).toBe(0);
    expect(byId.err).toBe(`club ${club.id} (Sessions club): 2 sessions\n`);
    const lines = byId.out.trimEnd().split('\n');
    expect(lines[0].split(/\s+/)).toEqual(['id', 'variant', 'status', 'deals', 'version', 'created']);
    expect(lines).toHaveLength(3);
    const [w, h] = lines.slice(1).map((l) => l.split(/\s+/));
    expect(w.slice(0, 5)).toEqual([whist, 'whist', 'playing', '1', '6']);
    expect(h.slice(0, 5)).toEqual([hearts, 'hearts', 'open', '0', '1']);
    expect(Date.parse(w[5])).toBeLessThanOrEqual(Date.parse(h[5]));
    await expect(run('sessions', '--club', 'Sessions club')).resolves.toEqual(byId);
  });

  it('prints JSON lines with --json', async () => {
    const r = await run('sessions', '--club=Sessions club', '--json');
    expect(r.code).toBe(0);
    const rows = r.out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((x) => [x.id, x.variant, x.deals, x.version])).toEqual([
      [whist, 'whist', 1, 6],
      [hearts, 'hearts', 0, 1],
    ]);
  });

  it('names the fix when the club is unknown or its name is shared', async () => {
    await expect(run('sessions', '--club', 'Nowhere')).resolves.toEqual({
      code: 1,
      out: '',
      err: 'ledger sessions: no club "Nowhere" in this database; `ledger clubs` lists them\n',
    });
    await api.club('Other club');
    const twice = await run('sessions', '--club', 'Other club');
    expect(twice.code).toBe(1);
    expect(twice.err).toMatch(
      /^ledger sessions: 2 clubs are named "Other club" \(.+\): give the id with --club <clubId>\n$/,
    );
  });

  it('lists the clubs with their number of sessions', async () => {
    const r = await run('clubs');
    expect(r.code).toBe(0);
    const rows = r.out.trimEnd().split('\n').slice(1);
    expect(rows[0]).toMatch(new RegExp(`^${club.id}  Sessions club  2 `));
    expect(rows.filter((l) => / Other club /.test(l))).toHaveLength(2);
  });

  it('export names the fix for a session that is not there', async () => {
    const r = await run('export', '00000000-0000-4000-8000-000000000000');
    expect(r.code).toBe(1);
    expect(r.err).toContain('`ledger sessions --club <club>` lists');
  });
});
