/** One server-sent event as the stream sends it (`GET /v1/sessions/{id}/stream`): its id and its data. */
export interface SseMessage {
  id?: string;
  data: string;
}

/**
 * Reads a text/event-stream in chunks as they arrive (fetch streaming: the key goes in a header, which
 * EventSource cannot send). A chunk may end anywhere, even inside a line or a CRLF; comments
 * (`: keep-alive`) are skipped; `retry:` sets the reconnection delay the server asks for.
 */
export class SseParser {
  private buf = '';
  /** The reconnection delay the server announced (ms), if any. */
  retryMs?: number;

  /** Feeds a chunk; answers the complete events it closed. */
  push(chunk: string): SseMessage[] {
    this.buf += chunk;
    const out: SseMessage[] = [];
    // A lone CR at the very end may be the first half of a CRLF: keep it for the next chunk.
    let cut = this.buf.length;
    if (this.buf.endsWith('\r')) cut -= 1;
    const text = this.buf.slice(0, cut).replace(/\r\n?/g, '\n');
    const rest = this.buf.slice(cut);
    let at = 0;
    let end: number;
    while ((end = text.indexOf('\n\n', at)) >= 0) {
      const msg = this.frame(text.slice(at, end));
      if (msg) out.push(msg);
      at = end + 2;
    }
    this.buf = text.slice(at) + rest;
    return out;
  }

  private frame(block: string): SseMessage | null {
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    }
    if (!data.length) return null;
    return { ...(id === undefined ? {} : { id }), data: data.join('\n') };
  }
}
