import type { EventBus } from '@nestjs/cqrs';
import { Client } from 'pg';
import type { QueryConfig } from 'pg';
import { Subject } from 'rxjs';
import type { DataSource } from 'typeorm';
import { openStoreFixture, StoreFixture } from '../../../../libs/event-store/src/testing/store-fixture';
import { GroupCommit } from '@ledger/event-store';
import { CommitNotifier } from './commit-notifier';
import type { GroupCommitConnection } from '../ledger/group-commit-connection';
import { LEDGER_EVENTS_CHANNEL } from './ledger-events-channel';
import { SessionEventsCommitted } from './session-events-committed.event';

const turn = () => new Promise<void>((r) => setImmediate(r));
const CLUB = '11111111-1111-4111-8111-111111111111';

describe('CommitNotifier (ADR 0021): one NOTIFY statement in flight, the notices queued meanwhile sent together', () => {
  let fx: StoreFixture;
  let listener: Client;
  const heard: string[] = [];
  beforeAll(async () => {
    fx = await openStoreFixture('commit_notifier', 2);
    listener = new Client({ connectionString: fx.db.url });
    await listener.connect();
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`LISTEN ${LEDGER_EVENTS_CHANNEL}`);
  });
  afterAll(async () => {
    await listener.end();
    await fx.close();
  });

  it('sends the first turn at once, then everything announced while that was in flight in one statement', async () => {
    const bus = new Subject<unknown>();
    // The real server, each statement late by 80 ms: a slow round trip (a DataSource's pg pool, as writePool reads it).
    const names: string[] = [];
    const master = {
      query: (config: QueryConfig) => {
        names.push(config.name ?? '');
        return new Promise((r) => setTimeout(r, 80)).then(() => fx.pool.query(config));
      },
    };
    const db = { driver: { master } };
    const notifier = new CommitNotifier(bus as unknown as EventBus, db as unknown as DataSource);
    notifier.onModuleInit();
    bus.next(new SessionEventsCommitted(CLUB, 's1', 3));
    bus.next(new SessionEventsCommitted(CLUB, 's1', 4)); // the same session: only its highest version
    bus.next(new SessionEventsCommitted(CLUB, 's2', 1, true)); // another process's write: not announced again
    await turn();
    await turn();
    for (let i = 1; i <= 5; i++) {
      bus.next(new SessionEventsCommitted(CLUB, `t${i}`, i));
      await turn();
    }
    await notifier.onApplicationShutdown();
    for (let i = 0; i < 50 && heard.length < 6; i++) await new Promise((r) => setTimeout(r, 20));
    expect(notifier.sent).toBe(2);
    expect(names).toEqual(['ledger_live_notify', 'ledger_live_notify']); // prepared once per connection
    expect(heard).toEqual([`${CLUB}:s1:4`, ...[1, 2, 3, 4, 5].map((i) => `${CLUB}:t${i}:${i}`)]);
  });

  it("with group commit, the statement rides with the group's next write: no query on the pool (stop 32)", async () => {
    heard.length = 0;
    const bus = new Subject<unknown>();
    const names: string[] = [];
    const master = {
      query: (config: QueryConfig) => {
        names.push(config.name ?? '');
        return fx.pool.query(config);
      },
    };
    const db = { driver: { master } };
    const group = new GroupCommit(() => new Client({ connectionString: fx.db.url, pipeline: true }), {
      stallMs: 60_000,
    });
    const notifier = new CommitNotifier(
      bus as unknown as EventBus,
      db as unknown as DataSource,
      {
        group,
      } as unknown as GroupCommitConnection,
    );
    notifier.onModuleInit();
    bus.next(new SessionEventsCommitted(CLUB, 'g1', 2));
    await turn();
    bus.next(new SessionEventsCommitted(CLUB, 'g2', 5));
    await notifier.onApplicationShutdown();
    for (let i = 0; i < 50 && heard.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual([`${CLUB}:g1:2`, `${CLUB}:g2:5`]);
    expect(notifier.sent).toBe(2);
    expect(names).toEqual([]);
    await group.close();
  });
});
