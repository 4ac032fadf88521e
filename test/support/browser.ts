import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';

/** Debian's Chromium, used when installed (`apt-get install chromium`). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Where screenshots go (git-ignored). */
export const ARTIFACTS = path.resolve(__dirname, '../../artifacts');

/** The flags every launch gets: headless, no first-run work, nothing fetched from the network. */
const BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A Chromium to launch: its path, the flags it needs beyond BASE_ARGS, and where it came from. */
export interface ChromiumChoice {
  executablePath: string;
  args: string[];
  source: 'BOARD_CHROMIUM' | 'system' | '@sparticuz/chromium';
}

/**
 * Chooses the browser: `BOARD_CHROMIUM` if set, else Debian's `/usr/bin/chromium` unless
 * `BOARD_NO_SYSTEM_CHROMIUM=1` hides it, else the Chromium shipped in the `@sparticuz/chromium` npm package
 * (unpacked once into the temp folder, about 2.5 s), so `npm ci && npm test` needs no system browser.
 */
export async function chooseChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumChoice> {
  if (env.BOARD_CHROMIUM) {
    if (!existsSync(env.BOARD_CHROMIUM)) throw new Error(`BOARD_CHROMIUM=${env.BOARD_CHROMIUM}: no such file`);
    return { executablePath: env.BOARD_CHROMIUM, args: [], source: 'BOARD_CHROMIUM' };
  }
  if (env.BOARD_NO_SYSTEM_CHROMIUM !== '1' && existsSync(SYSTEM_CHROMIUM)) {
    return { executablePath: SYSTEM_CHROMIUM, args: [], source: 'system' };
  }
  return { ...(await packagedChromium()), source: '@sparticuz/chromium' };
}

/** Launches headless Chromium (see chooseChromium); throws (the test fails, never skips) when none can start. */
export async function launchChromium(): Promise<Browser> {
  const choice = await chooseChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: choice.executablePath, args: [...BASE_ARGS, ...choice.args] });
}

/**
 * The package is an ES module using `import.meta.url`, which jest's CommonJS runtime cannot load: a child Node
 * unpacks it and prints the path. Of the package's flags (made for AWS Lambda) only those the headless shell
 * needs on a machine without a GPU or a zygote are kept; `--disable-web-security` and the like are not.
 */
async function packagedChromium(): Promise<{ executablePath: string; args: string[] }> {
  const script = `
    const { default: chromium } = await import('@sparticuz/chromium');
    process.stdout.write(await chromium.executablePath());`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '../..'),
  });
  return {
    executablePath: stdout.trim(),
    args: ['--no-zygote', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  };
}
