import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../api/testing/smtp.ts';
import { runCli } from '../../api/testing/processes.ts';
import { CATALOGUE } from '../../domain/catalogue/index.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { fillWizard, onboardingId } from './fill-wizard.ts';
import { answeredCouple, api, signedInPage, verifiedAccount } from './people.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/b2-visitor-green-card-holder-arrest.json'));

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

describe('an ineligible couple', () => {
  it('ends on /ineligible with the reasons in plain words', async () => {
    const { token } = await verifiedAccount(product, 'ineligible.couple@example.com');
    const page = await signedInPage(browser, product, token, '/onboarding');
    const onboarding = CATALOGUE.ONBOARDING;
    if (!onboarding) throw new Error('no onboarding');
    // Children applying too, and an income mostly not from W-2 wages: cases this service does not prepare (a spouse abroad is served: the consular petition).
    const answers = { ...couple.answers.ONBOARDING, onboardingBOnlyGcApplicant: 'No', onboardingIncomeFromW2: 'No' };
    // Up to the eligibility check (step 5 of 7), which runs on its own.
    await fillWizard(page, onboarding, answers, { idOf: onboardingId, stopBefore: 4 });
    await page.getByRole('button', { name: 'What this means for us' }).click({ timeout: 30_000 });
    await page.waitForURL(/ineligible/);
    await expect.poll(() => page.getByText(/only person applying for a green card|only green card applicant/i).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/85%/).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('link', { name: /Profile Settings/i }).count()).toBeGreaterThan(0);
    await shot(page, 'flows-ineligible');
  });
});

describe('a forgotten password', () => {
  it('is reset through the mailed link, and the new password signs in', async () => {
    const email = 'forgetful@example.com';
    await verifiedAccount(product, email);
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${product.url}/forgot-password`);
    await page.getByLabel(/E-mail address/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const link = linkIn(await product.smtp.nextMailTo(email, 15_000), `${product.url}/reset-password?token=`);
    await page.goto(link.toString());
    await page.getByLabel(/^New password/).fill('my brand new password');
    await page.getByLabel(/^Confirm new password/).fill('my brand new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await shot(page, 'flows-reset-done');
    await page.waitForURL(/\/login/, { timeout: 10_000 });
    await page.getByLabel(/E-mail address/).fill(email);
    await page.getByLabel(/^Password/).fill('my brand new password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/onboarding/, { timeout: 15_000 });
  });
});

describe('an expired session', () => {
  it('signs out to /login, and signing in again returns to where the person was', async () => {
    const email = 'expired.session@example.com';
    const { token, password } = await verifiedAccount(product, email);
    await answeredCouple(product, token, couple.answers);
    const page = await signedInPage(browser, product, token, '/profile');
    await expect.poll(() => page.getByText(email).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The session ends on the server (as when it expires); the next call answers 401.
    await api(product, 'POST', '/auth/logout', undefined, token);
    await page.goto(`${product.url}/help`);
    await page.waitForURL(/\/login/, { timeout: 15_000 });
    await page.getByLabel(/E-mail address/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/help/, { timeout: 15_000 });
    await shot(page, 'flows-back-where-they-were');
  });
});

describe('the e-mail address and the account, each changed only with the password', () => {
  it('changes the address once the new one opens its link, tells the old one, and deletes the account with the password', async () => {
    const email = 'moving.person@example.com';
    const next = 'moved.person@example.com';
    const { token, password } = await verifiedAccount(product, email);
    await answeredCouple(product, token, { ONBOARDING: couple.answers.ONBOARDING });
    const page = await signedInPage(browser, product, token, '/profile');
    const section = page.getByRole('region', { name: 'E-mail address' });
    await section.getByRole('textbox', { name: 'E-mail address' }).fill(next);
    await section.getByLabel('Current password').fill(password);
    await section.getByRole('button', { name: 'Save e-mail' }).click();
    await expect.poll(() => page.getByText(`We sent a link to ${next}.`).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'flows-email-change-sent');

    const notice = await product.smtp.nextMailTo(email, 15_000);
    expect(notice.subject).toBe('Your Greencard e-mail address is being changed');
    linkIn(notice, `${product.url}/report-email-change?token=`);
    const confirm = linkIn(await product.smtp.nextMailTo(next, 15_000), `${product.url}/confirm-email-change?token=`);
    await page.goto(confirm.toString());
    await expect.poll(() => page.getByText('E-mail address changed').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'flows-email-change-confirmed');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel(/E-mail address/).fill(next);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/dashboard/, { timeout: 15_000 });

    await page.goto(`${product.url}/profile`);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => dialog.getByText('Current password is incorrect').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(/\/login|\/$/, { timeout: 15_000 });
    await expect(api(product, 'POST', '/auth/login', { email: next, password })).rejects.toThrow(/401/);
  });
});

describe('the maintenance banner', () => {
  it('shows what the CLI announced, and remembers its dismissal until the next announcement', async () => {
    const env = product.env;
    expect((await runCli(['maintenance', 'on', '--message', 'Upgrading the document engine', '--start', '2026-12-01T02:00:00Z', '--end', '2026-12-01T04:00:00Z'], env)).code).toBe(0);
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${product.url}/login`);
    const banner = page.getByRole('region', { name: 'Upcoming Maintenance' });
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(1);
    expect(await banner.innerText()).toContain('Upgrading the document engine');
    await shot(page, 'flows-maintenance-banner');
    await page.getByRole('button', { name: 'Dismiss the maintenance notice' }).click();
    await page.reload();
    await page.getByLabel(/E-mail address/).waitFor();
    expect(await banner.count()).toBe(0);
    expect((await runCli(['maintenance', 'off'], env)).code).toBe(0);
    await page.reload();
    await page.getByLabel(/E-mail address/).waitFor();
    expect((await runCli(['maintenance', 'on', '--message', 'A second window'], env)).code).toBe(0);
    await page.reload();
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(1);
    expect(await banner.innerText()).toContain('A second window');
    expect((await runCli(['maintenance', 'off'], env)).code).toBe(0);
  });
});

describe('the check', () => {
  it('lists a missing answer whose link opens the right step; answering it clears the error', async () => {
    const { token } = await verifiedAccount(product, 'missing.answer@example.com');
    const { marriageCity: _left, ...marriage } = couple.answers.MARRIAGE_INFO ?? {};
    await answeredCouple(product, token, { ...couple.answers, MARRIAGE_INFO: marriage });
    const page = await signedInPage(browser, product, token, '/checking-stage');
    await expect.poll(() => page.getByText('Some information is missing').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await shot(page, 'flows-check-missing');
    const problem = page.getByRole('link', { name: /city/i }).first();
    await problem.click();
    await page.waitForURL(/\/forms\/marriage-info\//);
    // The wizard's step loads its answers first: on a busy machine that takes longer than poll's default second.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 15_000 }).toBe('answer-marriageCity');
    await page.locator('#answer-marriageCity').fill(String(couple.answers.MARRIAGE_INFO?.marriageCity ?? 'Miami'));
    await page.getByRole('button', { name: 'Save and Quit' }).click();
    await page.waitForURL(/dashboard/, { timeout: 15_000 });
    await page.goto(`${product.url}/checking-stage`);
    await expect.poll(() => page.getByText('All good').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  });
});
