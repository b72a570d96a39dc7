import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './app-server.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, shot } from './browser.ts';
import { api, signedInPage, verifiedAccount } from './people.ts';

/**
 * Issue 24 item 1, walked again as a new couple on the day of the walk (November 28, 2026, when
 * USCIS accepts neither the installed I-485 nor the installed I-864): every page that names the
 * price or the download says, before anything is bought, what can be filed today and what waits.
 */

const TODAY = '2026-11-28';
const WIDTHS = [1280, 375] as const;
const ONBOARDING = {
  onboardingUserIs: 'petitioner', onboardingPStatus: 'citizen', onboardingPNameFirst: 'Megan', onboardingBNameFirst: 'Rahul', onboardingBIsInUs: 'Yes',
  onboardingBWillApplyFromUs: 'Yes', onboardingBLastEntry: 'admitted', onboardingBEverJ: 'No', onboardingBOnlyGcApplicant: 'Yes', onboardingPCurrentIncome: '90000', onboardingIncomeFromW2: 'Yes',
  onboardingNumberOfHouseholdMembers: '2', onboardingPOnActiveDuty: 'No', onboardingSupportBeyondIncome: 'No', onboardingBWantsEAD: 'No', onboardingBWantsAP: 'No',
};

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  product = await startProduct({ FILING_DATE: TODAY });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The page says what waits, form by form, in plain words, and nothing promises the whole package today. */
async function saysWhatWaits(page: Page): Promise<void> {
  await page.getByText(/Form I-485:?\s*USCIS changed Form I-485 on September 18, 2026; we are updating ours\./).first().waitFor({ timeout: 30_000 });
  expect(await page.getByText(/Form I-864:?\s*USCIS changed Form I-864 on October 1, 2026; we are updating ours\./).count()).toBeGreaterThan(0);
  expect(await page.getByText(/every form we prepare can be filed|pay \$299 once and download your (whole )?package\./).count()).toBe(0);
}

async function looked(page: Page, name: string): Promise<void> {
  await shot(page, name);
  expect(await seriousViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
}

describe('a new couple on a day the green card application is held', () => {
  it('reads what can be filed today and what waits on pricing, About, onboarding step 7 and the dashboard', async () => {
    const { token } = await verifiedAccount(product, 'walk.today@example.com');
    await api(product, 'POST', '/onboarding/update-status', { formData: ONBOARDING }, token);
    for (const width of WIDTHS) {
      const visitor = await (await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true })).newPage();
      for (const path of ['/pricing', '/about']) {
        await visitor.goto(`${product.url}${path}`);
        await visitor.getByText('What can be filed today, November 28, 2026, and what waits').waitFor({ timeout: 30_000 });
        await visitor.getByText(/The petition \(Form I-130 and Form I-130A\) can be bought and filed today/).waitFor();
        await saysWhatWaits(visitor);
        await looked(visitor, `walk-today${path.replace('/', '-')}-${width}`);
      }
      await visitor.context().close();

      const page = await signedInPage(browser, product, token, '/onboarding', { width, bypassCSP: true });
      for (let step = 1; step < 7; step += 1) {
        await page.getByText(`Step ${step} of 7`).waitFor();
        await page.getByRole('button', { name: 'Next', exact: true }).click();
      }
      await page.getByText('Step 7 of 7').waitFor();
      await saysWhatWaits(page);
      // Before the dashboard, the couple learns the petition need not wait.
      await page.getByText(/The petition \(Form I-130 and Form I-130A\) can be filed today on its own/).waitFor();
      await looked(page, `walk-today-onboarding-7-${width}`);

      await page.goto(`${product.url}/dashboard`);
      await page.getByRole('heading', { name: 'Ready to check?' }).waitFor();
      await page.getByRole('heading', { name: 'You can file the petition today' }).waitFor();
      await page.getByText(/the petition need not: choose above to file it first, and you pay \$299 once/).waitFor();
      await saysWhatWaits(page);
      await looked(page, `walk-today-dashboard-${width}`);
      await page.context().close();
    }
  }, 300_000);
});
