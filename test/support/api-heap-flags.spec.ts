import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_HEAP_FLAGS } from './api-heap-flags';

const ROOT = path.resolve(__dirname, '../..');
const scripts = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** The V8 heap flags a command line or NODE_OPTIONS value gives. */
function heapFlags(line: string): string[] {
  return line.split(/\s+/).filter((w) => /^--max-(old|semi)-space-size=/.test(w));
}

describe('API_HEAP_FLAGS: the benches measure the API as it is deployed (issue 21.1)', () => {
  it.each(['start', 'start:prod'])('npm run %s starts the API with them', (name) => {
    expect(heapFlags(scripts[name])).toEqual(API_HEAP_FLAGS);
  });

  it("the Dockerfile's NODE_OPTIONS are them", () => {
    const options = /NODE_OPTIONS="([^"]*)"/.exec(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
    expect(heapFlags(options?.[1] ?? '')).toEqual(API_HEAP_FLAGS);
  });
});
