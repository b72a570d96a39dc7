import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../api/testing/smtp.ts';
import { CATALOGUE, isFormType } from '../../domain/catalogue/index.ts';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { fillWizard, onboardingId } from './fill-wizard.ts';
import { pdfText } from './pdf-text.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));

let product: RunningProduct;
let browser: Browser;
let page: Page;
const cspViolations: string[] = [];
beforeAll(async () => {
  // The whole journey, payment and download included, on a day USCIS accepted every installed
  // edition; the held path has its own test (held-package.test.ts).
  product = await startProduct({ FILING_DATE: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
  // The built client runs under the server's Content-Security-Policy: anything it blocks is reported here.
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A control by its name, whether it is drawn as a button or as a link that looks like one. */
const control = (name: string) => page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));

async function applicationIds(): Promise<{ id: string; formType: string }[]> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken');
    const response = await fetch('/api/applications', { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()).data;
  });
}

describe('the whole journey of a couple, through the real interface', () => {
  it('registers, verifies by mail, onboards, fills every form, passes the check, previews, pays and downloads the filled forms', async () => {
    const email = 'ananya.journey@example.com';
    await page.goto(`${product.url}/register`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel(/^Password/).fill('a good long password');
    await page.getByLabel('Confirm password').fill('a good long password');
    await page.getByRole('checkbox').check();
    await shot(page, 'journey-01-register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/verify-email/);
    await shot(page, 'journey-02-verify-email');

    const mail = await product.smtp.nextMailTo(email, 15_000);
    const link = linkIn(mail, `${product.url}/email-verified?token=`);
    const verifyTab = await page.context().newPage();
    await verifyTab.goto(link.toString());
    await expect.poll(() => verifyTab.getByText(/verified/i).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(verifyTab, 'journey-03-email-verified');
    await verifyTab.close();
    await page.waitForURL(/onboarding/, { timeout: 15_000 });

    const onboarding = CATALOGUE.ONBOARDING;
    if (!onboarding || !couple.answers.ONBOARDING) throw new Error('no onboarding');
    await fillWizard(page, onboarding, couple.answers.ONBOARDING, { idOf: onboardingId, onStep: async (step) => shot(page, `journey-04-onboarding-${step}`) });
    await page.waitForURL(/dashboard/, { timeout: 30_000 });
    await shot(page, 'journey-05-dashboard');

    for (const { id, formType } of await applicationIds()) {
      const answers = isFormType(formType) ? couple.answers[formType] : undefined;
      const form = isFormType(formType) ? CATALOGUE[formType] : undefined;
      if (formType === 'ONBOARDING' || !answers || !form) continue;
      await page.goto(`${product.url}/forms/${formType.toLowerCase().replaceAll('_', '-')}/${id}`);
      await fillWizard(page, form, answers, { onStep: async (step) => shot(page, `journey-06-${formType}-${step}`) });
      await page.waitForURL(/dashboard/, { timeout: 30_000 });
    }
    await shot(page, 'journey-07-dashboard-filled');

    await control('Check My Data').click();
    await page.waitForURL(/checking-stage/);
    await expect.poll(() => page.getByText('All good').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await shot(page, 'journey-08-checks');
    await control('Generate USCIS Forms').click();
    await page.waitForURL(/preview/);
    const proceed = control('Proceed to Payment');
    await expect.poll(() => proceed.isEnabled(), { timeout: 120_000 }).toBe(true);
    await expect.poll(() => page.locator('img').count()).toBeGreaterThan(10);
    await shot(page, 'journey-09-preview');
    await proceed.click();
    await page.waitForURL(/payment/);
    await shot(page, 'journey-10-payment');
    await control('Pay Now').click();
    await page.waitForURL(/create-filled-up-pdfs-and-download/, { timeout: 30_000 });
    await expect.poll(() => page.getByText('Documents Ready').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await shot(page, 'journey-11-download');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), control('Download Now').click()]);
    expect(download.suggestedFilename()).toBe('GreenCard-Application-Documents.pdf');
    const file = await download.path();
    const text = await pdfText(readFileSync(file));
    const beneficiary = couple.answers.BENEFICIARY_INFO ?? {};
    const petitioner = couple.answers.PETITIONER_INFO ?? {};
    for (const typed of [beneficiary.bNameLast, beneficiary.bNameFirst, petitioner.pNameLast, petitioner.pNameFirst, beneficiary.passportNumber]) {
      expect(typeof typed === 'string' && typed.length > 0).toBe(true);
      expect(text.toUpperCase()).toContain(String(typed).toUpperCase());
    }

    // Paid: the preview leads on to the download, not to a payment already made.
    await page.goto(`${product.url}/preview`);
    await expect.poll(() => control('Go to download').isEnabled(), { timeout: 120_000 }).toBe(true);
    expect(await control('Proceed to Payment').count()).toBe(0);
    await shot(page, 'journey-12-preview-paid');
    await control('Go to download').click();
    await page.waitForURL(/create-filled-up-pdfs-and-download/);
    // An answer changed after the download: the package on offer is no longer the couple's, and the
    // download page says so and leads to generating it again, not to the old file.
    const marriage = (await applicationIds()).find((a) => a.formType === 'MARRIAGE_INFO');
    const saved = await page.evaluate(async (id) => {
      const token = localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken');
      const response = await fetch(`/api/applications/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { marriageCity: 'Saint Paul' } }),
      });
      return response.status;
    }, marriage?.id);
    expect(saved).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByText('Your answers changed after these documents were prepared').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.getByText('Documents Ready').count()).toBe(0);
    expect(await control('Download Now').count()).toBe(0);
    await shot(page, 'journey-12-download-stale');
    await control('Generate Again').click();
    await page.waitForURL(/preview/);
    await expect.poll(() => page.getByText('Your documents are ready').count(), { timeout: 120_000 }).toBeGreaterThan(0);
    expect(cspViolations).toEqual([]);
  }, 600_000);
});
