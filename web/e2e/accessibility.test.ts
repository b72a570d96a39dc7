import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { answeredCouple, api, signedInPage, verifiedAccount } from './people.ts';

const AXE = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');
const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/multi-country-history.json'));

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
}

/** axe-core in the page: the serious and critical violations, by rule. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: unknown[] }[] }> } }).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length }));
  });
}

describe('accessibility', () => {
  it('finds no serious or critical violation on the pages a couple uses, on a desktop and on a 375 px phone', async () => {
    // axe is injected as an inline script, which the site's CSP refuses: these pages let the audit in.
    const open = await (await browser.newContext({ bypassCSP: true })).newPage();
    const { token } = await verifiedAccount(product, 'accessible.couple@example.com');
    await answeredCouple(product, token, couple.answers);
    const marriage = (await api<{ id: string; formType: string }[]>(product, 'GET', '/applications', undefined, token)).find((a) => a.formType === 'BENEFICIARY_INFO');
    const pages: [string, string, boolean][] = [
      ['login', '/login', false],
      ['register', '/register', false],
      ['forgot-password', '/forgot-password', false],
      ['about', '/about', false],
      ['pricing', '/pricing', false],
      ['contact', '/contact', false],
      ['terms', '/terms', false],
      ['privacy', '/privacy', false],
      ['dashboard', '/dashboard', true],
      ['wizard-address-history', `/forms/beneficiary-info/${marriage?.id ?? 'new'}?step=4`, true],
      ['checking-stage', '/checking-stage', true],
      ['profile', '/profile', true],
      ['help', '/help', true],
    ];
    for (const width of [1280, 375]) {
      for (const [name, url, signedIn] of pages) {
        const page = signedIn ? await signedInPage(browser, product, token, url, { bypassCSP: true }) : open;
        await page.setViewportSize({ width, height: 900 });
        if (!signedIn) await page.goto(`${product.url}${url}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(signedIn && name === 'checking-stage' ? 3000 : 500);
        await shot(page, `a11y-${name}-${width}`);
        const violations = await seriousViolations(page);
        expect(violations, `${name} at ${width} px`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
        if (signedIn) await page.context().close();
      }
    }
  }, 300_000);
});
