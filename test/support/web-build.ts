import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../..');
const WEB = path.join(ROOT, 'apps', 'web');

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/**
 * Builds the web app (`npm run build:web`, about 2 s) when apps/web/dist is missing or older than its
 * sources, so that `npm test` serves what the sources say; a fresh build is left alone.
 */
export async function ensureWebBuild(): Promise<'fresh' | 'built'> {
  const index = path.join(WEB, 'dist', 'index.html');
  const sources = Math.max(
    newest(path.join(WEB, 'src')),
    statSync(path.join(WEB, 'index.html')).mtimeMs,
    statSync(path.join(WEB, 'vite.config.mts')).mtimeMs,
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return 'fresh';
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--config', path.join(WEB, 'vite.config.mts'), '--logLevel', 'warn'],
    {
      cwd: ROOT,
    },
  );
  return 'built';
}
