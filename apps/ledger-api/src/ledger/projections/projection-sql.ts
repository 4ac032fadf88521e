import { PROJECTION_TABLES, ProjectionRows } from './projection-tables';
import { ColumnSpec, isJsonType, isStreamField, rowColumns, TableSpec } from './table-spec';

/** The tables in upsert order, each with the ProjectionRows property that holds its rows. */
const TABLES = Object.entries(PROJECTION_TABLES) as [keyof ProjectionRows, TableSpec][];

/** `$1`, `$2`: the stream's club and session, shared by every table's rows. */
const STREAM_PARAM = { clubId: 1, sessionId: 2 } as const;

/** A parameter or record-set value's SQL: `$n::type` for scalars. */
const cast = (n: number, c: ColumnSpec) => `$${n}::${c.type}`;
const list = (t: TableSpec) => t.columns.map((c) => c.name).join(', ');
const keyList = (t: TableSpec) =>
  t.columns
    .filter((c) => c.key)
    .map((c) => c.name)
    .join(', ');
const updates = (t: TableSpec) =>
  t.columns
    .filter((c) => !c.key)
    .map((c) => `${c.name} = EXCLUDED.${c.name}`)
    .join(', ');
/**
 * An existing row is rewritten only when a column differs (issue 21.1): the score-sheet and ledger rows,
 * which carry no version, stay as they are through the plays of a deal. Rows with a version always differ.
 */
const changed = (t: TableSpec) => {
  const cols = t.columns.filter((c) => !c.key);
  const value = (c: ColumnSpec, of: string) => `${of}.${c.name}${c.type === 'json' ? '::text' : ''}`;
  return `(${cols.map((c) => value(c, t.name)).join(', ')}) IS DISTINCT FROM (${cols.map((c) => value(c, 'EXCLUDED')).join(', ')})`;
};

/**
 * One column of a table of many rows per session, zipped with the others by `ROWS FROM`: a jsonb column
 * comes as ONE JSON array of the rows' bodies (their JSON texts joined, nothing escaped), the others as
 * arrays. A `jsonb[]` parameter made pg escape every quote of every body into an array literal and the
 * server undo it (issue 21.1: about 2 % of a play's CPU).
 */
function columnSource(n: number, c: ColumnSpec): string {
  return isJsonType(c.type) ? `${c.type}_array_elements($${n}::${c.type})` : `unnest(${cast(n, c)}[])`;
}

/** The upsert of one table, its row parameters numbered from `first`; `when` goes after the row source. */
function upsertCte(t: TableSpec, first: number, when: string): string {
  const own = rowColumns(t);
  const param = new Map(own.map((c, i) => [c, first + i]));
  const streamValue = (c: ColumnSpec) => cast(STREAM_PARAM[c.field as keyof typeof STREAM_PARAM], c);
  let source: string;
  if (t.rows === 'one') {
    source = `SELECT ${t.columns.map((c) => (isStreamField(c.field) ? streamValue(c) : cast(param.get(c)!, c))).join(', ')}`;
  } else {
    const select = t.columns.map((c) => (isStreamField(c.field) ? streamValue(c) : `t.${c.name}`)).join(', ');
    const columns = own.map((c) => columnSource(param.get(c)!, c)).join(', ');
    source = `SELECT ${select} FROM ROWS FROM (${columns}) AS t(${own.map((c) => c.name).join(', ')})`;
  }
  return `w_${t.name} AS (INSERT INTO ${t.name} (${list(t)})
  ${source}${when ? ` ${when}` : ''}
  ON CONFLICT (${keyList(t)}) DO UPDATE SET ${updates(t)}
  WHERE ${changed(t)})`;
}

/**
 * Every projection upsert as data-modifying CTEs, generated from the table specs; none for the tables in
 * `keep` (see upsertValues). `when` is appended to each row source: the append's single statement passes
 * `WHERE EXISTS (SELECT 1 FROM ins)` so that nothing is written unless the events were; the rebuild's and
 * the import's statements pass nothing. Hence `INSERT … SELECT` (a VALUES list cannot carry a condition)
 * and explicit casts (a SELECT list does not take the target columns' types). Parameters: $1 club, $2
 * session, then each written table's row columns in table order (scalars for a table of one row per
 * session; for one of many, arrays, and one JSON array per jsonb column): upsertValues.
 */
export function upsertCtes(when: string, keep?: KeptRows): string {
  let next = 3;
  return TABLES.filter(([prop]) => !keep?.has(prop))
    .map(([, t]) => {
      const cte = upsertCte(t, next, when);
      next += rowColumns(t).length;
      return cte;
    })
    .join(',\n');
}

/**
 * A body's JSON text. No cache by object: the one body that stood unchanged from play to play, the score-sheet
 * between the ends of deals, is no longer sent then (the `_ks` statements), and every other body is a new
 * object at every write; a WeakMap entry per body only cost its insertion and the GC's ephemeron work.
 */
function jsonText(v: unknown): string {
  return JSON.stringify(v);
}

/** A row's value for a parameter: jsonb as its JSON text, the rest as they are. */
const paramValue = (c: ColumnSpec, row: object): unknown => {
  const v = (row as Record<string, unknown>)[c.field];
  return isJsonType(c.type) ? jsonText(v) : v;
};

/** A jsonb column of many rows as one JSON array text (columnSource). */
function jsonArray(c: ColumnSpec, rows: readonly object[]): string {
  let text = '[';
  for (let i = 0; i < rows.length; i++)
    text += (i ? ',' : '') + jsonText((rows[i] as Record<string, unknown>)[c.field]);
  return text + ']';
}

/** Each table's ProjectionRows property and its row columns, worked out once. */
const VALUE_PLAN = TABLES.map(([prop, t]) => ({ prop, many: t.rows === 'many', own: rowColumns(t) }));

/** The tables (ProjectionRows properties) whose rows a write may leave as they stand. */
export type KeptRows = ReadonlySet<keyof ProjectionRows>;

/**
 * The parameters of `upsertCtes(when, keep)` for one session's rows. A table named in `keep` has no parameter
 * and no upsert in that statement: for rows the caller knows to stand already as `rows` has them (the
 * score-sheet and the balances through a deal in play), so that PostgreSQL neither receives nor parses nor
 * looks up and compares them, nor opens and locks their tables for the statement (issue 21.1).
 */
export function upsertValues(clubId: string, sessionId: string, rows: ProjectionRows, keep?: KeptRows): unknown[] {
  const out: unknown[] = [clubId, sessionId];
  for (const { prop, many, own } of VALUE_PLAN) {
    if (keep?.has(prop)) continue;
    if (many) {
      const r = rows[prop] as readonly object[];
      for (const c of own) out.push(isJsonType(c.type) ? jsonArray(c, r) : r.map((x) => paramValue(c, x)));
    } else for (const c of own) out.push(paramValue(c, rows[prop]));
  }
  return out;
}
