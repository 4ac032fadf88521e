import { Queryable } from '../db';
import { StoredEvent } from '../types';
import { InlineProjection, PlannedAppend } from './append-types';
import {
  AT_EXPECTED,
  COLUMNS,
  eventValues,
  mapUniqueViolation,
  Returned,
  RowShape,
  rowShape,
  selectRows,
  storedRows,
} from './insert-events';
import { channelTag, notifyCte } from './notify';
import { PreparedRow } from './prepare-rows';

/** Parameters of the events INSERT ($1…$11), then of the key ($12…$14). */
const EVENT_PARAMS = 11;
const KEY_PARAMS = 3;

const ins = (shape: RowShape) => `ins AS (INSERT INTO events (${COLUMNS}) ${selectRows(shape)}
  WHERE ${AT_EXPECTED} RETURNING version, position, tx_id)`;
/**
 * The key and the stored outcome, written only if the events were (one row from the aggregate over
 * `ins`, none when it is empty). No ON CONFLICT: a key already taken is a 23505 on
 * `idempotency_keys_pkey` that undoes the whole statement; a concurrent holder of the key makes this
 * wait until it commits (then 23505) or rolls back (then this goes ahead). The positions come from `ins`.
 */
const KEY = `es_key AS (INSERT INTO idempotency_keys (club_id, key, stream_id, request_hash, result)
  SELECT $1::uuid, $12::text, $2::text, $13::text,
    jsonb_set($14::jsonb, '{summary}', ($14::jsonb -> 'summary')
      || jsonb_build_object('firstPosition', min(position), 'lastPosition', max(position)))
  FROM ins HAVING count(*) > 0)`;

/** The shape's part of a statement name. */
const SHAPE_TAG: Record<RowShape, string> = { one: '1', shared: 'm', each: 'n' };

/** Statement texts by name, built once; and the `ctes` text each projection name was first seen with. */
const texts = new Map<string, string>();
const projectionTexts = new Map<string, string>();
const PROJECTION_NAME = /^[A-Za-z0-9_]{1,32}$/;

/**
 * The prepared statement for this shape of append: one event or several, with a key or not, with a
 * projection or not. Without key and projection it is the bare events INSERT; otherwise the INSERT is
 * the CTE `ins` and the key and the projection follow it, writing only if it inserted.
 */
function statement(
  shape: RowShape,
  keyed: boolean,
  projection?: InlineProjection,
  notify?: string,
): { name: string; text: string } {
  if (projection) checkProjection(projection);
  const name = `es_append1_${SHAPE_TAG[shape]}${keyed ? '_k' : ''}${notify ? channelTag(notify) : ''}${projection ? `_p_${projection.name}` : ''}`;
  let text = texts.get(name);
  if (text === undefined) {
    if (!keyed && !projection && !notify) {
      text = `INSERT INTO events (${COLUMNS}) ${selectRows(shape)}\n  WHERE ${AT_EXPECTED} RETURNING version, position, tx_id`;
    } else {
      const ctes = [ins(shape)];
      if (keyed) ctes.push(KEY);
      if (projection) ctes.push(renumber(projection.ctes, EVENT_PARAMS + (keyed ? KEY_PARAMS : 0)));
      if (notify) ctes.push(notifyCte(notify));
      // A SELECT CTE runs only when read: the join makes the notification part of the statement.
      const from = notify ? 'ins CROSS JOIN es_notify' : 'ins';
      text = `WITH ${ctes.join(',\n')}\nSELECT version, position, tx_id FROM ${from}`;
    }
    texts.set(name, text);
  }
  return { name, text };
}

function checkProjection(p: InlineProjection): void {
  const seen = projectionTexts.get(p.name);
  if (seen === p.ctes) return;
  if (!PROJECTION_NAME.test(p.name))
    throw new TypeError(`append: inline projection name must match ${PROJECTION_NAME}, got ${p.name}`);
  if (seen !== undefined) throw new TypeError(`append: inline projection ${p.name} was given with another text`);
  projectionTexts.set(p.name, p.ctes);
}

/** `$n` → `$(n + offset)`: the projection's own parameters after the store's. */
function renumber(sql: string, offset: number): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
}

/** The outcome stored with the key: the summary (positions filled in by the statement) and the caller's result. */
export function outcomeJson(planned: PlannedAppend, result: unknown): string {
  return JSON.stringify({ summary: planned, result });
}

/**
 * The whole append as ONE statement (autocommit, atomic on its own): the events INSERT with the
 * expected-version guard, then — only if it inserted — the key with its stored outcome and the
 * projection's upserts. `null` when the guard let nothing in (then nothing at all was written);
 * ConcurrencyError on 23505 `events_pkey`; other errors (e.g. 23505 on the key) as they are.
 */
export async function insertSingle(
  db: Queryable,
  rows: readonly PreparedRow[],
  expectedVersion: number,
  extra: {
    key?: { key: string; requestHash: string };
    outcome?: string;
    projection?: InlineProjection;
    /** Channel to `pg_notify` with `<clubId>:<streamId>:<version>` when the events are inserted. */
    notify?: string;
  } = {},
): Promise<StoredEvent[] | null> {
  const { key, projection, notify } = extra;
  const shape = rowShape(rows);
  const values = eventValues(rows, expectedVersion, shape);
  if (key) values.push(key.key, key.requestHash, extra.outcome);
  if (projection) values.push(...projection.values);
  const config = { ...statement(shape, key !== undefined, projection, notify), values };
  let result;
  try {
    result = await db.query<Returned>(config);
  } catch (e) {
    throw mapUniqueViolation(e, rows[0], expectedVersion);
  }
  return storedRows(rows, result);
}
