import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, launchChromium } from './support/browser';
import { scriptDealWithRevoke, seededRandom } from './support/deal-script';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

jest.setTimeout(60_000);

// Browser globals of the page callbacks below (they run in Chromium, not in jest; the project has no DOM lib).

declare const document: any;
declare const window: any;
declare const localStorage: any;

describe('the score-sheet page in a browser (issue 8)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let browser: Browser;
  let page: Page;
  let base: string;
  let session: string;
  const deal = scriptDealWithRevoke(seededRandom(8), 'S', 'E');

  beforeAll(async () => {
    t = await startTestApp('e2e_board');
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    api = new LedgerClient(t.app);
    club = await api.club('Board club');
    session = await api.session(club, 'whist');
    const started = await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
      dealer: deal.dealer,
      hands: deal.hands,
      trumpCard: deal.trumpCard,
    });
    expect(started.status).toBe(201);
    await api.plays(club.scorer, session, 1, deal.plays.slice(0, 8));
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1100, height: 1000 } });
    page.setDefaultTimeout(8_000);
    page.on('request', (r) => {
      if (r.url().endsWith('/verification')) verifications.push(Date.now() - t0);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const feedText = () => page.locator('#feed').textContent();
  /** Times (ms since the suite began) the page asked the server for a verification. */
  const verifications: number[] = [];
  const t0 = Date.now();
  const playedCards = (n: number) =>
    page.waitForFunction((k) => document.querySelectorAll('#table .card.played').length === k, n);

  it('loads, takes a key in its settings and shows the session live', async () => {
    const res = await page.goto(`${base}/board/sessions/${session}`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('#live-status').textContent()).resolves.toBe('Not connected');
    await page.getByLabel('API key (any role; auditor is enough)').fill(club.auditor);
    await page.getByRole('button', { name: 'Save and connect' }).click();
    await page.waitForFunction(() => document.body.dataset.live === 'yes');
    await page.waitForFunction(() => document.querySelectorAll('#feed li').length >= 10);
    await expect(page.locator('#variant').textContent()).resolves.toContain('whist');
    await expect(page.locator('#sheet-deals caption').textContent()).resolves.toBe('Deals settled: 0');
    expect(await page.evaluate(() => localStorage.getItem('ledger.board.key'))).toBe(club.auditor);
  });

  it('shows a play recorded over the API without a reload', async () => {
    await page.evaluate(() => (window.marker = 42));
    const ninth = deal.plays[8];
    const r = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, ninth);
    expect(r.status).toBe(201);
    await page.waitForFunction((v) => document.body.dataset.version === String(v), r.body.version);
    await expect(feedText()).resolves.toContain(
      `v${r.body.version - r.body.events.length + 1} · deal 1 · ${ninth.seat} played ${ninth.card.slice(0, -1)}`,
    );
    await page.waitForFunction(() => document.querySelectorAll('#tricks tr').length === 4);
    expect(await page.evaluate(() => window.marker)).toBe(42);
    await page.screenshot({ path: path.join(ARTIFACTS, 'board-live.png'), fullPage: true });
  });

  it('asks for the server check when it opens, not again for a mere play (issue 18.3: a minute at most)', async () => {
    await page.getByText('Server check:', { exact: false }).waitFor();
    const before = verifications.length;
    expect(before).toBeGreaterThanOrEqual(1);
    const tenth = deal.plays[9];
    const r = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, tenth);
    expect(r.status).toBe(201);
    await page.waitForFunction((v) => document.body.dataset.version === String(v), r.body.version);
    await new Promise((resolve) => setTimeout(resolve, 4_000)); // the old page asked every 3 s
    expect(verifications.length).toBe(before);
  });

  it('settles the deal on the sheet as it is played out, revoke and all', async () => {
    const asked = verifications.length;
    await api.plays(club.scorer, session, 1, deal.plays.slice(10));
    const claim = await api.fact(club.scorer, session, 1, 'revoke-claims', { by: 'N', against: 'E' });
    expect(claim.verdict).toBe('established');
    await page.getByText('Deals settled: 1').waitFor();
    await page.locator('#feed li').first().getByText('N claimed a revoke against E: established').waitFor();
    const version = (await api.get(club.auditor, `/v1/sessions/${session}`)).body.version;
    await page
      .getByText(`Server check: hash chain consistent (${version} events), replay matches`, { exact: false })
      .waitFor({ timeout: 10_000 });
    // asked at the deal's end and after the revoke claim (ruling moments), not per play
    expect(verifications.length - asked).toBeGreaterThanOrEqual(1);
    expect(verifications.length - asked).toBeLessThanOrEqual(2);
  });

  it('replays the deal card by card with the keyboard and the buttons', async () => {
    await page.getByLabel('Follow the play').uncheck();
    await page.getByRole('button', { name: 'First step' }).click();
    await expect(page.locator('#step-label').textContent()).resolves.toMatch(
      /^Deal 1, step 1 of \d+ .*deal 1 dealt by S/,
    );
    await page.waitForFunction(
      () =>
        document.querySelectorAll('#table .hand').length === 4 &&
        document.querySelectorAll('#table .card.played').length === 0,
    );
    expect(await page.locator('#table .hand .card').count()).toBe(52);
    await page.getByRole('button', { name: 'Next step' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#step-label').textContent()).resolves.toContain('step 4 of');
    await playedCards(3);
    await expect(page.locator('.centre .card').count()).resolves.toBe(3);
    await page.keyboard.press('End');
    await playedCards(52);
    await expect(page.locator('#revokes li.revoke').first().textContent()).resolves.toMatch(
      /East revoked in trick \d+ with .*Evidence: dealt-hand/,
    );
    await expect(page.locator('#tricks tr').count()).resolves.toBe(14);
    await page.screenshot({ path: path.join(ARTIFACTS, 'board-replay.png'), fullPage: true });
    await page.keyboard.press('Home');
    await playedCards(0);
  });
});
