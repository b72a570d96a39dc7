import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../domain/catalogue/index.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { fillWizard, onboardingId, wizardId } from './fill-wizard.ts';
import { answeredCouple, api, signedInPage, verifiedAccount } from './people.ts';

/**
 * The onboarding by the law's categories (issue 12), through the browser: whose spouse, how the
 * beneficiary came in, and what the Visa Bulletin allows; and /ineligible listing the reasons.
 * The product files on the F2A-not-current couple's own day, November 12, 2025.
 */
const AXE = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');
const f2a = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f2a-not-current-b2-visitor.json'));
const ewi = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/ineligible/ewi-citizen-spouse-no-245i.json'));
const onboarding = CATALOGUE.ONBOARDING;

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  product = await startProduct({ FILING_DATE: f2a.today });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The serious and critical axe-core violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: () => Promise<Result> } }).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, targets: v.nodes.map((node) => node.target.join(' ')) }));
  });
}

/** Looks at the page at 1280 px and at 375 px: a screenshot of each, no axe violation, nothing wider than the screen. */
async function lookAt(page: Page, name: string): Promise<void> {
  // The answers just given are saved first: the page is looked at as the person sees it once it settles.
  await expect.poll(() => page.getByText('Saving...').count(), { timeout: 15_000 }).toBe(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await shot(page, `${name}-${width}`);
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('onboarding by the law’s categories', () => {
  it('asks a green card holder’s couple what decides their case, and offers the petition now while F2A is not current, the green card application later', async () => {
    if (!onboarding) throw new Error('no onboarding');
    const { token } = await verifiedAccount(product, 'f2a.onboarding@example.com');
    const page = await signedInPage(browser, product, token, '/onboarding', { bypassCSP: true });
    const answers = f2a.answers.ONBOARDING ?? {};
    await fillWizard(page, onboarding, answers, {
      idOf: onboardingId,
      stopBefore: 4,
      onStep: async (step) => {
        if (step === 1) {
          await expect.poll(() => page.getByRole('group', { name: /Is the petitioner a U.S. citizen or a green card holder/ }).count()).toBe(1);
          await lookAt(page, 'onboarding-whose-spouse');
        }
        if (step === 2) {
          // A green card holder's spouse is asked about status, work and the Visa Bulletin's column; no J-1 follow-up without a J visa.
          for (const question of [/How did the beneficiary last come into the United States/, /lawful immigration status every day/, /worked in the United States without permission/, /born in Mexico/]) {
            await expect.poll(() => page.getByRole('group', { name: question }).count(), { timeout: 10_000 }).toBe(1);
          }
          expect(await page.getByRole('group', { name: /two-year home-country/ }).count()).toBe(0);
          await lookAt(page, 'onboarding-beneficiary-situation-f2a');
        }
      },
    });
    // The eligibility check runs on its own at step 5.
    await expect.poll(() => page.getByText('We can prepare your petition now').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByText(/The Visa Bulletin for November 2025 lists October 22, 2025/).count()).toBe(1);
    await lookAt(page, 'onboarding-check-petition-only');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('group', { name: /work permit/ }).locator('input[value="Yes"]').check();
    await page.getByRole('group', { name: /travel document/ }).locator('input[value="No"]').check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // What's Next lists the two stages: the petition now, the green card application when the chart is current.
    const listed = page.getByRole('listitem');
    await expect.poll(() => listed.filter({ hasText: 'Form I-130A' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await listed.filter({ hasText: 'Form I-485' }).count()).toBe(1);
    await expect.poll(() => page.getByText(/You file in two stages/).count()).toBe(1);
    await lookAt(page, 'onboarding-whats-next-two-stages');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(/dashboard/, { timeout: 15_000 });
    await expect.poll(() => page.getByText(/Marriage/).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The green card application's wizards are open while it waits for the chart.
    await expect.poll(() => page.getByText(/Income and Financial Support/).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'onboarding-dashboard-two-stages');
    await page.context().close();
  });

  it('asks about a J visa’s two-year requirement only of one who held it', async () => {
    if (!onboarding) throw new Error('no onboarding');
    const { token } = await verifiedAccount(product, 'j1.onboarding@example.com');
    const page = await signedInPage(browser, product, token, '/onboarding', { bypassCSP: true });
    const answers = { ...(ewi.answers.ONBOARDING ?? {}), onboardingBLastEntry: 'admitted', onboardingBEverJ: 'Yes', onboardingBSubjectTo212e: 'Yes' };
    await fillWizard(page, onboarding, answers, {
      idOf: onboardingId,
      stopBefore: 2,
      onStep: async (step) => {
        if (step !== 2) return;
        await expect.poll(() => page.getByRole('group', { name: /two-year home-country physical presence requirement/ }).count()).toBe(1);
        await expect.poll(() => page.getByRole('group', { name: /received a waiver of that requirement/ }).count()).toBe(1);
        await lookAt(page, 'onboarding-beneficiary-situation-j1');
      },
    });
    await page.context().close();
  });

  it('tells a couple the law bars from adjusting why, prepares the petition alone, and says what follows needs a lawyer', async () => {
    if (!onboarding) throw new Error('no onboarding');
    const { token } = await verifiedAccount(product, 'ewi.onboarding@example.com');
    const page = await signedInPage(browser, product, token, '/onboarding', { bypassCSP: true });
    // A low income is never a reason to turn a couple away (issue 15): only the law's bar is listed.
    const answers = { ...(ewi.answers.ONBOARDING ?? {}), onboardingPCurrentIncome: '12000' };
    await fillWizard(page, onboarding, answers, { idOf: onboardingId, stopBefore: 4 });
    await expect.poll(() => page.getByText('We can prepare your petition; what follows needs a lawyer').count(), { timeout: 30_000 }).toBe(1);
    const reasons = page.getByRole('listitem').filter({ hasText: /What you can do:|must be at least/ });
    await expect.poll(() => reasons.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText(/without being inspected and admitted or paroled.*\(INA 245\(a\)\) unless INA 245\(i\) applies/).count()).toBe(1);
    await expect.poll(() => page.getByText(/must be at least/).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Next', exact: true }).isEnabled()).toBe(true);
    await lookAt(page, 'barred-petition-only');
    await page.context().close();
  });
});

describe('answers the server derives', () => {
  it('shows on INCOME step 3 the prediction the server worked out from the incomes typed on step 2', async () => {
    const income = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/b2-visitor-green-card-holder-arrest.json'), f2a.today).answers.INCOME ?? {};
    const { income1stMostRecentIncome: _1, income2ndMostRecentIncome: _2, income3rdMostRecentIncome: _3, incomeCurrentYearPrediction: _p, ...rest } = income;
    const { token } = await verifiedAccount(product, 'prediction@example.com');
    await answeredCouple(product, token, { ONBOARDING: { ...(ewi.answers.ONBOARDING ?? {}), onboardingBLastEntry: 'admitted' }, INCOME: rest });
    const application = (await api<{ id: string; formType: string }[]>(product, 'GET', '/applications', undefined, token)).find((a) => a.formType === 'INCOME');
    if (!application) throw new Error('no income application');
    const page = await signedInPage(browser, product, token, `/forms/income/${application.id}?step=2`, { bypassCSP: true });
    for (const [key, amount] of [['income1stMostRecentIncome', '89600'], ['income2ndMostRecentIncome', '84200'], ['income3rdMostRecentIncome', '78900']] as const) {
      await page.locator(`#${wizardId(key)}`).fill(amount);
    }
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.getByText('Step 3 of 4').count(), { timeout: 15_000 }).toBe(1);
    // The browser sent the incomes only; the server worked out 60% + 30% + 10% and the page shows its answer.
    const stored = async () => (await api<{ id: string; data: Record<string, unknown> }>(product, 'GET', `/applications/${application.id}`, undefined, token)).data['incomeCurrentYearPrediction'];
    await expect.poll(stored, { timeout: 15_000 }).toBe('86910');
    await expect.poll(() => page.locator(`#${wizardId('incomeCurrentYearPrediction')}`).inputValue(), { timeout: 15_000 }).toBe('86,910');
    await lookAt(page, 'income-prediction-from-server');
    await page.context().close();
  });
});

