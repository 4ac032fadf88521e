import type { EventMetadata, NewEvent } from '@ledger/event-store';

/** The peer under test: Emmett's PostgreSQL event store (0.42), in a database of its own. */
export interface EmmettPeer {
  /** Appends the events at `expectedVersion` (0 for a new stream): Emmett's own optimistic check. */
  append(
    streamId: string,
    expectedVersion: number,
    events: readonly NewEvent[],
    metadata: EventMetadata,
  ): Promise<void>;
  /** The store itself (for catch-up reads). */
  store: unknown;
  close(): Promise<void>;
}

/** Opens Emmett's store on `url` (an ES module: loaded with a dynamic import) and creates its schema. */
export async function emmettPeer(url: string): Promise<EmmettPeer> {
  const { getPostgreSQLEventStore } = await import('@event-driven-io/emmett-postgresql');
  const store = getPostgreSQLEventStore(url);
  await store.schema.migrate();
  return {
    store,
    async append(streamId, expectedVersion, events, metadata) {
      const batch = events.map((e) => ({
        type: e.type,
        data: e.data as Record<string, unknown>,
        metadata: { ...metadata },
      }));
      const r = await store.appendToStream(streamId, batch, { expectedStreamVersion: BigInt(expectedVersion) });
      if (r.nextExpectedStreamVersion !== BigInt(expectedVersion + events.length))
        throw new Error(`emmett: ${streamId} at ${r.nextExpectedStreamVersion}`);
    },
    close: () => store.close(),
  };
}
