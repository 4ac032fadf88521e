import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { ARTIFACTS, launchChromium } from './support/browser';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { ensureWebBuild } from './support/web-build';

jest.setTimeout(60_000);

// Browser globals of the page callbacks below (they run in Chromium, not in jest; the project has no DOM lib).
declare const document: any;
declare const window: any;
declare const localStorage: any;

/**
 * Screenshots go to the git-ignored artifacts folder; `UPDATE_SCREENSHOTS=1` writes the README's tour
 * images in docs/img instead (a test run never leaves the checkout changed).
 */
const IMG = process.env.UPDATE_SCREENSHOTS === '1' ? path.resolve(__dirname, '../docs/img') : ARTIFACTS;

/** issue 19.1: the club's web app at /app, through its own screens, in a real Chromium at 390 and 1280 px. */
describe('the web app in a browser (issue 19.1)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let browser: Browser;
  let base: string;
  let phone: Page;
  let sessionId: string;

  beforeAll(async () => {
    const t0 = Date.now();
    const [, app] = await Promise.all([ensureWebBuild(), startTestApp('e2e_web_app')]);
    t = app;
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    api = new LedgerClient(t.app);
    club = await api.club('Web club', 0);
    for (const name of ['Ada Lovelace', 'Ben Jonson', 'Cleo Laine', 'Dan Leno']) {
      club.players.push((await api.post(club.admin, `/v1/clubs/${club.id}/players`, { name })).body.id);
    }
    const t1 = Date.now();
    browser = await launchChromium();
    console.log(`BENCH web-app-suite-setup ${t1 - t0} ms (app, build check, club); chromium ${Date.now() - t1} ms`);
    phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    phone.setDefaultTimeout(8_000);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** axe-core's WCAG 2.1 A/AA rules on the page as it stands: no violation. */
  async function noAxeViolations(page: Page) {
    expect(await axeViolations(page)).toEqual([]);
  }
  /** Nothing scrolls sideways. */
  async function noSidewaysScroll(page: Page) {
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.scrollingElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  }

  it('serves the app under a strict CSP and signs in from a sign-in link (the QR code’s); the key stays in the browser', async () => {
    const res = await phone.goto(`${base}/app/#club=${club.id}&key=${encodeURIComponent(club.admin)}`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(res?.headers()['content-security-policy']).not.toContain('unsafe-inline');
    // only built assets by their plain names: no path out of the folder, no unknown kind of file
    for (const bad of ['..%2F..%2Fpackage.json', '.env', 'index.html', 'x.map']) {
      expect((await fetch(`${base}/app/assets/${bad}`, { headers: { connection: 'close' } })).status).toBe(404);
    }
    await phone.getByRole('heading', { name: 'Club home' }).waitFor();
    expect(await phone.evaluate(() => localStorage.getItem('ledger.app.key'))).toBe(club.admin);
    expect(phone.url()).not.toContain('key=');
    await phone.locator('ul.players').getByText('Ada Lovelace').waitFor();
    await noAxeViolations(phone);
    await noSidewaysScroll(phone);
  });

  it('adds a player and opens a whist session from the club home', async () => {
    await phone.getByLabel('New player’s name').fill('Edith Evans');
    await phone.getByRole('button', { name: 'Add player' }).click();
    await phone.locator('ul.players').getByText('Edith Evans').waitFor();
    const seats = { North: 'Ada Lovelace', East: 'Ben Jonson', South: 'Cleo Laine', West: 'Edith Evans' };
    for (const [seat, name] of Object.entries(seats)) {
      await phone.locator('.seats').getByLabel(seat).selectOption({ label: name });
    }
    await phone.screenshot({ path: path.join(IMG, 'app-home-phone.png'), fullPage: true });
    await phone.getByRole('button', { name: 'Open the session' }).click();
    await phone.waitForFunction(() => /^#\/sessions\/[0-9a-f-]{36}$/.test(window.location.hash));
    sessionId = phone.url().split('/sessions/')[1];
    await phone.getByText('Edith Evans').first().waitFor();
    await noAxeViolations(phone);
    await noSidewaysScroll(phone);
  });

  it('records a whist deal result-only in a few taps: the scoresheet API has it, the sheet shows it with the names', async () => {
    await phone.getByLabel('Dealer').selectOption('W');
    await phone.getByRole('button', { name: 'Start the deal' }).click();
    await phone.getByRole('heading', { name: 'Deal 1' }).waitFor();
    await phone.getByLabel('Tricks N–S').selectOption('9'); // E–W follows as 4
    await phone.getByLabel('Honours').selectOption('EW:2');
    await noAxeViolations(phone);
    await phone.getByRole('button', { name: 'Record the result' }).click();
    await phone.getByText('Deals settled: 1').waitFor();
    const sheet = (await api.get(club.auditor, `/v1/sessions/${sessionId}/scoresheet`)).body;
    expect(sheet.deals).toHaveLength(1);
    expect(sheet.deals[0]).toMatchObject({ deal: 1, tricks: { NS: 9, EW: 4 } });
    const after = `N–S ${sheet.deals[0].scoreReached.NS} · E–W ${sheet.deals[0].scoreReached.EW}`;
    await phone.locator('#sheet-deals tbody tr').first().getByText(after).waitFor();
    await phone.getByText('N–S (Ada Lovelace & Cleo Laine)').waitFor();
    await noSidewaysScroll(phone);
  });

  it('shows the laws’ refusal in words, and records a lead out of turn card by card with the law cited', async () => {
    await phone.getByLabel('Dealer').selectOption('N');
    await phone.getByRole('button', { name: 'Start the deal' }).click();
    await phone.getByRole('heading', { name: 'Deal 2' }).waitFor();
    await phone.getByLabel('Tricks N–S').selectOption('9');
    await phone.getByLabel('Tricks E–W').selectOption('5');
    await phone.getByRole('button', { name: 'Record the result' }).click();
    await phone.locator('#answer').getByText('RESULT_IMPOSSIBLE').waitFor();
    // Dealer N: East leads. South leads instead, from the pack (the hands were not entered).
    await phone.getByRole('button', { name: 'Card by card' }).click();
    await phone.getByLabel('Seat').selectOption('S');
    await phone.getByRole('button', { name: 'Play 7 of hearts (South)' }).click();
    await phone
      .locator('#answer')
      .getByText(/out of turn by S — Laws of Short Whist \(1900\), law \d+/)
      .waitFor();
    await noAxeViolations(phone);
    await noSidewaysScroll(phone);
    await phone.screenshot({ path: path.join(IMG, 'app-table-phone.png'), fullPage: true });
    await phone.setViewportSize({ width: 360, height: 800 });
    await noSidewaysScroll(phone);
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.getByLabel(/Projector mode/).check();
    await phone.locator('.pack').waitFor({ state: 'hidden' });
    await phone.getByLabel(/Projector mode/).uncheck();
  });

  it('elects the remedy for the lead out of turn from the laws’ answers (whist-1900:64), at 390 and 360 px', async () => {
    const irregularities = phone.getByRole('list', { name: 'Irregularities' });
    await irregularities
      .getByText('lead out of turn by S in trick 1 (7♥), E to lead — Laws of Short Whist (1900), law 64')
      .waitFor();
    const form = phone.getByRole('form', { name: /^Penalty for the lead out of turn by S/ });
    await form.getByLabel('Remedy').selectOption('call-suit');
    await form.getByLabel('Elected by').selectOption('W');
    await form.getByLabel('Suit named').selectOption('S');
    await noAxeViolations(phone);
    await noSidewaysScroll(phone);
    await phone.setViewportSize({ width: 360, height: 800 });
    await noSidewaysScroll(phone);
    await phone.setViewportSize({ width: 390, height: 844 });
    await form.getByRole('button', { name: 'Elect the remedy' }).click();
    await phone
      .locator('#answer')
      .getByText('W elected “call a suit” (S) against S — Laws of Short Whist (1900), law 64', { exact: false })
      .waitFor();
    await irregularities.getByText(/— penalty elected\.$/).waitFor();
    // the call to obey, in words with its law, and the election in the live feed
    await phone
      .getByRole('list', { name: 'Calls still to be obeyed' })
      .getByText(/spades .*law 64/)
      .waitFor();
    await phone.locator('#feed li').filter({ hasText: 'W elected “call a suit” (S) against S' }).waitFor();
    const d2 = (await api.get(club.auditor, `/v1/sessions/${sessionId}/deals/2`)).body;
    expect(d2.irregularities[0]).toMatchObject({ kind: 'lead-out-of-turn', seat: 'S', penalised: true });
    expect(d2.obligations[0]).toMatchObject({ suit: 'S', law: 'whist-1900:64' });
    await noAxeViolations(phone);
    await phone.screenshot({ path: path.join(IMG, 'app-laws-phone.png'), fullPage: true });
  });

  it('shows an event recorded through the API on the open score-sheet without a reload (the stream)', async () => {
    await phone.evaluate(() => (window.marker = 7));
    await phone.waitForFunction(() => document.body.dataset.live === 'yes');
    const r = await api.post(club.scorer, `/v1/sessions/${sessionId}/deals/2/plays`, { seat: 'E', card: 'AC' });
    expect(r.status).toBe(201);
    const first = r.body.version - r.body.events.length + 1;
    await phone
      .locator('#feed li')
      .filter({ hasText: `v${first} · deal 2 · E played A♣` })
      .waitFor();
    await phone.locator('ol.tricks li').first().getByText(/E A♣/).waitFor();
    await phone.waitForFunction((v) => document.body.dataset.version === String(v), r.body.version);
    expect(await phone.evaluate(() => window.marker)).toBe(7);
    await phone.getByText(/^All held at version \d+/).waitFor();
    await noAxeViolations(phone);
    await noSidewaysScroll(phone);
  });

  it('records a committee ruling (admin) and shows it on the sheet and in the feed', async () => {
    await phone.getByText('Record a ruling (admin)').click();
    const ruling = phone.getByRole('form', { name: 'Record a ruling' });
    await ruling.getByLabel('Deal').selectOption('1');
    await ruling.getByLabel('Points N–S').fill('2');
    await ruling.getByLabel('Points E–W').fill('-2');
    await ruling.getByLabel('Reason').fill('Committee: honours wrongly claimed');
    await noAxeViolations(phone);
    await noSidewaysScroll(phone);
    await ruling.getByRole('button', { name: 'Record the ruling' }).click();
    await phone.getByText('Ruling recorded on deal 1.').waitFor();
    await phone
      .locator('#feed li')
      .filter({ hasText: 'ruling on deal 1: Committee: honours wrongly claimed' })
      .waitFor();
    await phone
      .locator('#sheet-deals')
      .getByText(/Ruling: Committee: honours wrongly claimed/)
      .waitFor();
    const sheet = (await api.get(club.auditor, `/v1/sessions/${sessionId}/scoresheet`)).body;
    expect(sheet.deals[0].rulings).toEqual([
      expect.objectContaining({
        reason: 'Committee: honours wrongly claimed',
        adjustment: { points: { NS: 2, EW: -2 } },
      }),
    ]);
    await phone.getByText('Record a ruling (admin)').click(); // closed again
  });

  it('prints the sheet on one A4 page with no controls and the checkpoint line', async () => {
    await phone.emulateMedia({ media: 'print' });
    await expect(phone.locator('.toolbar').isVisible()).resolves.toBe(false);
    const buttons = await phone.evaluate(() => {
      const all = [...document.querySelectorAll('button, select, input')];
      return { all: all.length, shown: all.filter((b: any) => b.offsetParent !== null).length };
    });
    expect(buttons.all).toBeGreaterThan(0);
    expect(buttons.shown).toBe(0);
    await phone.getByText(/^Club log checkpoint:/).waitFor();
    const pdf = await phone.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await phone.emulateMedia({ media: 'screen' });
  });

  it('shows a QR code of a sign-in link for a new key on the admin screen', async () => {
    await phone.getByRole('link', { name: 'Keys and QR' }).click();
    await phone.getByLabel('Label').fill('Table 1 phone');
    await phone.getByRole('button', { name: 'Make the key' }).click();
    await phone.getByRole('img', { name: 'QR code of the sign-in link' }).waitFor();
    await noAxeViolations(phone);
    await noSidewaysScroll(phone);
    await phone.screenshot({ path: path.join(IMG, 'app-qr-phone.png') });
  });

  it('lists the club’s sessions newest first, a page at a time, by variant (api.md "Sessions list")', async () => {
    const bridge = await api.post(club.admin, `/v1/clubs/${club.id}/sessions`, {
      variant: 'bridge-1904',
      seats: { N: club.players[0], E: club.players[1], S: club.players[2], W: club.players[3] },
    });
    const all = (await api.get(club.auditor, `/v1/clubs/${club.id}/sessions`)).body;
    expect(all.items.map((s: any) => s.id)).toEqual([bridge.body.id, sessionId]);
    expect(all.items[1]).toMatchObject({ id: sessionId, variant: 'whist', deals: 2, status: expect.any(String) });
    expect(all.items[1].seats.N).toBe(club.players[0]);
    expect(all.next).toBeUndefined();
    const first = (await api.get(club.auditor, `/v1/clubs/${club.id}/sessions?limit=1`)).body;
    expect(first.items.map((s: any) => s.id)).toEqual([bridge.body.id]);
    const second = (await api.get(club.auditor, `/v1/clubs/${club.id}/sessions?limit=1&cursor=${first.next}`)).body;
    expect(second.items.map((s: any) => s.id)).toEqual([sessionId]);
    expect(second.next).toBeUndefined();
    const whist = (await api.get(club.auditor, `/v1/clubs/${club.id}/sessions?variant=whist&from=2000-01-01`)).body;
    expect(whist.items.map((s: any) => s.id)).toEqual([sessionId]);
    expect((await api.get(club.auditor, `/v1/clubs/${club.id}/sessions?to=2000-01-01`)).body.items).toEqual([]);
    for (const q of [
      'limit=0',
      'limit=101',
      'variant=poker',
      'from=2020-13-01',
      'cursor=xyz',
      'from=2021-01-02&to=2021-01-01',
    ]) {
      const r = await api.get(club.auditor, `/v1/clubs/${club.id}/sessions?${q}`);
      expect([q, r.status, r.body.code]).toEqual([q, 400, 'BAD_QUERY']);
    }
  });

  it('at 1280 px: the club home and the session, no violations, nothing sideways', async () => {
    const desk = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    desk.setDefaultTimeout(8_000);
    await desk.goto(`${base}/app/`);
    await desk.getByRole('heading', { name: 'Sign in' }).waitFor();
    await noAxeViolations(desk);
    await desk.getByLabel('Club id').fill(club.id);
    await desk.getByLabel('API key').fill(club.admin);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByRole('heading', { name: 'Club home' }).waitFor();
    await desk.locator('ul.players').getByText('Edith Evans').waitFor();
    await noAxeViolations(desk);
    await noSidewaysScroll(desk);
    // Standings: a rubber won by N-S in another session (over the API) shows in the app as the API sums it.
    const [ada, ben, cleo, , edith] = club.players.concat(
      (await api.get(club.admin, `/v1/clubs/${club.id}/players`)).body.find((p: any) => p.name === 'Edith Evans').id,
    );
    const other = (
      await api.post(club.admin, `/v1/clubs/${club.id}/sessions`, {
        variant: 'whist',
        seats: { N: ada, E: ben, S: cleo, W: edith },
      })
    ).body.id;
    for (let n = 1; n <= 2; n++) {
      await api.post(club.scorer, `/v1/sessions/${other}/deals`, { dealer: 'W', trumpSuit: 'S' });
      await api.post(club.scorer, `/v1/sessions/${other}/deals/${n}/result`, { tricks: { NS: 13, EW: 0 } });
    }
    const standings = (await api.get(club.auditor, `/v1/clubs/${club.id}/standings?variant=whist`)).body;
    const adaRow = standings.rows.find((r: any) => r.name === 'Ada Lovelace');
    expect(adaRow.total).toBeGreaterThan(0);
    await desk.getByRole('button', { name: 'Show standings' }).click();
    await desk.locator('table.standings tr', { hasText: 'Ada Lovelace' }).getByText(String(adaRow.total)).waitFor();
    const download = desk.waitForEvent('download');
    await desk.getByRole('button', { name: 'Standings CSV' }).click();
    const file = await (await download).path();
    expect(readFileSync(file, 'utf8')).toContain('Ada Lovelace');
    await noAxeViolations(desk);
    await desk.screenshot({ path: path.join(IMG, 'app-home-desktop.png'), fullPage: true });
    // The PBN button: board 3 of a hand record starts that session's deal 3 with its hands.
    await desk.goto(`${base}/app/#/sessions/${other}`);
    await desk.getByText('Deals settled: 2').waitFor();
    const pbn =
      '[Board "3"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\n[LedgerTrumpCard "S2"]\n';
    await desk
      .getByLabel('Import hand records (PBN)')
      .setInputFiles({ name: 'boards.pbn', mimeType: 'text/plain', buffer: Buffer.from(pbn) });
    await desk.locator('.pbn [role=status]').filter({ hasText: /\S/ }).waitFor();
    await expect(desk.locator('.pbn [role=status]').textContent()).resolves.toBe('Imported boards.pbn.');
    await desk.getByRole('heading', { name: 'Deal 3' }).waitFor();
    const d3 = (await api.get(club.auditor, `/v1/sessions/${other}/deals/3`)).body;
    expect(d3.dealer).toBe('N');
    // At 1280 px: South leads out of turn (East's lead), East elects the remedy from the laws' answers, and
    // East's lead recorded over the API shows on the open sheet without a reload.
    await desk.getByRole('button', { name: 'Card by card' }).click();
    await desk.getByRole('button', { name: 'Play A of diamonds (South)' }).click();
    await desk
      .locator('#answer')
      .getByText(/out of turn by S/)
      .waitFor();
    const elect = desk.getByRole('form', { name: /^Penalty for the lead out of turn by S/ });
    await elect.getByLabel('Remedy').selectOption('call-card');
    await elect.getByLabel('Elected by').selectOption('E');
    await noAxeViolations(desk);
    await elect.getByRole('button', { name: 'Elect the remedy' }).click();
    await desk
      .locator('#answer')
      .getByText('E elected “call the exposed card” (A♦) against S — Laws of Short Whist (1900), law 64', {
        exact: false,
      })
      .waitFor();
    const lead = await api.post(club.scorer, `/v1/sessions/${other}/deals/3/plays`, { seat: 'E', card: 'AH' });
    expect(lead.status).toBe(201);
    await desk
      .locator('#feed li')
      .filter({ hasText: `v${lead.body.version - lead.body.events.length + 1} · deal 3 · E played A♥` })
      .waitFor();
    await desk.locator('ol.tricks li').first().getByText(/E A♥/).waitFor();
    await desk.getByText(/^All held at version/).waitFor();
    await noAxeViolations(desk);
    await noSidewaysScroll(desk);
    await desk.screenshot({ path: path.join(IMG, 'app-laws-desktop.png'), fullPage: true });
    // East claims the rest from the menu; North answers for his side from the laws' answers: the hand ends.
    await desk.getByLabel('What happened').selectOption('claim');
    await desk.getByLabel('Seat').selectOption('E');
    await desk
      .locator('label', { hasText: /^Tricks/ })
      .locator('select')
      .selectOption('rest');
    await desk.getByRole('button', { name: 'Make the claim' }).click();
    const claims = desk.getByRole('list', { name: 'Claims of tricks' });
    await claims.getByText('E claims the rest: open').waitFor();
    const answer = desk.getByRole('form', { name: 'Answer the claim by East' });
    await answer.getByLabel('Answered by').selectOption('N');
    await noAxeViolations(desk);
    await answer.getByRole('button', { name: 'Accept the claim' }).click();
    await desk.getByRole('heading', { name: 'Deal 3: after the hand' }).waitFor();
    await claims.getByText('E claims the rest: accepted; N accepted').waitFor();
    const ended = (await api.get(club.auditor, `/v1/sessions/${other}/deals/3`)).body;
    expect(ended.claims[0]).toMatchObject({ seat: 'E', status: 'accepted', answers: [{ seat: 'N', accept: true }] });
    expect(ended.status).toBe('ended');
    await noAxeViolations(desk);
    await noSidewaysScroll(desk);
    await desk.getByRole('link', { name: 'Club home' }).click();
    await desk
      .getByRole('link', { name: /^Whist, .* 2 deals/ })
      .last()
      .click(); // the oldest: the one of the phone tests
    await desk.getByText('Deals settled: 1').waitFor();
    await noAxeViolations(desk);
    await noSidewaysScroll(desk);
    const sheetCsv = desk.waitForEvent('download');
    await desk.getByRole('button', { name: 'Session CSV' }).click();
    expect(readFileSync(await (await sheetCsv).path(), 'utf8')).toMatch(/^1,W,result-only,9,4,/m);
    await desk.screenshot({ path: path.join(IMG, 'app-session-desktop.png'), fullPage: true });
    // Hearts, card by card from the four hands the app dealt: South leads out of turn (dealer N, East leads).
    await desk.getByRole('link', { name: 'Club home' }).click();
    await desk.getByLabel('Game').first().selectOption('hearts');
    const seats = { North: 'Ada Lovelace', East: 'Ben Jonson', South: 'Cleo Laine', West: 'Dan Leno' };
    for (const [seat, name] of Object.entries(seats)) {
      await desk.locator('.seats').getByLabel(seat).selectOption({ label: name });
    }
    await desk.getByRole('button', { name: 'Open the session' }).click();
    await desk.getByRole('heading', { name: /^Hearts/ }).waitFor();
    await desk.locator('select[name=hands]').selectOption('deal');
    await desk.getByRole('button', { name: 'Start the deal' }).click();
    await desk.getByRole('button', { name: 'Card by card' }).click();
    await desk.getByRole('group', { name: 'South, Cleo Laine' }).getByRole('button').first().click();
    await desk
      .locator('#answer')
      .getByText(/out of turn by S/)
      .waitFor();
    await desk.getByRole('group', { name: 'East, Ben Jonson' }).getByRole('button').first().waitFor();
    await noAxeViolations(desk);
    await noSidewaysScroll(desk);
    await desk.screenshot({ path: path.join(IMG, 'app-hearts-desktop.png'), fullPage: true });
    await desk.getByLabel(/Projector mode/).check();
    await desk.locator('.hands').waitFor({ state: 'hidden' });
    await desk.locator('.replay-hands').waitFor({ state: 'hidden' }); // the replay's too, while the deal is played
    await desk.close();
  }, 120_000); // axe on the larger session screens takes 1-3 s a run on a busy machine
});
