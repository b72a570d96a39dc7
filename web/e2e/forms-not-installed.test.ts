import { writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { answeredCouple, signedInPage, verifiedAccount } from './people.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));
const NOTICE = 'We cannot prepare your documents at the moment';

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  // A forms directory that cannot be created (its parent is a file): the server starts without any
  // official form installed, as after a failed sync. No form can then be filled, in any edition.
  const parent = path.join(await mkdtemp(path.join(tmpdir(), 'greencard-noforms-')), 'a-file');
  writeFileSync(parent, '');
  product = await startProduct({ FILING_DATE: couple.today, USCIS_FORMS_DIR: path.join(parent, 'forms') });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const notice = (page: Page) => page.getByRole('heading', { name: NOTICE });

async function seesTheRefusal(page: Page): Promise<void> {
  await expect.poll(() => notice(page).count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => page.getByText(/The official Form I-130, Form I-130A, Form I-485, Form I-864, Form I-765 and Form I-131 are not installed on our server yet/).count()).toBe(1);
  await expect.poll(() => page.getByText(/Every answer you gave is kept/).count()).toBeGreaterThan(0);
  // Not the notice of a package USCIS would not accept: nothing is wrong with the couple's forms.
  expect(await page.getByRole('heading', { name: 'USCIS would not accept your package today' }).count()).toBe(0);
}

describe('a server whose official forms are not installed', () => {
  it('says so plainly on the dashboard and the check, before the couple asks for their documents, and does not offer to generate them', async () => {
    const { token } = await verifiedAccount(product, 'no.forms@example.com');
    await answeredCouple(product, token, couple.answers);
    for (const width of [1280, 375]) {
      const page = await signedInPage(browser, product, token, '/dashboard', { width });
      await seesTheRefusal(page);
      await shot(page, `forms-not-installed-dashboard-${width}`);

      await page.goto(`${product.url}/checking-stage`);
      await expect.poll(() => page.getByText('All good').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await seesTheRefusal(page);
      expect(await page.getByText(/The Generate USCIS Forms button opens as soon as they are installed/).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Generate USCIS Forms' }).isDisabled()).toBe(true);
      await shot(page, `forms-not-installed-checks-${width}`);

      // Opening the preview anyway: the server refuses at once, and the page says why.
      await page.goto(`${product.url}/preview`);
      await expect.poll(() => page.getByText(/Your documents cannot be prepared at the moment: the official Form I-130/).count(), { timeout: 30_000 }).toBe(1);
      await shot(page, `forms-not-installed-preview-${width}`);
      await page.context().close();
    }
  }, 300_000);
});
