import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../domain/catalogue/index.ts';
import { PRICE_DOLLARS } from '../../domain/product/package.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { fillWizard, onboardingId } from './fill-wizard.ts';
import { pdfText } from './pdf-text.ts';
import { answeredCouple, api, signedInPage, verifiedAccount } from './people.ts';

const fixture = (name: string) => loadFixture(path.resolve(import.meta.dirname, `../../fixtures/couples/${name}.json`));
// Filing together, as the couple answered first; they take the proposal to file the petition first.
const couple = fixture('f1-student-us-born-citizen');
const consular = fixture('consular-spouse-in-india-mumbai');

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  // Today's real date, no FILING_DATE: the petition can be filed, the green card application cannot (issue 20).
  product = await startProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const control = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });

/** Pays on the payment page and downloads the package of the download page: its text. */
async function payAndDownload(page: Page, name: string): Promise<string> {
  await control(page, 'Pay Now').click();
  await page.waitForURL(/create-filled-up-pdfs-and-download/, { timeout: 30_000 });
  await expect.poll(() => page.getByText('Documents Ready').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await shot(page, `${name}-download`);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), control(page, 'Download Now').click()]);
  return pdfText(readFileSync(await download.path()));
}

/** From the check of the stage the couple prepares now to a preview whose documents are ready to file. */
async function checkAndPreview(page: Page, name: string): Promise<void> {
  // The check's outcome, whichever it is, is kept as a screenshot before it is asserted.
  await page.getByText(/^(All good|Some information is missing|The check could not run|The income is \$[\d,]+ short of the requirement)$/).first().waitFor({ timeout: 30_000 });
  await shot(page, `${name}-check`);
  expect(await page.getByText('All good').count()).toBeGreaterThan(0);
  await control(page, 'Generate USCIS Forms').click();
  await page.waitForURL(/preview/);
  await page.getByText(/^(Your documents are ready|Prepared to look through, not to file|Your documents could not be prepared)$/).first().waitFor({ timeout: 180_000 });
  await shot(page, `${name}-preview`);
  // The box says it, and so does the toast that announces it.
  expect(await page.getByText('Your documents are ready').count()).toBeGreaterThan(0);
  await expect.poll(() => control(page, 'Proceed to Payment').isEnabled()).toBe(true);
  await shot(page, `${name}-preview`);
}

describe('filing in stages on today’s date', () => {
  it('a citizen’s couple takes the proposal to file the petition first, pays, downloads the petition alone, and sees the green card application held with its reason', async () => {
    for (const width of [1280, 375]) {
      const name = `stages-petition-first-${width}`;
      const { token } = await verifiedAccount(product, `petition.first.${width}@example.com`);
      await answeredCouple(product, token, couple.answers);
      const page = await signedInPage(browser, product, token, '/dashboard', { width });

      // Filing together, the green card application is held today: the dashboard proposes the petition first.
      await expect.poll(() => heading(page, 'You can file the petition today').count(), { timeout: 30_000 }).toBe(1);
      await shot(page, `${name}-proposal`);
      await control(page, 'File the petition first').click();
      await expect.poll(() => heading(page, /^Your petition: Forms I-130 and I-130A/).count(), { timeout: 30_000 }).toBe(1);
      const adjustment = page.locator('section', { has: heading(page, /^Your green card application/) });
      await expect.poll(() => adjustment.getByText('Waiting').count()).toBe(1);
      await expect.poll(() => adjustment.getByText(/^Form I-485: /).count()).toBe(1);
      // Plain words from the server, not an edition code.
      expect(await adjustment.getByText(/edition of \d\d\/\d\d\/\d\d/).count()).toBe(0);
      expect(await heading(page, 'You can file the petition today').count()).toBe(0);
      expect(await page.getByText('Filed the petition? Enter its receipt notice').count()).toBe(1);
      await shot(page, `${name}-dashboard`);

      await control(page, 'Check and preview').first().click();
      await page.waitForURL(/checking-stage\?stage=petition/);
      await checkAndPreview(page, name);
      await control(page, 'Proceed to Payment').click();
      await page.waitForURL(/payment/);
      await expect.poll(() => page.getByText('Delivered now').count(), { timeout: 30_000 }).toBe(1);
      expect(await page.getByText('Delivered later').count()).toBe(1);
      expect(await page.getByText(`No subscription. One payment of $${PRICE_DOLLARS} covers both parts of your filing: you are not charged again for the second.`).count()).toBe(1);
      expect(await page.getByText(/cannot be delivered within 12 months of your payment, we refund/).count()).toBe(1);
      await shot(page, `${name}-payment`);

      const text = await payAndDownload(page, name);
      expect(text).toContain('Petition for Alien Relative');
      expect(text).not.toContain('Application to Register Permanent Residence or Adjust Status');
      expect(text.toUpperCase()).not.toContain('NO LONGER ACCEPTS');

      // Paid: the petition downloads, the green card application still waits, with its reason.
      await page.goto(`${product.url}/dashboard`);
      await expect.poll(() => adjustment.getByText(/^Form I-485: /).count(), { timeout: 30_000 }).toBe(1);
      expect(await adjustment.getByText('Waiting').count()).toBe(1);
      expect(await control(page, 'Download').count()).toBe(1);
      await shot(page, `${name}-dashboard-paid`);
      await page.context().close();
    }
  }, 900_000);

  it('a couple whose spouse lives abroad is told at onboarding what we prepare and what follows, and gets the consular petition', async () => {
    const onboarding = CATALOGUE.ONBOARDING;
    const abroad = consular.answers.ONBOARDING;
    if (!onboarding || !abroad) throw new Error('no onboarding');
    for (const width of [1280, 375]) {
      const name = `stages-consular-${width}`;
      const { token } = await verifiedAccount(product, `spouse.abroad.${width}@example.com`);
      const page = await signedInPage(browser, product, token, '/onboarding', { width });
      await fillWizard(page, onboarding, abroad, {
        idOf: onboardingId,
        onStep: async (step) => {
          if (step !== 5) return;
          await expect.poll(() => page.getByText('We prepare the petition for an immigrant visa abroad').count(), { timeout: 30_000 }).toBe(1);
          await shot(page, `${name}-eligibility`);
        },
      });
      await page.waitForURL(/dashboard/, { timeout: 30_000 });
      // The other forms' answers, through the API: this test is about the stages, not the wizards.
      await answeredCouple(product, token, consular.answers);
      await page.reload();
      await expect.poll(() => heading(page, /^Your petition: Forms I-130 and I-130A/).count(), { timeout: 30_000 }).toBe(1);
      expect(await heading(page, /^Your green card application/).count()).toBe(0);
      expect(await heading(page, 'What follows, which Greencard does not prepare').count()).toBe(1);
      expect(await page.getByText(/National Visa Center/).count()).toBeGreaterThan(0);
      await shot(page, `${name}-dashboard`);

      await control(page, 'Check and preview').click();
      await checkAndPreview(page, name);
      await control(page, 'Proceed to Payment').click();
      await page.waitForURL(/payment/);
      await expect.poll(() => page.getByText('Delivered now').count(), { timeout: 30_000 }).toBe(1);
      expect(await page.getByText('Delivered later').count()).toBe(0);
      await shot(page, `${name}-payment`);
      const text = await payAndDownload(page, name);
      expect(text).toContain('Petition for Alien Relative');
      expect(text).not.toContain('Application to Register Permanent Residence or Adjust Status');
      const status = await api<{ path: string }>(product, 'GET', '/filing-status', undefined, token);
      expect(status.path).toBe('consular');
      await page.context().close();
    }
  }, 900_000);
});
