import { ProjectionRows } from './projection-rows';

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

  /** Appends one element, an object whose text is `head` + `tail` + `}` (the caller's JSON), comma-separated. */
  push(head: string, tail: string): void {
    const need = this.at + 3 * (head.length + tail.length) + 2; // UTF-8 takes at most 3 bytes per UTF-16 unit
    if (need > this.buf.length) this.grow(need);
    if (this.at > 2) this.buf[this.at++] = 0x2c; // ','
    this.at += this.buf.write(head, this.at, 'utf8');
    this.at += this.buf.write(tail, this.at, 'utf8');
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

/**
 * The rows of many streams as the four JSON documents the rebuild's insert unpacks with
 * `jsonb_to_recordset` (one per table), written straight into buffers. They go to the server as
 * binary parameters (pg sends a Buffer so), in jsonb's binary input form: the version byte, then the
 * text the server parses just as it would a text parameter.
 */
export class ProjectionBatch {
  private readonly sessions = new JsonArray();
  private readonly deals = new JsonArray();
  private readonly sheets = new JsonArray();
  private readonly ledger = new JsonArray();
  streams = 0;

  /** Adds one stream's rows (club and session id as the events name them). */
  add(club: string, stream: string, r: ProjectionRows): void {
    const key = `{"c":${JSON.stringify(club)},"s":${JSON.stringify(stream)}`;
    const v = r.session;
    this.sessions.push(
      `${key},"va":${JSON.stringify(v.variant)},"st":${JSON.stringify(v.status)},"v":${JSON.stringify(v.version)},"b":`,
      JSON.stringify(v.body),
    );
    for (const d of r.deals)
      this.deals.push(
        `${key},"n":${JSON.stringify(d.number)},"v":${JSON.stringify(d.version)},"b":`,
        JSON.stringify(d.body),
      );
    this.sheets.push(`${key},"v":${JSON.stringify(r.scoresheet.version)},"b":`, JSON.stringify(r.scoresheet.body));
    for (const l of r.ledger) {
      this.ledger.push(
        `${key},"p":${JSON.stringify(l.playerId)},"va":${JSON.stringify(l.variant)},"u":${JSON.stringify(l.unit)},"b":${JSON.stringify(l.balance)},"v":${JSON.stringify(l.version)}`,
        '',
      );
    }
    this.streams++;
  }

  /** Bytes written so far. */
  get bytes(): number {
    return this.sessions.bytes + this.deals.bytes + this.sheets.bytes + this.ledger.bytes;
  }

  /** The statement's four parameters (sessions, deals, sheets, ledger); the batch is finished. */
  values(): Buffer[] {
    return [this.sessions.done(), this.deals.done(), this.sheets.done(), this.ledger.done()];
  }
}
