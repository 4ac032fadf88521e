import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { ReadRouter } from '../apps/ledger-api/src/replica/read-router';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

/** Whether `p` settles within `ms` (the timer cleared either way). */
async function settledWithin<T>(p: Promise<T>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms)));
  try {
    return await Promise.race([p.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `DATABASE_READ_POOL_SIZE` (issue 18.6, ADR 0031): the read side on the primary gets a pool of its own, so a flood
 * of reads cannot hold the connections a scorer's write needs, and the reads wait for their own pool only.
 */
describe('a read pool of its own beside the write pool (issue 18.6)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let writes: Pool;
  let reads: Pool;

  beforeAll(async () => {
    t = await startTestApp('e2e_read_pool', { DATABASE_POOL_SIZE: '3', DATABASE_READ_POOL_SIZE: '2' });
    api = new LedgerClient(t.app);
    club = await api.club('Read pool club');
    writes = (t.app.get(DataSource).driver as unknown as { master: Pool }).master;
    reads = t.app.get(ReadRouter).primary.pool;
  });
  afterAll(() => t?.close());

  it('is another pool, of the size configured', () => {
    expect(reads).not.toBe(writes);
    expect(reads.options.max).toBe(2);
    expect(writes.options.max).toBe(3);
  });

  it('writes go on while every read connection is held; reads wait for their own pool', async () => {
    const session = await api.session(club, 'whist');
    const held = await Promise.all([reads.connect(), reads.connect()]);
    let released = false;
    try {
      // A write (a new session, through the event store) answers with every read connection taken.
      expect(await settledWithin(api.session(club, 'whist'), 5_000)).toBe(true);
      // A read of the events waits: it runs on the read pool, which is all held.
      const read = api.get(club.auditor, `/v1/sessions/${session}/events`);
      expect(await settledWithin(read, 500)).toBe(false);
      held.forEach((c) => c.release());
      released = true;
      expect((await read).status).toBe(200);
    } finally {
      if (!released) held.forEach((c) => c.release());
    }
  });
});
