import { existsSync } from 'node:fs';
import path from 'node:path';

/** The MIME type of each kind of file the web app's build emits. */
export const WEB_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Where the built web app is (`apps/web/dist`, written by `npm run build:web`): `LEDGER_WEB_DIR` if set,
 * else the first `apps/web/dist` found from this file's folder upwards (the source tree under jest, the
 * repository above `dist/` when built), else under the working directory.
 */
export function webAppDir(env: NodeJS.ProcessEnv = process.env, from: string = __dirname): string {
  if (env.LEDGER_WEB_DIR) return path.resolve(env.LEDGER_WEB_DIR);
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  return path.resolve('apps', 'web', 'dist');
}
