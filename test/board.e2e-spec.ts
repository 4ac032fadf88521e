import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { ARTIFACTS, launchChromium } from './support/browser';
import { scriptDealWithRevoke, seededRandom } from './support/deal-script';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { ensureWebBuild } from './support/web-build';

jest.setTimeout(60_000);

// Browser globals of the page callbacks below (they run in Chromium, not in jest; the project has no DOM lib).

declare const document: any;
declare const window: any;
declare const localStorage: any;

/** A card as the app prints it: "10♥". */
const shown = (card: string) => `${card[0] === 'T' ? '10' : card[0]}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[card[1]]}`;

/**
 * Issue 8's score-sheet page, now the web app's live score-sheet (issue 19: the app replaced the page's
 * hand-written script; `/board/sessions/{id}` still works and opens it): live over the session's event
 * stream, the server check at a deal's end or once a minute at most (issue 18.3), the replay by keyboard.
 */
describe('the live score-sheet in a browser (issues 8, 18.3, 19)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let browser: Browser;
  let page: Page;
  let base: string;
  let session: string;
  const deal = scriptDealWithRevoke(seededRandom(8), 'S', 'E');

  beforeAll(async () => {
    const [, app] = await Promise.all([ensureWebBuild(), startTestApp('e2e_board')]);
    t = app;
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

  const feed = () => page.locator('#feed li');
  /** Times (ms since the suite began) the page asked the server for a verification. */
  const verifications: number[] = [];
  const t0 = Date.now();
  const playedCards = (n: number) =>
    page.waitForFunction((k) => document.querySelectorAll('#replay .rc.played').length === k, n);

  it('the old address opens the app’s score-sheet of the session; signed in, it is live over the stream', async () => {
    const res = await page.goto(`${base}/board/sessions/${session}`);
    expect(res?.request().redirectedFrom()?.url()).toBe(`${base}/board/sessions/${session}`);
    expect(res?.status()).toBe(200);
    expect(page.url()).toBe(`${base}/app/#/sessions/${session}`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect((await fetch(`${base}/board/sessions/not-a-session`)).status).toBe(400);
    expect((await fetch(`${base}/board/assets/board.js`)).status).toBe(404); // the old script is gone
    await page.getByLabel('Club id').fill(club.id);
    await page.getByLabel('API key').fill(club.auditor);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForFunction(() => document.body.dataset.live === 'yes');
    await page.locator('#live-status').getByText('Live').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('#feed li').length >= 8);
    await page.getByRole('heading', { name: /^Whist/ }).waitFor();
    await page.getByText('Deals settled: 0').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ledger.app.key'))).toBe(club.auditor);
    // the stream was opened after the latest events (30), not from the session's first: 1 + 1 + 8 events here
    await expect(feed().last().textContent()).resolves.toMatch(/^v1 · session opened/);
  });

  it('shows a play recorded over the API without a reload', async () => {
    await page.evaluate(() => (window.marker = 42));
    const ninth = deal.plays[8];
    const r = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, ninth);
    expect(r.status).toBe(201);
    await page.waitForFunction((v) => document.body.dataset.version === String(v), r.body.version);
    // the write's first event is the play (a revoke established by it follows)
    const played = `v${r.body.version - r.body.events.length + 1} · deal 1 · ${ninth.seat} played ${shown(ninth.card)}`;
    await expect(
      feed()
        .nth(r.body.events.length - 1)
        .textContent(),
    ).resolves.toBe(played);
    await page.waitForFunction(() => document.querySelectorAll('ol.tricks li').length === 3);
    expect(await page.evaluate(() => window.marker)).toBe(42);
    await page.screenshot({ path: path.join(ARTIFACTS, 'board-live.png'), fullPage: true });
  });

  it('asks for the server check when it opens, not again for a mere play (issue 18.3: a minute at most)', async () => {
    await page.getByText(/^All held at version/).waitFor();
    const before = verifications.length;
    expect(before).toBeGreaterThanOrEqual(1);
    const tenth = deal.plays[9];
    const r = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, tenth);
    expect(r.status).toBe(201);
    await page.waitForFunction((v) => document.body.dataset.version === String(v), r.body.version);
    await new Promise((resolve) => setTimeout(resolve, 4_000)); // the old page asked every 3 s
    expect(verifications.length).toBe(before);
  });

  it('settles the deal on the sheet as it is played out, revoke and all, and checks it again once', async () => {
    const asked = verifications.length;
    await api.plays(club.scorer, session, 1, deal.plays.slice(10));
    const claim = await api.fact(club.scorer, session, 1, 'revoke-claims', { by: 'N', against: 'E' });
    expect(claim.verdict).toBe('established');
    await page.getByText('Deals settled: 1').waitFor();
    await feed()
      .first()
      .getByText('N claimed a revoke against E: established — Laws of Short Whist (1900), law')
      .waitFor();
    // the laws' answer on the deal: the established revoke awaits its penalty (an auditor sees it; the API refuses its choice)
    await page
      .getByRole('list', { name: 'Revoke claims' })
      .getByText(/N claimed a revoke against E: established/)
      .waitFor();
    const version = (await api.get(club.auditor, `/v1/sessions/${session}`)).body.version;
    await page.getByText(`Hash chain consistent (${version} events checked).`).waitFor({ timeout: 10_000 });
    await page.getByText('Replaying the events by the laws gives the stored score-sheet.').waitFor();
    await page.getByText('What this check cannot prove').click();
    await page
      .locator('.server-check details p')
      .getByText(/npx ledger audit/)
      .waitFor();
    // asked at the deal's end and after the revoke claim (ruling moments, coalesced), not per play
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
        document.querySelectorAll('#replay .hand').length === 4 &&
        document.querySelectorAll('#replay .rc.played').length === 0,
    );
    expect(await page.locator('#replay .hand .rc').count()).toBe(52);
    await page.getByRole('button', { name: 'Next step' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#step-label').textContent()).resolves.toContain('step 4 of');
    await playedCards(3);
    await expect(page.locator('#replay .on-table').textContent()).resolves.toMatch(
      /^On the table: \w .+, \w .+, \w .+$/,
    );
    await page.keyboard.press('End');
    await playedCards(52);
    await expect(page.locator('#replay-revokes li.revoke').first().textContent()).resolves.toMatch(
      /East revoked in trick \d+ with .*Evidence: dealt-hand/,
    );
    await page.screenshot({ path: path.join(ARTIFACTS, 'board-replay.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]); // the replay, the feed and the server check
    await page.keyboard.press('Home');
    await playedCards(0);
  });

  it('resumes the stream after a drop with Last-Event-ID: an event recorded meanwhile shows once', async () => {
    const resumedFrom: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/stream')) resumedFrom.push(r.headers()['last-event-id']);
    });
    const seen = await page.evaluate(() => Number(document.body.dataset.version));
    // the server drops every open connection (as a restart or a proxy would); the app waits the stream's `retry:`
    (t.app.getHttpServer() as import('node:http').Server).closeAllConnections();
    await page.waitForFunction(() => document.body.dataset.live !== 'yes');
    await page.locator('#live-status').getByText('Reconnecting…').waitFor();
    const ruling = await api.post(club.admin, `/v1/sessions/${session}/rulings`, {
      deal: 1,
      reason: 'Recorded while the stream was down',
      adjustment: { points: { NS: 1, EW: -1 } },
    });
    expect(ruling.status).toBe(201);
    await page.waitForFunction((v) => document.body.dataset.version === String(v), ruling.body.version, {
      timeout: 15_000,
    });
    expect(resumedFrom[0]).toBe(String(seen));
    await expect(feed().filter({ hasText: 'Recorded while the stream was down' }).count()).resolves.toBe(1);
    const versions = await feed().evaluateAll((lis) => lis.map((li: any) => li.textContent.split(' ')[0]));
    expect(new Set(versions).size).toBe(versions.length); // nothing heard twice
    expect(await page.evaluate(() => window.marker)).toBe(42); // no reload
  });

  it('with a scorer’s key, takes the established revoke’s penalty from the laws’ answers after the hand', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Club id').fill(club.id);
    await page.getByLabel('API key').fill(club.scorer);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.goto(`${base}/board/sessions/${session}`);
    await page.getByRole('heading', { name: 'Deal 1: after the hand' }).waitFor();
    const form = page.getByRole('form', { name: 'Revoke penalty for the claim against East' });
    await form.getByLabel('Revoke penalty').selectOption('take-three-tricks');
    await form.getByLabel('Chosen by').selectOption('N');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Take the penalty' }).click();
    await page
      .locator('#answer')
      .getByText(/^Recorded: N took the revoke penalty “take three tricks” — Laws of Short Whist \(1900\), law \d+/)
      .waitFor();
    await page
      .getByRole('list', { name: 'Revoke claims' })
      .getByText(/established; evidence: dealt-hand .*; penalty: take three tricks \(by N\)/)
      .waitFor();
    await feed().filter({ hasText: 'N took the revoke penalty “take three tricks”' }).waitFor();
    const claims = (await api.get(club.auditor, `/v1/sessions/${session}/deals/1`)).body.revokeClaims;
    expect(claims[0].penalty).toEqual({ by: 'N', option: 'take-three-tricks' });
  });
});
