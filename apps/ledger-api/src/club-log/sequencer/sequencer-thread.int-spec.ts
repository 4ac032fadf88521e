import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSignerKey, openNote, parseCheckpoint, verifierFromKey } from '@ledger/club-log';
import {
  cardEvents,
  openStoreFixture,
  StoreFixture,
  streamId,
} from '../../../../../libs/event-store/src/testing/store-fixture';
import { eventually, leavesOf, referenceRoot } from '../testing/log-fixture';
import { LogSequencer } from './log-sequencer';
import { SequencerThread } from './sequencer-thread';

describe('the club log sequencer on a thread of its own (ADR 0010 revision)', () => {
  let fx: StoreFixture;
  let dir: string;
  const key = generateSignerKey('thread.test.local');
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    fx = await openStoreFixture('sequencer_thread', 6);
    dir = mkdtempSync(join(tmpdir(), 'sequencer-thread-'));
    writeFileSync(join(dir, 'key'), `${key.skey}\n`, { mode: 0o600 });
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await fx.close();
  });

  it('sequences, signs with the key it reads from its file, reports its steps and its lead, and frees the lock on stop', async () => {
    const club = randomUUID();
    let reported = 0;
    const thread = new SequencerThread(
      {
        connectionString: fx.db.url,
        appRole: 'ledger_app',
        keyFile: join(dir, 'key'),
        originPrefix: 'thread.test.local',
        intervalMs: 200,
        idlePollMs: 20,
      },
      { onBatch: (n) => (reported += n) },
    );
    stops.push(() => thread.stop());
    thread.start();
    for (let i = 0; i < 4; i++) await fx.store.append(streamId('t'), 0, cardEvents(5), { clubId: club });
    thread.wake();
    await eventually(async () => (reported >= 20 ? true : undefined), 15_000, '20 leaves reported');
    expect(thread.isLeader).toBe(true);
    const leaves = await leavesOf(fx.pool, club);
    expect(leaves.map((l) => l.leaf)).toEqual([...Array(20).keys()]);
    const note = await eventually(async () => {
      const r = await fx.pool.query<{ note: string }>(
        'SELECT note FROM log_checkpoints WHERE club_id = $1 AND size = 20',
        [club],
      );
      return r.rows[0]?.note;
    });
    const body = parseCheckpoint(openNote(note, verifierFromKey(key.vkey)));
    expect(body.origin).toBe(`thread.test.local/clubs/${club}`);
    expect(Buffer.from(body.root).equals(Buffer.from(referenceRoot(leaves)))).toBe(true);

    await thread.stop();
    expect(thread.isLeader).toBe(false);
    const next = new LogSequencer({ connectionString: fx.db.url, idlePollMs: 20, standbyPollMs: 50 });
    stops.push(() => next.stop());
    next.start();
    await eventually(async () => (next.isLeader ? true : undefined), 10_000, 'the lock taken over');
  });

  it('is woken by commits while it waits, without polling (issue 21.1)', async () => {
    const club = randomUUID();
    let reported = 0;
    // No signer, and an idle poll far longer than the test: only a wake-up makes it step again.
    const thread = new SequencerThread(
      { connectionString: fx.db.url, appRole: 'ledger_app', idlePollMs: 600_000 },
      { onBatch: (n) => (reported += n) },
    );
    stops.push(() => thread.stop());
    thread.start();
    await eventually(async () => (thread.isLeader ? true : undefined), 10_000, 'the lock taken');
    for (const [round, count] of [
      [1, 3],
      [2, 2],
    ]) {
      await new Promise((r) => setTimeout(r, 300)); // it found nothing new: it waits
      const before = reported;
      await fx.store.append(streamId('w'), 0, cardEvents(count), { clubId: club });
      // Each call counts as a commit: a step may hold back events while another suite's transaction is open
      // anywhere on the server (the log never skips a late commit), and a later commit's wake-up takes them.
      await eventually(
        async () => {
          thread.wake();
          return reported >= before + count ? true : undefined;
        },
        10_000,
        `round ${round}: leaves after wake-ups`,
      );
    }
    expect((await leavesOf(fx.pool, club)).map((l) => l.leaf)).toEqual([...Array(5).keys()]);
  });

  it('waits its gap between steps when woken, and not when flushed (ADR 0010, stop 27)', async () => {
    const club = randomUUID();
    let reported = 0;
    // A gap far longer than the test: after its first step, a wake-up alone leaves the next step 10 minutes away.
    const thread = new SequencerThread(
      {
        connectionString: fx.db.url,
        appRole: 'ledger_app',
        idlePollMs: 600_000,
        minStepGapMs: 600_000,
        maxStepGapMs: 600_000,
      },
      { onBatch: (n) => (reported += n) },
    );
    stops.push(() => thread.stop());
    thread.start();
    await eventually(async () => (thread.isLeader ? true : undefined), 10_000, 'the lock taken');
    await fx.store.append(streamId('g'), 0, cardEvents(2), { clubId: club });
    await eventually(
      async () => {
        thread.flush(); // a step may hold back events while another suite's transaction is open: flush again
        return reported >= 2 ? true : undefined;
      },
      10_000,
      'the first leaves after a flush',
    );
    // A flush of that loop that came during a step let the next step run at once: it finds nothing, and then
    // the thread waits (idle, or in its gap) with no flush left.
    await new Promise((r) => setTimeout(r, 300));
    const before = reported;
    await fx.store.append(streamId('g2'), 0, cardEvents(3), { clubId: club });
    for (let i = 0; i < 5; i++) {
      thread.wake();
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(reported).toBe(before); // woken, but inside its gap
    await eventually(
      async () => {
        thread.flush();
        return reported >= before + 3 ? true : undefined;
      },
      10_000,
      'the next leaves after a flush',
    );
    expect((await leavesOf(fx.pool, club)).map((l) => l.leaf)).toEqual([...Array(5).keys()]);
  });

  it('starts a thread that failed again, saying so each time', async () => {
    const exits: (Error | undefined)[] = [];
    const thread = new SequencerThread(
      { connectionString: fx.db.url, keyFile: join(dir, 'no-such-key'), originPrefix: 'x' },
      { onThreadExit: (e) => exits.push(e), restartMs: 50 },
    );
    stops.push(() => thread.stop());
    thread.start();
    await eventually(async () => (exits.length >= 2 ? true : undefined), 20_000, 'two restarts');
    expect(exits[0]?.message).toMatch(/no-such-key/);
    expect(thread.isLeader).toBe(false);
  });
});
