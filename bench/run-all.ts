/**
 * `npm run bench`: every benchmark, one child process each, one after the other, against one
 * PostgreSQL server (TEST_DATABASE_URL / DATABASE_URL / postgres://postgres@127.0.0.1:5432/postgres;
 * each benchmark creates and drops databases of its own there). Prints the machine and the server,
 * each benchmark's own output, a summary table of the headline figures against their targets, and
 * then every `BENCH` line. Sizes of the default run keep it within about 5 minutes; override any with
 * the variables listed in BENCHES (e.g. `BENCH_REPLAY_SIZES=100000,1000000 npm run bench`), or run
 * only some with `BENCH_ONLY=append,replay`. Exit code 1 if a benchmark failed (not for a missed target).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { adminUrl } from '../test/support/test-database';
import { targetVerdict } from './support/summary-targets';

interface Bench {
  name: string;
  script: string;
  /** Child environment: defaults of the short run, each overridable by the named variable. */
  env: Record<string, [override: string, fallback: string]>;
}

const BENCHES: Bench[] = [
  { name: 'laws', script: 'laws.ts', env: { BENCH_DEALS: ['BENCH_LAWS_DEALS', '1500'] } },
  {
    name: 'append',
    script: 'event-store-append.ts',
    env: {
      BENCH_ROUNDS: ['BENCH_APPEND_ROUNDS', '15'],
      BENCH_DEALS: ['BENCH_APPEND_DEALS', '40'],
      BENCH_SINGLE_DEALS: ['BENCH_APPEND_SINGLE_DEALS', '10'],
    },
  },
  {
    name: 'commands',
    script: 'command-handling.ts',
    env: { BENCH_ROUNDS: ['BENCH_COMMANDS_ROUNDS', '6'], BENCH_SESSIONS: ['BENCH_COMMANDS_SESSIONS', '2'] },
  },
  {
    name: 'replay',
    script: 'replay.ts',
    env: {
      BENCH_REPLAY_SIZES: ['BENCH_REPLAY_SIZES', '100000,300000,1000000'],
      BENCH_ROUNDS: ['BENCH_REPLAY_ROUNDS', '3'],
      BENCH_REPLAY_LEGACY: ['BENCH_REPLAY_LEGACY', 'first'],
    },
  },
  {
    name: 'long-session',
    script: 'long-session.ts',
    env: { BENCH_EVENTS: ['BENCH_LONG_EVENTS', '5000'], BENCH_ROUNDS: ['BENCH_LONG_ROUNDS', '15'] },
  },
  {
    name: 'play-cost',
    script: 'play-cost.ts',
    env: { BENCH_ROUNDS: ['BENCH_PLAY_COST_ROUNDS', '2'], BENCH_MEASURED: ['BENCH_PLAY_COST_MEASURED', '4'] },
  },
  {
    name: 'log-sequencer',
    script: 'log-sequencer.ts',
    env: { BENCH_SECONDS: ['BENCH_LOG_SEQUENCER_SECONDS', '10'], BENCH_RATE: ['BENCH_LOG_SEQUENCER_RATE', '2000'] },
  },
  {
    name: 'log-proof',
    script: 'log-proof.ts',
    env: { BENCH_LEAVES: ['BENCH_LOG_PROOF_LEAVES', '1000000'], BENCH_ROUNDS: ['BENCH_LOG_PROOF_ROUNDS', '400'] },
  },

  {
    name: 'http',
    script: 'http.ts',
    env: { BENCH_SECONDS: ['BENCH_HTTP_SECONDS', '8'], BENCH_ROUNDS: ['BENCH_HTTP_ROUNDS', '2'] },
  },
];

interface Line {
  bench: string;
  name: string;
  value: number;
  text: string;
  unit: string;
  raw: string;
}

function childEnv(b: Bench): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [k, [override, fallback]] of Object.entries(b.env)) env[k] = process.env[override] ?? fallback;
  return env;
}

function run(b: Bench): Promise<{ lines: Line[]; code: number; seconds: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, b.script)], {
    cwd: path.resolve(__dirname, '..'),
    env: childEnv(b),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Line[] = [];
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop()!;
    for (const p of parts) {
      const m = /^BENCH (\S+) (\S+)(?: (.*))?$/.exec(p.trim());
      if (m)
        lines.push({ bench: b.name, name: m[1], value: Number(m[2]), text: m[2], unit: m[3] ?? '', raw: p.trim() });
    }
  });
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ lines, code: code ?? 1, seconds: (Date.now() - started) / 1000 })),
  );
}

async function server(): Promise<string> {
  const c = new Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    const q = async (sql: string) => String(Object.values((await c.query(sql)).rows[0])[0]);
    return `${(await q('SHOW server_version')).split(' ')[0]}, fsync ${await q('SHOW fsync')}, synchronous_commit ${await q('SHOW synchronous_commit')}, shared_buffers ${await q('SHOW shared_buffers')}`;
  } finally {
    await c.end();
  }
}

function summary(lines: Line[], runs: { name: string; code: number; seconds: number }[]): void {
  const figures = new Map(lines.map((l) => [l.name, l.value]));
  const rows = lines.map((l) => [
    l.bench,
    l.name,
    l.text,
    l.unit,
    targetVerdict(l.name, l.value, (n) => figures.get(n)),
  ]);
  const head = ['bench', 'figure', 'value', 'unit', 'target'];
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (r: string[]) =>
    r
      .map((c, i) => (i === 2 ? c.padStart(w[i]) : c.padEnd(w[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n=== summary\n${fmt(head)}\n${w.map((n) => '-'.repeat(n)).join('  ')}`);
  for (const r of rows) console.log(fmt(r));
  const missed = rows.filter((r) => r[4].includes('MISSED'));
  console.log(
    `\ntargets: ${rows.filter((r) => r[4].endsWith(' met')).length} met, ${missed.length} missed, ${missed.filter((r) => !r[4].includes('; limit: ')).length} of them not explained by a limit measured in the run`,
  );
  console.log(
    `\nruns: ${runs.map((r) => `${r.name} ${r.seconds.toFixed(0)} s${r.code ? ` (FAILED, exit ${r.code})` : ''}`).join(', ')}`,
  );
  console.log('');
  for (const l of lines) console.log(l.raw);
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  const chosen = BENCHES.filter((b) => !only || only.includes(b.name));
  const cpu = os.cpus();
  console.log(
    `machine: ${cpu.length} x ${cpu[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, ${os.type()} ${os.release()}, node ${process.version}, load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  console.log(`server: ${new URL(adminUrl()).host}, PostgreSQL ${await server()}`);
  const lines: Line[] = [];
  const runs: { name: string; code: number; seconds: number }[] = [];
  for (const b of chosen) {
    console.log(
      `\n=== ${b.name}: bench/${b.script} ${Object.keys(b.env)
        .map((k) => `${k}=${childEnv(b)[k]}`)
        .join(' ')}`,
    );
    const r = await run(b);
    lines.push(...r.lines);
    runs.push({ name: b.name, code: r.code, seconds: r.seconds });
  }
  summary(lines, runs);
  if (runs.some((r) => r.code !== 0)) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
