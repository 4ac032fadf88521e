#!/usr/bin/env node
import 'reflect-metadata';
import { EventStore } from '@ledger/event-store';
import { Pool } from 'pg';
import { AUDIT_USAGE, runAuditCommand } from './cli/audit-command';
import { progressBar } from './cli/progress-bar';
import { runExport, runImport, SESSION_USAGE } from './cli/session-commands';
import { readConfig } from './config/ledger-config';
import { resolveDatabase } from './database/resolve-database';
import { rebuildProjections } from './ledger/projections/rebuild-projections';

const USAGE = `usage: ledger <command>
  rebuild-projections   truncate every projection and rebuild it from the events
  verify                check every session's hash chain
${SESSION_USAGE}
${AUDIT_USAGE}`;

async function withPool<T>(fn: (pool: Pool) => Promise<T>): Promise<T> {
  const db = await resolveDatabase(readConfig());
  const pool = new Pool({ connectionString: db.url, max: 4 });
  try {
    return await fn(pool);
  } finally {
    await pool.end();
    await db.stop();
  }
}

async function verifyAll(pool: Pool): Promise<number> {
  const store = new EventStore(pool);
  const streams = (
    await pool.query<{ club_id: string; stream_id: string }>(
      'SELECT DISTINCT club_id, stream_id FROM events ORDER BY 1, 2',
    )
  ).rows;
  const bar = progressBar('verify');
  let bad = 0;
  for (const [i, s] of streams.entries()) {
    const r = await store.verify(s.stream_id, { clubId: s.club_id });
    if (!r.valid) {
      bad++;
      console.log(`BROKEN ${s.club_id}/${s.stream_id}: first bad version ${r.firstBadVersion}`);
    }
    bar(i + 1, streams.length);
  }
  console.log(`${streams.length - bad} of ${streams.length} sessions verify`);
  return bad;
}

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (command === 'rebuild-projections') {
    const bar = progressBar('rebuild');
    const started = Date.now();
    const done = await withPool((pool) =>
      rebuildProjections(pool, (p) => bar(p.streamsDone, p.streams, `${p.events} events`)),
    );
    const secs = (Date.now() - started) / 1000;
    console.log(`rebuilt ${done.streams} sessions from ${done.events} events in ${secs.toFixed(1)} s`);
    return 0;
  }
  if (command === 'audit') return runAuditCommand(argv.slice(1));
  if (command === 'export') return withPool((pool) => runExport(pool, argv.slice(1)));
  if (command === 'import') return withPool((pool) => runImport(pool, argv.slice(1)));
  if (command === 'verify') {
    const bad = await withPool(verifyAll);
    return bad === 0 ? 0 : 1;
  }
  console.error(USAGE);
  return command ? 2 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    console.error(`ledger: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
