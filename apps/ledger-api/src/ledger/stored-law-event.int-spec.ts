import { Pool } from 'pg';
import { EventStore, storedKeyOrder } from '@ledger/event-store';
import { fold, initialState, LawEvent } from '@ledger/laws';
import { templates } from '../../../../bench/support/sessions';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { projectionRows } from './projections/projection-rows';
import { asStoredLawEvent, toLawEvent, toNewEvent } from './stored-law-event';

const CLUB = '00000000-0000-4000-8000-00000000057e';

/** The bodies of every projection row of `events`' session, as the text the `json` columns store. */
function bodies(events: readonly LawEvent[]): string[] {
  const rows = projectionRows('s', fold(events, initialState), 'all');
  return [rows.session.body, ...rows.deals.map((d) => d.body), rows.scoresheet.body].map((b) => JSON.stringify(b));
}

describe('events folded as the store gives them back (the json view bodies, migration 1764400021000)', () => {
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await createTestDatabase('stored_law_event');
    pool = new Pool({ connectionString: db.url, max: 2 });
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it("storedKeyOrder gives the key order of PostgreSQL's own jsonb output", async () => {
    const value = {
      trumpSuit: 'H',
      seat: 'N',
      contract: { partner: 'S', call: 'declare', noTrumps: false, caller: 'N', doublings: 0, dummy: 'S' },
      hands: { W: ['AS'], S: [], N: ['2C', 'KD'], E: [] },
      calls: [{ trumpSuit: 'H', call: 'declare', seat: 'N' }],
      at: '2026-12-03T12:00:00.000Z',
    };
    const { rows } = await pool.query<{ v: unknown }>('SELECT $1::jsonb AS v', [JSON.stringify(value)]);
    expect(JSON.stringify(storedKeyOrder(value))).toBe(JSON.stringify(rows[0].v));
    expect(JSON.stringify(value)).not.toBe(JSON.stringify(rows[0].v)); // the case is one where order differs
  });

  it.each(templates(2, 11).map((events) => [fold(events, initialState).variant, events] as const))(
    '%s: views written live are, byte for byte, those a read of the stored events folds',
    async (variant, decided) => {
      const store = new EventStore(pool);
      const live = decided.map(asStoredLawEvent);
      await store.append(`live-${variant}`, 0, live.map(toNewEvent), { clubId: CLUB, metadata: {} });
      const stored = (await store.readStream(`live-${variant}`, { clubId: CLUB })).map(toLawEvent);
      expect(stored).toHaveLength(decided.length);
      expect(bodies(live)).toEqual(bodies(stored));
    },
  );

  it('the views of the events as decided are not always that text (why the write path reorders them)', async () => {
    const differ: string[] = [];
    for (const decided of templates(2, 11)) {
      const stored = decided.map(asStoredLawEvent);
      if (bodies(decided).join() !== bodies(stored).join()) differ.push(fold(decided, initialState).variant);
    }
    expect(differ).toEqual(expect.arrayContaining(['bridge-1904', 'solo-whist']));
  });
});
