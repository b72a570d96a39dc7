import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../domain/catalogue/index.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, shot } from './browser.ts';
import { fillWizard, onboardingId } from './fill-wizard.ts';
import { answeredCouple, signedInPage, verifiedAccount } from './people.ts';

/**
 * Issue 20: a couple whose Form I-130 is already filed enters its receipt at onboarding, is not
 * asked what only the petition prints, and gets the green card application alone: held on
 * today's date (the I-485 and I-864 USCIS requires are not ours yet), as a preview to look through.
 */
const filed = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/petition-filed-h1b-receipt-notice.json'));
/** Questions only Form I-130 prints, left unanswered: the couple is never asked them. */
const PETITION_ONLY = ['pFatherNameFirst', 'pFatherNameMiddle', 'pFatherNameLast', 'pMotherNameFirst', 'pMotherNameMiddle', 'pMotherNameLast'];

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

const control = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });

async function looked(page: Page, name: string): Promise<void> {
  await shot(page, name);
  expect(await seriousViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
}

describe('a couple whose petition is already filed', () => {
  it('enters the receipt at onboarding, is not asked the petition’s own questions, and previews the green card application held today', async () => {
    const onboarding = CATALOGUE.ONBOARDING;
    const answers = filed.answers.ONBOARDING;
    if (!onboarding || !answers) throw new Error('no onboarding');
    for (const width of [1280, 375]) {
      const name = `petition-filed-${width}`;
      const { token } = await verifiedAccount(product, `petition.filed.${width}@example.com`);
      const page = await signedInPage(browser, product, token, '/onboarding', { width, bypassCSP: true });
      await fillWizard(page, onboarding, answers, { idOf: onboardingId });
      await page.waitForURL(/dashboard/, { timeout: 90_000 }).catch(async (error: unknown) => {
        await shot(page, `${name}-onboarding-end`);
        throw error;
      });
      const petitioner = Object.fromEntries(Object.entries(filed.answers['PETITIONER_INFO'] ?? {}).filter(([key]) => !PETITION_ONLY.includes(key)));
      await answeredCouple(product, token, { ...filed.answers, PETITIONER_INFO: petitioner });
      await page.reload();
      await expect.poll(() => heading(page, /^Your green card application/).count(), { timeout: 30_000 }).toBe(1);
      expect(await heading(page, /^Your petition: Forms I-130 and I-130A/).count()).toBe(0);
      await looked(page, `${name}-dashboard`);

      // The petitioner's parents are printed by Form I-130 alone: their step asks nothing of this couple.
      const parents = (CATALOGUE.PETITIONER_INFO?.steps.findIndex((step) => step.name === "Parents' Names") ?? -1) + 1;
      const list = (await (await fetch(`${product.url}/api/applications`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string; formType: string }[] };
      const petitionerForm = list.data.find((application) => application.formType === 'PETITIONER_INFO');
      await page.goto(`${product.url}/forms/petitioner-info/${petitionerForm?.id ?? 'new'}?step=${parents}`);
      await heading(page, "Parents' Names").first().waitFor({ timeout: 30_000 }).catch(() => shot(page, `${name}-parents-step-not-found`));
      await expect.poll(() => page.getByText(/^Your petition is already filed: nothing on this step is needed/).count(), { timeout: 30_000 }).toBe(1);
      await looked(page, `${name}-parents-step`);

      await page.goto(`${product.url}/dashboard`);
      await control(page, 'Check and preview').first().click();
      await page.waitForURL(/checking-stage/);
      await page.getByText(/^(All good|Some information is missing|The check could not run)$/).first().waitFor({ timeout: 30_000 });
      await looked(page, `${name}-check`);
      expect(await page.getByText('All good').count()).toBeGreaterThan(0);
      await control(page, 'Generate USCIS Forms').click();
      await page.waitForURL(/preview/);
      await page.getByText(/^(Your documents are ready|Prepared to look through, not to file|Your documents could not be prepared)$/).first().waitFor({ timeout: 180_000 });
      // Today USCIS requires editions of Form I-485 and I-864 we do not fill yet: a preview, not a package to file.
      expect(await page.getByText('Prepared to look through, not to file').count()).toBeGreaterThan(0);
      await looked(page, `${name}-preview`);
      await page.context().close();
    }
  }, 900_000);
});
