import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, type FormType } from '../../domain/catalogue/index.ts';
import { NOT_IN_THE_FUTURE_MESSAGE } from '../../domain/rules/formats.ts';
import { NOT_A_NUMBER_MESSAGE } from '../../domain/rules/validate.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { fillDate, onboardingId, wizardId } from './fill-wizard.ts';
import { answeredCouple, api, signedInPage, verifiedAccount } from './people.ts';
import { formPath, wizardsOf } from './wizards.ts';

/** A couple who asked for a travel document, checked on the fixture's own filing date. */
const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));

let product: RunningProduct;
let browser: Browser;
let token: string;
beforeAll(async () => {
  // A filing date before the machine's calendar: the wizard must check dates against it, as the server does.
  product = await startProduct({ FILING_DATE: couple.today });
  browser = await launchBrowser();
  ({ token } = await verifiedAccount(product, 'wizard.input@example.com'));
  await answeredCouple(product, token, couple.answers);
  wizards = wizardsOf(product, browser, token);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

let wizards: ReturnType<typeof wizardsOf>;
const applicationId = (formType: FormType) => wizards.applicationId(formType);
const storedAnswer = (formType: FormType, key: string) => wizards.storedAnswer(formType, key);
const openAt = (formType: FormType, key: string, width?: number) => wizards.openAt(formType, key, width);

const heading = (page: Page) => page.locator('#step-heading').textContent();

describe('the wizard as people use it', () => {
  it('keeps the step in the address: Back goes to the previous step, a reload stays, a double click on Next moves one step', async () => {
    const id = await applicationId('BENEFICIARY_INFO');
    const page = await signedInPage(browser, product, token, `${formPath('BENEFICIARY_INFO')}/${id}`);
    await page.getByText('Step 1 of 13').waitFor();
    await expect.poll(() => page.url()).toMatch(/\?step=1$/);
    await page.getByRole('button', { name: 'Next', exact: true }).dblclick();
    await page.getByText('Step 2 of 13').waitFor();
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/\?step=2$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Step 3 of 13').waitFor();
    await page.goBack();
    await page.getByText('Step 2 of 13').waitFor();
    expect(await heading(page)).toBe('Contact Information');
    await page.reload();
    await page.getByText('Step 2 of 13').waitFor();
    await page.goForward();
    await page.getByText('Step 3 of 13').waitFor();
    await shot(page, 'wizard-step-in-address-1280');
  });

  it('takes whole dollars: "89,500.00" is 89,500, and the field says the cents are left out', async () => {
    const page = await openAt('INCOME', 'income1stMostRecentIncome');
    const input = page.locator(`#${wizardId('income1stMostRecentIncome')}`);
    await input.fill('');
    await input.pressSequentially('89,500.00');
    expect(await input.inputValue()).toBe('89,500.00');
    await page.getByText('Whole dollars only: $89,500 is kept; what follows the decimal point is left out.').waitFor();
    await shot(page, 'wizard-money-cents-1280');
    await input.blur();
    expect(await input.inputValue()).toBe('89,500');
    await expect.poll(() => storedAnswer('INCOME', 'income1stMostRecentIncome'), { timeout: 10_000 }).toBe('89500');
    await page.setViewportSize({ width: 375, height: 900 });
    await shot(page, 'wizard-money-cents-375');
  });

  it('picks the state whose code was typed (wa, ma, or) and the country people mean (uk, us)', async () => {
    const page = await openAt('BENEFICIARY_INFO', 'immiLastEntryState');
    const state = page.locator(`#${wizardId('immiLastEntryState')}`);
    for (const [typed, chosen] of [['wa', 'Washington (WA)'], ['ma', 'Massachusetts (MA)'], ['or', 'Oregon (OR)']] as const) {
      await state.click();
      await state.fill(typed);
      await page.keyboard.press('Enter');
      expect(await state.inputValue(), typed).toBe(chosen);
    }
    await expect.poll(() => storedAnswer('BENEFICIARY_INFO', 'immiLastEntryState'), { timeout: 10_000 }).toBe('OR');
    const country = await openAt('BENEFICIARY_INFO', 'bBirthCountry');
    const birthCountry = country.locator(`#${wizardId('bBirthCountry')}`);
    for (const [typed, chosen] of [['uk', 'United Kingdom'], ['us', 'United States']] as const) {
      await birthCountry.click();
      await birthCountry.fill(typed);
      await country.keyboard.press('Enter');
      expect(await birthCountry.inputValue(), typed).toBe(chosen);
    }
  });

  it('shows a passport number in capitals as typed, and offers capitals for a name without changing it unasked', async () => {
    const page = await openAt('BENEFICIARY_INFO', 'passportNumber');
    const passport = page.locator(`#${wizardId('passportNumber')}`);
    await passport.fill('');
    await passport.pressSequentially('z1234567');
    expect(await passport.inputValue()).toBe('Z1234567');
    await expect.poll(() => storedAnswer('BENEFICIARY_INFO', 'passportNumber'), { timeout: 10_000 }).toBe('Z1234567');

    const names = await openAt('BENEFICIARY_INFO', 'bNameLast');
    const last = names.locator(`#${wizardId('bNameLast')}`);
    await last.fill('whitaker');
    await last.press('Tab');
    await names.getByText('Print as').waitFor();
    await shot(names, 'wizard-capitals-suggestion-1280');
    await names.setViewportSize({ width: 375, height: 900 });
    await shot(names, 'wizard-capitals-suggestion-375');
    await expect.poll(() => storedAnswer('BENEFICIARY_INFO', 'bNameLast'), { timeout: 10_000 }).toBe('whitaker');
    await names.getByRole('button', { name: 'Use Whitaker' }).click();
    expect(await last.inputValue()).toBe('Whitaker');
    await expect.poll(() => storedAnswer('BENEFICIARY_INFO', 'bNameLast'), { timeout: 10_000 }).toBe('Whitaker');

    const middle = names.locator(`#${wizardId('bNameMiddle')}`);
    await middle.fill('ROSE');
    await middle.press('Tab');
    await names.getByRole('button', { name: 'Keep as typed' }).click();
    expect(await names.getByText('Print as').count()).toBe(0);
    expect(await middle.inputValue()).toBe('ROSE');
  });

  it('refuses a number it cannot read and a planned departure that is not after the filing date, in the wizard and in Check My Data', async () => {
    const page = await openAt('I_131_SPECIFIC', 'i131TripLengthDays');
    const days = page.locator(`#${wizardId('i131TripLengthDays')}`);
    for (const typed of ['3 weeks', 'two']) {
      await days.fill(typed);
      await days.press('Tab');
      await page.getByText(NOT_A_NUMBER_MESSAGE).waitFor();
      expect(await days.inputValue()).toBe(typed);
    }
    await expect.poll(() => storedAnswer('I_131_SPECIFIC', 'i131TripLengthDays'), { timeout: 10_000 }).toBe('two');
    await days.fill('21');

    const departure = wizardId('i131DepartureDate');
    // The day before the filing date: in the past, whatever the machine's calendar says; said as soon as the year is typed.
    await fillDate(page, departure, '2026-11-21');
    await page.getByText(NOT_IN_THE_FUTURE_MESSAGE).waitFor();
    await shot(page, 'wizard-departure-in-past-1280');
    await expect.poll(() => storedAnswer('I_131_SPECIFIC', 'i131DepartureDate'), { timeout: 10_000 }).toBe('2026-11-21');

    const check = await signedInPage(browser, product, token, '/checking-stage');
    await check.getByText('Some information is missing').waitFor({ timeout: 30_000 });
    expect(await check.getByText(NOT_IN_THE_FUTURE_MESSAGE).count()).toBeGreaterThan(0);
    await shot(check, 'checking-stage-departure-1280');

    // The day after the filing date is in the future for the server, and so for the wizard.
    await fillDate(page, departure, '2026-11-23');
    await expect.poll(() => storedAnswer('I_131_SPECIFIC', 'i131DepartureDate'), { timeout: 10_000 }).toBe('2026-11-23');
    expect(await page.getByText(NOT_IN_THE_FUTURE_MESSAGE).count()).toBe(0);
  });
});

describe('the onboarding as people use it', () => {
  it('saves the answers and the step as they are typed: a reload keeps both, and a pasted "$92,000.50" is $92,000', async () => {
    const { token: newcomer } = await verifiedAccount(product, 'onboarding.reload@example.com');
    const page = await signedInPage(browser, product, newcomer, '/onboarding');
    const onboarding = couple.answers.ONBOARDING ?? {};
    await page.locator(`#${onboardingId('onboardingUserIs')}`).check();
    await page.locator(`#${onboardingId('onboardingPStatus')}`).check();
    await page.locator(`#${onboardingId('onboardingPNameFirst')}`).fill(String(onboarding.onboardingPNameFirst));
    await page.locator(`#${onboardingId('onboardingBNameFirst')}`).fill(String(onboarding.onboardingBNameFirst));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Step 2 of 7').waitFor();
    for (const [key, value] of [['onboardingBIsInUs', 'Yes'], ['onboardingBWillApplyFromUs', 'Yes'], ['onboardingBLastEntry', 'admitted'], ['onboardingBEverJ', 'No'], ['onboardingBOnlyGcApplicant', 'Yes']]) {
      await page.locator(`[role="radiogroup"]:has(#${onboardingId(key)}) input[value="${value}"]`).check();
    }
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Step 3 of 7').waitFor();
    const income = page.locator(`#${onboardingId('onboardingPCurrentIncome')}`);
    await income.click();
    await page.keyboard.insertText('$92,000.50');
    expect(await income.inputValue()).toBe('92,000.50');
    await page.getByText('Whole dollars only: $92,000 is kept; the cents (.50) are left out.').waitFor();
    await shot(page, 'onboarding-money-pasted-1280');
    await income.blur();
    await page.getByText('All changes saved').waitFor({ timeout: 10_000 });

    await page.reload();
    await page.getByText('Step 3 of 7').waitFor();
    expect(page.url()).toMatch(/\/onboarding\?step=3$/);
    expect(await page.locator(`#${onboardingId('onboardingPCurrentIncome')}`).inputValue()).toBe('92,000');
    await page.goBack();
    await page.getByText('Step 2 of 7').waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByText('Step 1 of 7').waitFor();
    expect(await page.locator(`#${onboardingId('onboardingPNameFirst')}`).inputValue()).toBe(onboarding.onboardingPNameFirst);
    await page.setViewportSize({ width: 375, height: 900 });
    await shot(page, 'onboarding-reloaded-375');
  });
});
