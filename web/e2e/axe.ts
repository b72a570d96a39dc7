import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const AXE = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  /** The elements found, by CSS selector: what a failure names to fix. */
  nodes: string[];
  /** axe's words for each element's failure (colours and ratio for a contrast): what says why. */
  why: string[];
}

/** axe-core in the page (opened with bypassCSP: the site's CSP refuses its inline script): the serious and critical violations, by rule. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((node) => node.target.join(' ')), why: v.nodes.map((node) => node.failureSummary ?? '') }));
  });
}
