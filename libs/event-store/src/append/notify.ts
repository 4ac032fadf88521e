/** A channel name the store will put into its statements: a lower-case SQL identifier. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** Channels by the index that names their statements (a prepared statement's name must stay short). */
const channels: string[] = [];

/** Throws unless `channel` is a plain lower-case identifier (it is written into the statement text). */
export function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new TypeError(`event store: notify channel must match ${CHANNEL}, got ${channel}`);
  return channel;
}

/** A short tag for statement names: the same channel always gets the same tag in this process. */
export function channelTag(channel: string): string {
  let i = channels.indexOf(channel);
  if (i < 0) i = channels.push(channel) - 1;
  return `_n${i}`;
}

/**
 * The CTE that sends `pg_notify(channel, '<clubId>:<streamId>:<last version>')` only when `ins`
 * inserted (one row from the aggregate, none when it is empty). PostgreSQL delivers it at commit, so
 * a listener never hears of an append that rolled back. `$1` is the club, `$2` the stream.
 */
export function notifyCte(channel: string): string {
  return `es_notify AS (SELECT pg_notify('${checkChannel(channel)}', $1::uuid::text || ':' || $2::text || ':' || max(version)::text) AS sent
  FROM ins HAVING count(*) > 0)`;
}

/** What a notification of an append says: the stream and the version the append left it at. */
export interface AppendNotice {
  clubId: string;
  streamId: string;
  version: number;
}

/** Parses a notification payload (`<clubId>:<streamId>:<version>`); `null` when it is not one. */
export function parseNotice(payload: string | undefined): AppendNotice | null {
  if (!payload) return null;
  const first = payload.indexOf(':');
  const last = payload.lastIndexOf(':');
  if (first <= 0 || last <= first + 1) return null;
  const version = Number(payload.slice(last + 1));
  if (!Number.isSafeInteger(version) || version < 1) return null;
  return { clubId: payload.slice(0, first), streamId: payload.slice(first + 1, last), version };
}
