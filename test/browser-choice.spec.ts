import { existsSync } from 'node:fs';
import { chooseChromium, SYSTEM_CHROMIUM } from './support/browser';

jest.setTimeout(60_000);

describe('the browser the board tests drive (issue 15)', () => {
  it('takes BOARD_CHROMIUM first and refuses one that does not exist', async () => {
    await expect(chooseChromium({ BOARD_CHROMIUM: '/nowhere/chromium' })).rejects.toThrow(
      'BOARD_CHROMIUM=/nowhere/chromium: no such file',
    );
    await expect(chooseChromium({ BOARD_CHROMIUM: process.execPath })).resolves.toMatchObject({
      executablePath: process.execPath,
      source: 'BOARD_CHROMIUM',
    });
  });

  it("falls back to the npm package's Chromium when the system one is hidden or absent", async () => {
    const choice = await chooseChromium({ BOARD_NO_SYSTEM_CHROMIUM: '1' });
    expect(choice.source).toBe('@sparticuz/chromium');
    expect(choice.executablePath).not.toBe(SYSTEM_CHROMIUM);
    expect(existsSync(choice.executablePath)).toBe(true);
  });

  it('uses the system Chromium when it is there and not hidden', async () => {
    const choice = await chooseChromium({});
    expect(choice.source).toBe(existsSync(SYSTEM_CHROMIUM) ? 'system' : '@sparticuz/chromium');
  });
});
