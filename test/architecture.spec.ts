import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.ts$/.test(name) && !/\.(spec|property\.spec|int-spec)\.ts$/.test(name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

/**
 * A second, plain reading of the import rules; the full set (layers, circles) is dependency-cruiser's
 * (.dependency-cruiser.cjs, `npm run depcruise` in `npm run lint`), clock and randomness ESLint's.
 */
describe('import rules (architecture.md)', () => {
  const laws = sources(path.join(ROOT, 'libs/laws/src'));
  const solver = sources(path.join(ROOT, 'libs/claim-solver/src'));

  it('libs/laws and libs/claim-solver have source files to check', () => {
    expect(laws.length).toBeGreaterThan(0);
    expect(solver.length).toBeGreaterThan(0);
  });

  it('libs/laws is pure: no Nest, no database, no node:* modules, no other libs', () => {
    const bad = laws.flatMap((f) =>
      importsOf(f)
        .filter((i) =>
          /^(@nestjs\/|typeorm|pg($|-)|node:|fs$|path$|crypto$|@ledger\/(event-store|claim-solver))/.test(i),
        )
        .map((i) => `${path.relative(ROOT, f)} imports ${i}`),
    );
    expect(bad).toEqual([]);
  });

  it('libs/claim-solver imports only the laws core, and nothing impure (its testing/ helpers drive the laws)', () => {
    const bad = solver
      .filter((f) => !f.includes(`${path.sep}testing${path.sep}`))
      .flatMap((f) =>
        importsOf(f)
          .filter(
            (i) =>
              /^(@nestjs\/|typeorm|pg($|-)|node:|fs$|path$|crypto$|@ledger\/event-store)/.test(i) ||
              (/^@ledger\/laws/.test(i) && !/^@ledger\/laws\/core\//.test(i)),
          )
          .map((i) => `${path.relative(ROOT, f)} imports ${i}`),
      );
    expect(bad).toEqual([]);
  });

  it('libs/laws and libs/claim-solver use no clock and no randomness', () => {
    const bad = [...laws, ...solver].filter((f) =>
      /\bDate\.now\(|new Date\(|Math\.random\(|performance\.now\(/.test(readFileSync(f, 'utf8')),
    );
    expect(bad.map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  it('libs/event-store knows Nest only in its nest/ folder and never the laws', () => {
    const files = sources(path.join(ROOT, 'libs/event-store/src')).filter(
      (f) => !f.includes(`${path.sep}nest${path.sep}`),
    );
    const bad = files.flatMap((f) =>
      importsOf(f)
        .filter((i) => /^(@nestjs\/|@ledger\/laws)/.test(i))
        .map((i) => `${path.relative(ROOT, f)} imports ${i}`),
    );
    expect(bad).toEqual([]);
  });
  it('libs/club-log is plain TypeScript on node:crypto: no Nest, no database, no other libs', () => {
    const files = sources(path.join(ROOT, 'libs/club-log/src')).filter(
      (f) => !f.includes(`${path.sep}testing${path.sep}`),
    );
    expect(files.length).toBeGreaterThan(0);
    const bad = files.flatMap((f) =>
      importsOf(f)
        .filter((i) => !i.startsWith('.') && i !== 'node:crypto')
        .map((i) => `${path.relative(ROOT, f)} imports ${i}`),
    );
    expect(bad).toEqual([]);
  });
});
