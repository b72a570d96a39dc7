import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { answeredCouple, signedInPage, verifiedAccount } from './people.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));
const NOTICE = 'USCIS would not accept your package today';

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  // Today, on the editions installed: USCIS accepts neither the I-485 of 01/20/25 nor the I-864 of 10/17/24.
  product = await startProduct({ FILING_DATE: couple.today });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const notice = (page: Page) => page.getByRole('heading', { name: NOTICE });

/** The reason of each held form, in the server's words; `titled`: under the notice's heading (the dashboard and the payment page list them per stage instead). */
async function seesTheHold(page: Page, titled = true): Promise<void> {
  if (titled) await expect.poll(() => notice(page).count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => page.getByText(/Form I-485:\s*USCIS changed Form I-485 on September 18, 2026; we are updating ours\./).count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => page.getByText(/Form I-864:\s*USCIS changed Form I-864 on October 1, 2026; we are updating ours\./).count()).toBe(1);
  if (titled) await expect.poll(() => page.getByText(/Every answer you gave is kept/).count()).toBeGreaterThan(0);
}

describe('a couple whose package USCIS would not accept today', () => {
  it('is told on the dashboard, the check, the preview and the payment page, per form, is offered the petition first, and cannot pay', async () => {
    const { token } = await verifiedAccount(product, 'held.journey@example.com');
    await answeredCouple(product, token, couple.answers);
    for (const width of [1280, 375]) {
      const page = await signedInPage(browser, product, token, '/dashboard', { width });
      // The stage card says what the package waits for, and the petition is offered to file first.
      await seesTheHold(page, false);
      expect(await page.getByText('Waiting', { exact: true }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'You can file the petition today' }).count()).toBe(1);
      await shot(page, `held-dashboard-${width}`);

      await page.goto(`${product.url}/checking-stage`);
      await expect.poll(() => page.getByText('All good').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await seesTheHold(page);
      await shot(page, `held-checks-${width}`);

      await page.goto(`${product.url}/preview`);
      // Amber, never green: prepared to look through, not to file; the disabled button says why beside it.
      await expect.poll(() => page.getByText('Prepared to look through, not to file').count(), { timeout: 180_000 }).toBe(1);
      expect(await page.getByText('Your documents are ready').count()).toBe(0);
      await seesTheHold(page);
      await expect.poll(() => page.getByText(/every page of Form I-485 and Form I-864 is stamped/).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Proceed to Payment' }).isDisabled()).toBe(true);
      expect(await page.getByText('Payment opens as soon as a part of your filing can be filed.').count()).toBe(1);
      await shot(page, `held-preview-${width}`);

      await page.goto(`${product.url}/payment`);
      await seesTheHold(page, false);
      expect(await page.getByText('Delivered later').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Pay Now' }).isDisabled()).toBe(true);
      expect(await page.getByText(/payment opens as soon as a part of your filing can be filed/).count()).toBe(1);
      await shot(page, `held-payment-${width}`);
      await page.context().close();
    }
  }, 600_000);
});
