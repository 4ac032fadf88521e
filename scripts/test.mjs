// `npm test`: find a PostgreSQL (DATABASE_URL, else 127.0.0.1:5432, else embedded), then run jest.
// Each test suite creates and drops a database of its own on that server.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { answers, startEmbedded } from './resolve-database.mjs';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function main() {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    if (await answers(LOCAL)) url = LOCAL;
    else {
      console.log('[test] no PostgreSQL on 127.0.0.1:5432: starting the embedded one');
      const pg = await startEmbedded('test-pg', 54329);
      url = pg.url;
      stop = pg.stop;
    }
  }
  console.log(`[test] PostgreSQL: ${url.replace(/:[^:@/]*@/, ':***@')}`);
  const results = path.join(ROOT, '.data', 'jest-results.json');
  mkdirSync(path.dirname(results), { recursive: true });
  rmSync(results, { force: true });
  const args = ['jest', '--ci', '--json', `--outputFile=${results}`, ...process.argv.slice(2)];
  const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  await stop();
  if (existsSync(results)) {
    const r = JSON.parse(readFileSync(results, 'utf8'));
    // A plain closing line that any CI reads: "tests: N passed, N failed, N skipped".
    console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`);
  }
  process.exit(code);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
