import type { AddressInfo } from 'node:net';
import { scriptDeal, seededRandom } from './support/deal-script';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { createApp } from '../apps/ledger-api/src/create-app';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import type { INestApplication } from '@nestjs/common';

jest.setTimeout(60_000);

interface Frame {
  id: number;
  event: { version: number; type: string; data: Record<string, unknown>; hash: string };
}

/** Reads a text/event-stream with fetch until `until` holds for the frames so far, then aborts. */
async function readFrames(
  url: string,
  key: string,
  until: (f: Frame[]) => boolean,
  headers: Record<string, string> = {},
  during?: () => Promise<void>,
) {
  const ctrl = new AbortController();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${key}`, ...headers }, signal: ctrl.signal });
  const frames: Frame[] = [];
  if (!res.ok || !res.body) return { status: res.status, type: res.headers.get('content-type'), frames };
  const decoder = new TextDecoder();
  let buf = '';
  const reader = res.body.getReader();
  const started = during?.();
  const timer = setTimeout(() => ctrl.abort(), 15_000);
  try {
    while (!until(frames)) {
      const r = await reader.read();
      if (r.done) break;
      buf += decoder.decode(r.value, { stream: true });
      let i: number;
      while ((i = buf.indexOf('\n\n')) >= 0) {
        const text = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const id = /^id: (\d+)$/m.exec(text);
        const data = /^data: (.*)$/m.exec(text);
        if (id && data) frames.push({ id: Number(id[1]), event: JSON.parse(data[1]) });
      }
    }
  } finally {
    clearTimeout(timer);
    ctrl.abort();
    await started;
  }
  return { status: res.status, type: res.headers.get('content-type'), frames };
}

describe('GET /v1/sessions/{id}/stream (server-sent events)', () => {
  let t: TestApp;
  let other: INestApplication;
  let api: LedgerClient;
  let club: TestClub;
  let base: string;
  let session: string;
  const deal = scriptDeal(seededRandom(3), 'N');

  beforeAll(async () => {
    t = await startTestApp('e2e_live');
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    api = new LedgerClient(t.app);
    club = await api.club('Live club');
    session = await api.session(club, 'whist');
    await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
      dealer: deal.dealer,
      hands: deal.hands,
      trumpCard: deal.trumpCard,
    });
    await api.plays(club.scorer, session, 1, deal.plays.slice(0, 4));
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('sends every committed event with its version as the id, then the new ones as they commit', async () => {
    const url = `${base}/v1/sessions/${session}/stream`;
    const started = Date.now();
    const r = await readFrames(
      url,
      club.auditor,
      (f) => f.length >= 8,
      {},
      async () => {
        await api.plays(club.scorer, session, 1, deal.plays.slice(4, 6));
      },
    );
    expect(r.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_500); // notified after commit (there is no poll)
    expect(r.type).toContain('text/event-stream');
    expect(r.frames.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(r.frames.map((f) => f.event.type)).toEqual(['SessionOpened', 'DealStarted', ...Array(6).fill('CardPlayed')]);
    expect(r.frames[7].event.data).toMatchObject({ seat: deal.plays[5].seat, card: deal.plays[5].card });
    expect(r.frames.every((f) => f.id === f.event.version && /^[0-9a-f]{64}$/.test(f.event.hash))).toBe(true);
  });

  it('resumes after Last-Event-ID without repeating or missing an event', async () => {
    const r = await readFrames(`${base}/v1/sessions/${session}/stream`, club.auditor, (f) => f.length >= 3, {
      'Last-Event-ID': '5',
    });
    expect(r.frames.map((f) => f.id)).toEqual([6, 7, 8]);
  });

  it('sees writes made by another API process (LISTEN/NOTIFY)', async () => {
    const config = readConfig({ LOG_LEVEL: 'silent', LEDGER_OPERATOR_TOKEN: 'x' });
    other = await createApp({ ...config, databaseUrl: t.db.appUrl });
    await other.init();
    const elsewhere = new LedgerClient(other);
    const r = await readFrames(
      `${base}/v1/sessions/${session}/stream`,
      club.auditor,
      (f) => f.length >= 1,
      { 'Last-Event-ID': '8' },
      async () => {
        await elsewhere.plays(club.scorer, session, 1, deal.plays.slice(6, 7));
      },
    );
    expect(r.frames.map((f) => [f.id, f.event.data.card])).toEqual([[9, deal.plays[6].card]]);
  });

  it('needs a key, hides other clubs and refuses a malformed Last-Event-ID', async () => {
    const url = `${base}/v1/sessions/${session}/stream`;
    expect((await fetch(url)).status).toBe(401);
    const stranger = await api.club('Other club', 0);
    expect((await readFrames(url, stranger.auditor, () => true)).status).toBe(404);
    expect((await readFrames(url, club.auditor, () => true, { 'Last-Event-ID': 'x' })).status).toBe(400);
  });
});
