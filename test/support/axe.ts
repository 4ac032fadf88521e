import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// Browser globals of the page callbacks below (they run in Chromium, not in jest; the project has no DOM lib).
declare const document: unknown;
declare const window: { axe?: unknown };
declare const axe: { run: (doc: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
interface AxeViolation {
  id: string;
  nodes: { target: string[] }[];
}

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2.1 A/AA rules and best practices on the page as it stands: each violation as
 * "rule: targets" (none is the goal). axe's source is evaluated once per document.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (await page.evaluate(() => typeof window.axe === 'undefined')) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const r = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
