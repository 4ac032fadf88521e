import { PROJECTION_TABLES, ProjectionRows } from './projection-tables';
import { ColumnSpec, isStreamField, rowColumns, TableSpec } from './table-spec';

/** The jsonb binary input format's version byte: what follows is the document's text. */
const JSONB_VERSION = 1;

/**
 * One growing JSON array as a jsonb parameter in binary form (the version byte, then UTF-8 text),
 * outside the JS heap: no string ropes for the collector to copy, no flattening and re-encoding.
 */
class JsonArray {
  private buf = Buffer.allocUnsafe(1 << 16);
  private at = 2;

  constructor() {
    this.buf[0] = JSONB_VERSION;
    this.buf[1] = 0x5b; // '['
  }

  get bytes(): number {
    return this.at;
  }

  /** Starts an element (an object), comma-separated from the one before. */
  open(): void {
    if (this.at + 2 > this.buf.length) this.grow(this.at + 2);
    if (this.at > 2) this.buf[this.at++] = 0x2c; // ','
  }

  /** Writes a piece of the current element's JSON text. */
  write(text: string): void {
    const need = this.at + 3 * text.length; // UTF-8 takes at most 3 bytes per UTF-16 unit
    if (need > this.buf.length) this.grow(need);
    this.at += this.buf.write(text, this.at, 'utf8');
  }

  /** Ends the current element (its text is an object's, the closing brace is written here). */
  close(): void {
    if (this.at + 1 > this.buf.length) this.grow(this.at + 1);
    this.buf[this.at++] = 0x7d; // '}'
  }

  /** The finished array (closes it; a view of the buffer, not a copy). */
  done(): Buffer {
    if (this.at + 1 > this.buf.length) this.grow(this.at + 1);
    this.buf[this.at++] = 0x5d; // ']'
    return this.buf.subarray(0, this.at);
  }

  private grow(need: number): void {
    const next = Buffer.allocUnsafe(Math.max(need, 2 * this.buf.length));
    this.buf.copy(next, 0, 0, this.at);
    this.buf = next;
  }
}

/** One table's document: its spec's columns, the JSON key of each, and the array being written. */
interface TableDocument {
  prop: keyof ProjectionRows;
  many: boolean;
  stream: readonly ColumnSpec[];
  own: readonly { field: string; key: string }[];
  json: JsonArray;
}

/**
 * The rows of many streams as the documents the rebuild's insert (BULK_INSERT) unpacks with
 * `jsonb_to_recordset`, one per table in PROJECTION_TABLES order, written straight into buffers: one
 * object per row, keyed by the spec's column names. They go to the server as binary parameters (pg sends
 * a Buffer so), in jsonb's binary input form: the version byte, then the text the server parses just as
 * it would a text parameter.
 */
export class ProjectionBatch {
  private readonly tables: TableDocument[] = Object.entries(PROJECTION_TABLES).map(
    ([prop, t]: [string, TableSpec]) => ({
      prop: prop as keyof ProjectionRows,
      many: t.rows === 'many',
      stream: t.columns.filter((c) => isStreamField(c.field)),
      own: rowColumns(t).map((c) => ({ field: c.field, key: `,${JSON.stringify(c.name)}:` })),
      json: new JsonArray(),
    }),
  );
  streams = 0;

  /** Adds one stream's rows (club and session id as the events name them). */
  add(club: string, stream: string, r: ProjectionRows): void {
    const ids = { clubId: JSON.stringify(club), sessionId: JSON.stringify(stream) };
    for (const t of this.tables) {
      // the stream's columns open every row of the table: `{"club_id":…,"session_id":…`
      const head = `{${t.stream.map((c) => `${JSON.stringify(c.name)}:${ids[c.field as keyof typeof ids]}`).join(',')}`;
      if (t.many) for (const row of r[t.prop] as readonly object[]) this.row(t, head, row);
      else this.row(t, head, r[t.prop]);
    }
    this.streams++;
  }

  /** Bytes written so far. */
  get bytes(): number {
    let n = 0;
    for (const t of this.tables) n += t.json.bytes;
    return n;
  }

  /** The statement's parameters, one document per table in PROJECTION_TABLES order; the batch is finished. */
  values(): Buffer[] {
    return this.tables.map((t) => t.json.done());
  }

  private row(t: TableDocument, head: string, row: object): void {
    const json = t.json;
    json.open();
    json.write(head);
    for (const c of t.own) {
      json.write(c.key);
      json.write(JSON.stringify((row as Record<string, unknown>)[c.field]));
    }
    json.close();
  }
}
