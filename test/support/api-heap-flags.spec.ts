import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_HEAP_FLAGS } from './api-heap-flags';

const ROOT = path.resolve(__dirname, '../..');
const scripts = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** The V8 heap and GC flags a command line or NODE_OPTIONS value gives. */
function heapFlags(line: string): string[] {
  return line.split(/\s+/).filter((w) => /^--(max-(old|semi)-space-size=|no-allocation-site-pretenuring$)/.test(w));
}

/** The words of the Dockerfile's exec-form CMD. */
function dockerCmd(dockerfile: string): string[] {
  const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  return cmd ? (JSON.parse(cmd) as string[]) : [];
}

describe('API_HEAP_FLAGS: the benches measure the API as it is deployed (issue 21.1)', () => {
  it.each(['start', 'start:prod'])('npm run %s starts the API with them', (name) => {
    expect(heapFlags(scripts[name])).toEqual(API_HEAP_FLAGS);
  });

  it("the Dockerfile's NODE_OPTIONS and its CMD give them", () => {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const options = /NODE_OPTIONS="([^"]*)"/.exec(dockerfile)?.[1] ?? '';
    expect([...heapFlags(options), ...heapFlags(dockerCmd(dockerfile).join(' '))]).toEqual(API_HEAP_FLAGS);
  });

  it('each flag is one this Node accepts on its command line', () => {
    const run = spawnSync(process.execPath, [...API_HEAP_FLAGS, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
