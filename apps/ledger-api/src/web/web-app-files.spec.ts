import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webAppDir } from './web-app-files';

describe('where the built web app is found (ADR 0023)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'web-app-'));
  const dist = path.join(root, 'apps', 'web', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  const deep = path.join(root, 'dist', 'apps', 'ledger-api', 'apps', 'ledger-api', 'src', 'web');
  mkdirSync(deep, { recursive: true });

  it('LEDGER_WEB_DIR when set', () => {
    expect(webAppDir({ LEDGER_WEB_DIR: '/srv/web' }, deep)).toBe('/srv/web');
  });
  it('else the first apps/web/dist with an index.html above the compiled controller', () => {
    expect(webAppDir({}, deep)).toBe(dist);
  });
  it('else apps/web/dist under the working directory', () => {
    expect(webAppDir({}, path.parse(root).root)).toBe(path.resolve('apps', 'web', 'dist'));
  });
});
