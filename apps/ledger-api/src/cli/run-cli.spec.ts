import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CliCommand, CliIo, stringOpt } from './cli-command';
import { COMMANDS } from './commands';
import { runCli } from './run-cli';

jest.setTimeout(60_000);

/** Runs the CLI in-process; any database access fails the test (help and usage errors must not open one). */
async function run(...argv: string[]): Promise<{ code: number; out: string; err: string; opened: boolean }> {
  let out = '';
  let err = '';
  let opened = false;
  const io: CliIo = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    withPool: () => {
      opened = true;
      return Promise.reject(new Error('the database was opened'));
    },
  };
  const code = await runCli(argv, COMMANDS, io);
  return { code, out, err, opened };
}

describe('ledger: help and mistakes in the call (issue 15)', () => {
  it.each(['', '--help', '-h', 'help'])('`ledger %s` prints every command on stdout, exit 0', async (a) => {
    const r = await run(...(a ? [a] : []));
    expect(r).toMatchObject({ code: 0, err: '', opened: false });
    expect(r.out).toMatch(/^usage: ledger <command>/);
    for (const c of COMMANDS) expect(r.out).toContain(`  ${c.name} `);
  });

  it.each(COMMANDS.map((c) => [c.name]))(
    '`ledger %s --help` and `-h` and `ledger help %s` print its help',
    async (name) => {
      const c = COMMANDS.find((x) => x.name === name)!;
      for (const argv of [
        [name, '--help'],
        [name, '-h'],
        ['help', name],
        [name, '--out', 'x', '--help'],
      ]) {
        const r = await run(...argv);
        expect(r).toMatchObject({ code: 0, err: '', opened: false });
        expect(r.out).toContain(`usage: ${c.usage[0]}`);
        expect(r.out).toContain(c.details.split('\n')[0]);
      }
    },
  );

  it('names the fix for an unknown command or option, on stderr with exit 2', async () => {
    await expect(run('exprot')).resolves.toEqual({
      code: 2,
      out: '',
      err: 'ledger: unknown command "exprot"; `ledger --help` lists the commands\n',
      opened: false,
    });
    await expect(run('--version')).resolves.toMatchObject({ code: 2, out: '', opened: false });
    expect((await run('--version')).err).toContain('unknown option --version; give a command first');
    await expect(run('help', 'exprot')).resolves.toMatchObject({ code: 2, out: '' });
    await expect(run('export', '--foo', 'abc')).resolves.toEqual({
      code: 2,
      out: '',
      err: 'ledger export: unknown option --foo; see `ledger export --help`\n',
      opened: false,
    });
    expect((await run('export', '-x', 'abc')).err).toBe(
      'ledger export: unknown option -x; see `ledger export --help`\n',
    );
  });

  it('names what is missing from a call, exit 2, before opening the database', async () => {
    const cases: [string[], string][] = [
      [['export'], 'ledger export: needs a <sessionId>; see `ledger export --help`\n'],
      [['export', 'a', 'b'], 'ledger export: takes one <sessionId> only; see `ledger export --help`\n'],
      [['export', '--out'], 'ledger export: --out needs a value; see `ledger export --help`\n'],
      [['import'], 'ledger import: needs a <file> (or - for stdin); see `ledger import --help`\n'],
      [['sessions'], 'ledger sessions: needs --club <clubId|name>; see `ledger sessions --help`\n'],
      [['verify', 'extra'], 'ledger verify: unexpected argument extra; see `ledger verify --help`\n'],
      [['clubs', 'x'], 'ledger clubs: unexpected argument x; see `ledger clubs --help`\n'],
    ];
    for (const [argv, err] of cases)
      await expect(run(...argv)).resolves.toEqual({ code: 2, out: '', err, opened: false });
  });

  it('reports a failing command on stderr with exit 1', async () => {
    await expect(run('sessions', '--club', 'Portland')).resolves.toEqual({
      code: 1,
      out: '',
      err: 'ledger sessions: the database was opened\n',
      opened: true,
    });
  });

  it('parses --name=value, a lone - and everything after --', async () => {
    let seen: unknown;
    const probe: CliCommand = {
      name: 'probe',
      summary: 'probe',
      usage: ['ledger probe'],
      details: '',
      flags: ['pbn'],
      valued: ['out'],
      run: (args) => {
        seen = { out: stringOpt(args, 'out'), pbn: args.opts.pbn, rest: args.rest };
        return Promise.resolve(0);
      },
    };
    const io: CliIo = { out: () => {}, err: () => {}, withPool: () => Promise.reject(new Error('no')) };
    await expect(runCli(['probe', '--out=f.txt', '-', '--pbn', '--', '--x'], [probe], io)).resolves.toBe(0);
    expect(seen).toEqual({ out: 'f.txt', pbn: true, rest: ['-', '--x'] });
  });

  // Three cold Node processes compiling the CLI with swc: minutes on a loaded two-core machine, not seconds.
  it('the real binary: help on stdout with exit 0, an unknown option on stderr with exit 2', async () => {
    const cli = path.resolve(__dirname, '../cli.ts');
    const node = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['-r', '@swc-node/register', cli, ...args], {
        cwd: path.resolve(__dirname, '../../../..'),
        env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      }).then(
        (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const [help, bad, down] = await Promise.all([node('export', '--help'), node('export', '--foo'), node('verify')]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('usage: ledger export');
    expect(help.stderr).toBe('');
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe('ledger export: unknown option --foo; see `ledger export --help`\n');
    expect(down.code).toBe(1);
    expect(down.stderr).toContain(
      'ledger verify: cannot open DATABASE_URL (postgres://nobody@127.0.0.1:1/none): check it',
    );
  }, 240_000);
});
