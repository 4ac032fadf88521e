import type { Copy } from './copy-in';
import { PROJECTION_TABLES, ProjectionRows } from './projection-tables';
import { ColumnSpec, isJsonType, isStreamField, rowColumns, TableSpec } from './table-spec';

/** A backslash, newline, carriage return or tab: the characters COPY's text format escapes in a value. */
const SPECIAL = /[\\\n\r\t]/;
const SPECIALS = /[\\\n\r\t]/g;
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A value's text in COPY's text format: special characters escaped (JSON text keeps only its backslashes to double). */
export function copyText(s: string): string {
  return SPECIAL.test(s) ? s.replace(SPECIALS, (c) => ESCAPED[c]) : s;
}

/**
 * A column value in COPY's text format: jsonb as its JSON text (the server parses it exactly as a
 * jsonb parameter's text), numbers as `String` gives them (what pg sends for a number parameter), text
 * as it is; each escaped; `\N` for null or undefined (every projection column is NOT NULL: refused).
 */
export function copyValue(c: ColumnSpec, v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (isJsonType(c.type)) return copyText(JSON.stringify(v));
  return typeof v === 'number' ? String(v) : copyText(v as string);
}

/** A growing byte buffer, outside the JS heap: one write per row, no string ropes for the collector to copy. */
class CopyBuffer {
  private buf = Buffer.allocUnsafe(1 << 16);
  at = 0;

  /** Appends a row's text. */
  write(text: string): void {
    const need = this.at + 3 * text.length; // UTF-8 takes at most 3 bytes per UTF-16 unit
    if (need > this.buf.length) {
      const next = Buffer.allocUnsafe(Math.max(need, 2 * this.buf.length));
      this.buf.copy(next, 0, 0, this.at);
      this.buf = next;
    }
    this.at += this.buf.write(text, this.at, 'utf8');
  }

  /** The bytes written (a view of the buffer, not a copy). */
  bytes(): Buffer {
    return this.buf.subarray(0, this.at);
  }
}

/** One table's rows in COPY order: the stream's columns first (club, session), then the row's own. */
interface TableCopy {
  prop: keyof ProjectionRows;
  many: boolean;
  own: readonly ColumnSpec[];
  /** The stream's columns as they stand in the COPY column list (club before session). */
  stream: readonly ColumnSpec[];
  rows: CopyBuffer;
}

/** The COPY column order of a table: the stream's columns (club, then session), then the row's own in the table's order. */
function copyColumns(t: TableSpec): ColumnSpec[] {
  return [...t.columns.filter((c) => isStreamField(c.field)), ...rowColumns(t)];
}

/** `COPY table (columns) FROM STDIN` of each table, in PROJECTION_TABLES order (the rebuild's writes; text format). */
export const COPY_STATEMENTS: readonly string[] = Object.values(PROJECTION_TABLES).map(
  (t: TableSpec) =>
    `COPY ${t.name} (${copyColumns(t)
      .map((c) => c.name)
      .join(', ')}) FROM STDIN`,
);

/**
 * The rows of many streams as COPY text, one buffer per table in PROJECTION_TABLES order (the
 * statements of COPY_STATEMENTS): the rebuild's writes, into tables it truncated in its transaction.
 * COPY parses each jsonb body once and inserts rows a page at a time, where the insert of one jsonb
 * document per table (`jsonb_to_recordset`) parsed the document, took each body out of it and inserted
 * row by row: the writer's server work was twice the reader's. The values are those the live upsert
 * sends (projection-tables.int-spec.ts holds the rows of both equal).
 */
export class ProjectionCopy {
  private readonly tables: TableCopy[] = Object.entries(PROJECTION_TABLES).map(([prop, t]: [string, TableSpec]) => ({
    prop: prop as keyof ProjectionRows,
    many: t.rows === 'many',
    own: rowColumns(t),
    stream: t.columns.filter((c) => isStreamField(c.field)),
    rows: new CopyBuffer(),
  }));
  streams = 0;

  /** Adds one stream's rows (club and session id as the events name them). */
  add(club: string, stream: string, r: ProjectionRows): void {
    const ids = { clubId: copyText(club), sessionId: copyText(stream) };
    for (const t of this.tables) {
      // the stream's columns open every row of the table: `club\tsession`
      const head = t.stream.map((c) => ids[c.field as keyof typeof ids]).join('\t');
      if (t.many) for (const row of r[t.prop] as readonly object[]) this.row(t, head, row);
      else this.row(t, head, r[t.prop]);
    }
    this.streams++;
  }

  /** Bytes written so far. */
  get bytes(): number {
    let n = 0;
    for (const t of this.tables) n += t.rows.at;
    return n;
  }

  /** Each table's COPY statement and rows, in PROJECTION_TABLES order, tables without rows left out; the batch is finished. */
  copies(): Copy[] {
    const out: Copy[] = [];
    this.tables.forEach((t, i) => {
      if (t.rows.at > 0) out.push({ sql: COPY_STATEMENTS[i], data: t.rows.bytes() });
    });
    return out;
  }

  private row(t: TableCopy, head: string, row: object): void {
    let line = head;
    for (const c of t.own) line += '\t' + copyValue(c, (row as Record<string, unknown>)[c.field]);
    t.rows.write(line + '\n');
  }
}
