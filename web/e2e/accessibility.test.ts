import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, shot } from './browser.ts';
import { answeredCouple, api, signedInPage, verifiedAccount } from './people.ts';

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
        // The check's animation ends when its result is shown (later on a loaded machine): audit the result.
        if (name === 'checking-stage') await page.waitForSelector('[aria-busy="true"]', { state: 'detached', timeout: 120_000 });
        await page.waitForTimeout(500);
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
