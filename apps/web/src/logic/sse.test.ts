import { describe, expect, it } from 'vitest';
import { SseParser } from './sse';

describe('SseParser', () => {
  it('reads the stream’s frames, its retry and skips keep-alive comments', () => {
    const p = new SseParser();
    const got = p.push('retry: 3000\n\n: keep-alive\n\nid: 3\ndata: {"version":3}\n\nid: 4\ndata: {"version":4}\n\n');
    expect(got).toEqual([
      { id: '3', data: '{"version":3}' },
      { id: '4', data: '{"version":4}' },
    ]);
    expect(p.retryMs).toBe(3000);
  });

  it('keeps a frame cut anywhere (even inside a CRLF) until it is whole', () => {
    const p = new SseParser();
    const whole = 'id: 7\r\ndata: {"a":\r\ndata: 1}\r\n\r\n';
    const seen = [];
    for (const ch of whole) seen.push(...p.push(ch));
    expect(seen).toEqual([{ id: '7', data: '{"a":\n1}' }]);
    expect(p.push('id: 8\ndata: x\n')).toEqual([]);
    expect(p.push('\n')).toEqual([{ id: '8', data: 'x' }]);
  });
});
