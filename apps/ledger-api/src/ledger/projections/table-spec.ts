/** The SQL types projection columns use, each with the TypeScript type of the value a row gives for it. */
export interface SqlValueTypes {
  uuid: string;
  text: string;
  int: number;
  numeric: number;
  jsonb: object;
  json: object;
}

/** A column's SQL type (as written in casts, `unnest` arrays and `jsonb_to_recordset` definitions). */
export type SqlType = keyof SqlValueTypes;

/** True for a JSON column (`jsonb`, or `json` stored as its text): sent and copied as its JSON text. */
export function isJsonType(t: SqlType): t is 'jsonb' | 'json' {
  return t === 'jsonb' || t === 'json';
}

/** The row fields every projection row takes from its stream, not from the row: the club and the session. */
export type StreamField = 'clubId' | 'sessionId';

/**
 * One column of a projection table: its SQL name and type, the field of a row that yields its value
 * (`clubId` / `sessionId`: the stream's, shared by all the rows of one session), and whether it is part
 * of the primary key (the ON CONFLICT target; every other column is updated by an upsert).
 */
export interface ColumnSpec<F extends string = string, T extends SqlType = SqlType> {
  readonly name: string;
  readonly type: T;
  readonly field: F;
  readonly key?: true;
}

/**
 * A projection table: its name, its columns in the table's order, and whether a session has one row
 * of it (scalar parameters) or many (array parameters, `unnest`). The SQL text, the parameter arrays,
 * the rebuild's COPY statements and rows and the row type are all generated from it (projection-sql.ts,
 * projection-copy.ts, RowOf); `projection-tables.int-spec.ts` holds it against the migrated schema.
 */
export interface TableSpec<C extends readonly ColumnSpec[] = readonly ColumnSpec[], R extends RowCount = RowCount> {
  readonly name: string;
  readonly rows: R;
  readonly columns: C;
}

/** How many rows of a table one session has. */
export type RowCount = 'one' | 'many';

/** Declares a table spec, keeping its literal field names, types and row count for RowOf and ProjectionRows. */
export function defineTable<const C extends readonly ColumnSpec[], const R extends RowCount>(
  spec: TableSpec<C, R>,
): TableSpec<C, R> {
  return spec;
}

/** The TypeScript row of a table: one property per column that is not the stream's, typed by its SQL type. */
export type RowOf<S extends TableSpec> = {
  [C in S['columns'][number] as C['field'] extends StreamField ? never : C['field']]: SqlValueTypes[C['type']];
};

/** The columns whose values come from the rows (not the stream's club and session). */
export function rowColumns(t: TableSpec): readonly ColumnSpec[] {
  return t.columns.filter((c) => !isStreamField(c.field));
}

/** True for `clubId` and `sessionId`, the fields a row takes from its stream. */
export function isStreamField(field: string): field is StreamField {
  return field === 'clubId' || field === 'sessionId';
}
