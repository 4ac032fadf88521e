import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`); BOARD_CHROMIUM overrides the path. */
export const CHROMIUM = process.env.BOARD_CHROMIUM ?? '/usr/bin/chromium';

/** Where screenshots go (git-ignored). */
export const ARTIFACTS = path.resolve(__dirname, '../../artifacts');

/** Launches headless Chromium; throws (the test fails, never skips) when it is not installed. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install it (apt-get install -y chromium) or set BOARD_CHROMIUM`,
    );
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
