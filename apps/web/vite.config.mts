import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The club's web app: built into apps/web/dist, served by the API at /app (apps/ledger-api/src/web).
 * No inline script or style is emitted (the page's CSP allows only 'self').
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/app/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'es2022',
  },
  test: { environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
