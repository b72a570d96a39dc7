import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './app-server.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, shot } from './browser.ts';
import { api, signedInPage, verifiedAccount } from './people.ts';

/** Issue 24, the web client's third pass: the pages a couple reads first, at 1280 and 375 px. */

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

const WIDTHS = [1280, 375] as const;

const ONBOARDING = {
  onboardingUserIs: 'petitioner', onboardingPStatus: 'citizen', onboardingPNameFirst: 'Megan', onboardingBNameFirst: 'Rahul', onboardingBIsInUs: 'Yes',
  onboardingBWillApplyFromUs: 'Yes', onboardingBLastEntry: 'admitted', onboardingBEverJ: 'No', onboardingBOnlyGcApplicant: 'Yes', onboardingPCurrentIncome: '90000', onboardingIncomeFromW2: 'Yes',
  onboardingNumberOfHouseholdMembers: '2', onboardingPOnActiveDuty: 'No', onboardingSupportBeyondIncome: 'No', onboardingBWantsEAD: 'No', onboardingBWantsAP: 'No',
};

async function expectAxeClean(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

describe('links and addresses (item 12)', () => {
  it('reach the pricing page from /price and /pricing, signed out', async () => {
    for (const width of WIDTHS) {
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      for (const path of ['/price', '/pricing']) {
        await page.goto(`${product.url}${path}`);
        await page.locator('h1', { hasText: 'Pricing' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/pricing');
      }
      await page.context().close();
    }
  });

  it('link only to pages that exist from the signed-in bar: no Blog, and the greeting uses the name given (item 13)', async () => {
    const { token } = await verifiedAccount(product, 'lucia.gomez@example.com');
    await api(product, 'POST', '/onboarding/update-status', { formData: { ...ONBOARDING, onboardingPNameFirst: 'Lucía' } }, token);
    for (const width of WIDTHS) {
      const page = await signedInPage(browser, product, token, '/dashboard', { width, bypassCSP: true });
      await page.locator('h1', { hasText: 'Welcome, Lucía' }).waitFor();
      expect(await page.getByText('Welcome, lucia.gomez').count()).toBe(0);
      if (width === 375) await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole(width === 375 ? 'menuitem' : 'link', { name: 'Dashboard' }).first().waitFor();
      expect(await page.getByText('Blog', { exact: true }).count()).toBe(0);
      expect(await page.locator('a[href="/blog"]').count()).toBe(0);
      await shot(page, `third-pass-dashboard-greeting-${width}`);
      if (width === 375) await page.keyboard.press('Escape');
      await expectAxeClean(page);
      await page.context().close();
    }
  });
});

describe('the support contacts (item 6)', () => {
  it('come from the server configuration, said as fictional in development, with hours and languages in words', async () => {
    const { token } = await verifiedAccount(product, 'needs.help@example.com');
    await api(product, 'POST', '/onboarding/update-status', { formData: ONBOARDING }, token);
    for (const width of WIDTHS) {
      const page = await signedInPage(browser, product, token, '/help', { width, bypassCSP: true });
      await page.getByRole('link', { name: '+1 (555) 010-0199' }).waitFor();
      await page.getByText(/Development contacts: this number and address reach nobody/).waitFor();
      await page.getByText(/Monday to Friday, 10:00\sAM to 7:00\sPM \(Pacific Time\)/).waitFor();
      await page.getByText('We answer in English and Spanish.').waitFor();
      await shot(page, `third-pass-help-contacts-${width}`);
      await expectAxeClean(page);
      await page.goto(`${product.url}/contact`);
      await page.getByRole('link', { name: 'support@example.com' }).waitFor();
      await shot(page, `third-pass-contact-${width}`);
      await expectAxeClean(page);
      await page.context().close();
    }
  });
});

describe('the ineligible page (item 18)', () => {
  it('is titled in words a person understands', async () => {
    const { token } = await verifiedAccount(product, 'not.for.us@example.com');
    await api(product, 'POST', '/onboarding/update-status', { formData: { ...ONBOARDING, onboardingBOnlyGcApplicant: 'No', onboardingIncomeFromW2: 'No' } }, token);
    for (const width of WIDTHS) {
      const page = await signedInPage(browser, product, token, '/ineligible', { width, bypassCSP: true });
      await page.locator('h1', { hasText: "We can't prepare this application" }).waitFor();
      expect(await page.getByText('Service Incompatibility').count()).toBe(0);
      await shot(page, `third-pass-ineligible-${width}`);
      await expectAxeClean(page);
      await page.context().close();
    }
  });
});
