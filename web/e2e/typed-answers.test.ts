import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, shot } from './browser.ts';
import { fillDate, onboardingId, wizardId } from './fill-wizard.ts';
import { answeredCouple, signedInPage, verifiedAccount } from './people.ts';
import { wizardsOf } from './wizards.ts';

/**
 * How answers are typed (issue 24 items 3, 4, 14, 15, 16 and 17; issue 22's dates), through the
 * browser at 1280 and 375 px: dates that cannot be misread, in English and Spanish; amounts that
 * are not amounts refused at once; the status list; I-94 names in capitals; the room for
 * an answer; onboarding's Back.
 */
const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));

let product: RunningProduct;
let browser: Browser;
let token: string;
let wizards: ReturnType<typeof wizardsOf>;
beforeAll(async () => {
  product = await startProduct({ FILING_DATE: couple.today });
  browser = await launchBrowser();
  ({ token } = await verifiedAccount(product, 'typed.answers@example.com'));
  await answeredCouple(product, token, couple.answers);
  wizards = wizardsOf(product, browser, token);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The wizard of a form opened at the step asking `key`, with axe allowed in (bypassCSP). */
async function openAt(formType: Parameters<typeof wizards.applicationId>[0], key: string, width: number): Promise<Page> {
  const page = await wizards.openAt(formType, key, width);
  const url = page.url();
  await page.context().close();
  const checked = await signedInPage(browser, product, token, url.slice(product.url.length), { width, bypassCSP: true });
  await checked.locator(`#${wizardId(key)}`).waitFor();
  return checked;
}

const question = (page: Page, key: string) => page.locator(`[data-question="${wizardId(key)}"]`);

/** Pastes `text` into the element the way a person's paste arrives (a ClipboardEvent, then the input's own insertion). */
async function paste(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).focus();
  await page.evaluate(
    ({ selector, text }) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      const data = new DataTransfer();
      data.setData('text/plain', text);
      const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      if (element.dispatchEvent(event)) document.execCommand('insertText', false, text);
    },
    { selector, text },
  );
}

describe.each([1280, 375])('answers typed at %i px', (width) => {
  it('asks a date as month by name, day and year, says it back in words, and refuses a year or reading it cannot trust', async () => {
    const key = 'bBirthDate';
    const id = wizardId(key);
    const page = await openAt('BENEFICIARY_INFO', key, width);
    await fillDate(page, id, '1988-12-04');
    await question(page, key).getByText('You entered December 4, 1988.').waitFor();
    await expect.poll(() => wizards.storedAnswer('BENEFICIARY_INFO', key), { timeout: 10_000 }).toBe('1988-12-04');
    await shot(page, `typed-date-words-${width}`);

    // A year before 1900 is refused as soon as it is typed, as the server refuses it.
    await page.locator(`#${id}-year`).fill('1899');
    await question(page, key).getByText('The year 1899 is too long ago for this answer; check the year.').waitFor();
    // A birth date in the future, by the catalogue's own rule.
    await page.locator(`#${id}-year`).fill('2031');
    await question(page, key).getByText(/in the future/).waitFor();

    // 12/04/1988 is December 4 or 12 April: never guessed; 31/12/1999 and 2000-04-12 have one reading.
    await paste(page, `#${id}-year`, '12/04/1988');
    await question(page, key).getByText('“12/04/1988” can be read two ways (December 4, 1988 or April 12, 1988).', { exact: false }).waitFor();
    await shot(page, `typed-date-ambiguous-${width}`);
    await paste(page, `#${id}-day`, '31/12/1999');
    await question(page, key).getByText('You entered December 31, 1999.').waitFor();
    await paste(page, `#${id}-day`, '2000-04-12');
    await question(page, key).getByText('You entered April 12, 2000.').waitFor();
    await expect.poll(() => wizards.storedAnswer('BENEFICIARY_INFO', key), { timeout: 10_000 }).toBe('2000-04-12');
    expect(await seriousViolations(page)).toEqual([]);

    // The same date in Spanish: month names and the date in words as a Spanish reader writes them.
    await page.locator('button[lang="es"]').first().click();
    await question(page, key).getByText('Usted escribió 12 de abril de 2000.').waitFor();
    expect(await page.locator(`#${id} option[value="12"]`).textContent()).toBe('diciembre');
    await shot(page, `typed-date-es-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('button[lang="en"]').first().click();
    await fillDate(page, id, couple.answers.BENEFICIARY_INFO?.bBirthDate as string);
    await page.context().close();
  });

  it('refuses "92k" and words at once, and Next stops on them', async () => {
    const key = 'income1stMostRecentIncome';
    const page = await openAt('INCOME', key, width);
    const input = page.locator(`#${wizardId(key)}`);
    await input.fill('');
    await input.pressSequentially('92k');
    expect(await input.inputValue()).toBe('92k');
    const refusal = /Type the amount in digits only, for example 92,000/;
    await question(page, key).getByText(refusal).first().waitFor();
    await expect.poll(() => wizards.storedAnswer('INCOME', key), { timeout: 10_000 }).toBe('92k');
    const heading = await page.locator('#step-heading').textContent();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText(/answers? on this step needs? attention/).waitFor();
    expect(await page.locator('#step-heading').textContent()).toBe(heading);
    await shot(page, `typed-money-92k-${width}`);
    expect(await seriousViolations(page)).toEqual([]);

    // "$92,5" is 92.50 where a comma marks cents: never read as 925 or 92,500.
    await input.fill('$92,5');
    await input.blur();
    await question(page, key).getByText(/“\$92,5” cannot be read for sure/).first().waitFor();
    await expect.poll(() => wizards.storedAnswer('INCOME', key), { timeout: 10_000 }).toBe('$92,5');
    await input.fill('92,500');
    await input.blur();
    await expect.poll(() => wizards.storedAnswer('INCOME', key), { timeout: 10_000 }).toBe('92500');
    expect(await question(page, key).getByText(refusal).count()).toBe(0);
    await page.context().close();
  });

  it('lists the statuses people hold most first, takes an I-94 name in capitals as it is, and says the room of its line', async () => {
    const page = await openAt('BENEFICIARY_INFO', 'immiCurrentVisaStatus', width);
    const options = await page.locator(`#${wizardId('immiCurrentVisaStatus')} option`).allTextContents();
    expect(options.slice(1, 4)).toEqual(['B2 - TEMPORARY VISITOR FOR PLEASURE', 'WT - VISA WAIVER VISITOR FOR PLEASURE', 'B1 - TEMPORARY VISITOR FOR BUSINESS']);
    expect(await question(page, 'immiCurrentVisaStatus').getByText(/leave it empty/).count()).toBe(0);

    const last = page.locator(`#${wizardId('i94NameLast')}`);
    await last.fill('DESHPANDE');
    await last.blur();
    await page.waitForTimeout(300);
    expect(await page.getByRole('group', { name: 'Capital letters' }).count()).toBe(0);

    const status = wizardId('i94ImmigrationStatus');
    await page.locator(`#${status}`).fill('');
    await question(page, 'i94ImmigrationStatus').getByText('Up to 100 characters.').waitFor();
    await paste(page, `#${status}`, 'X'.repeat(299));
    expect(await page.locator(`#${status}`).inputValue()).toHaveLength(299);
    await question(page, 'i94ImmigrationStatus').getByText('This answer can have up to 100 characters; it has 299. Shorten it.').waitFor();
    await shot(page, `typed-status-and-room-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator(`#${status}`).fill('F1');
    await last.fill(String(couple.answers.BENEFICIARY_INFO?.i94NameLast));
    await expect.poll(() => wizards.storedAnswer('BENEFICIARY_INFO', 'i94ImmigrationStatus'), { timeout: 10_000 }).toBe('F1');
    await page.context().close();
  });
});

describe.each([1280, 375])('the length of an answer at %i px (item 16)', (width) => {
  it('says a name’s room before typing, refuses a pasted 299-character last name in plain words, and never sends it', async () => {
    const key = 'pNameLast';
    const id = wizardId(key);
    const page = await openAt('PETITIONER_INFO', key, width);
    const saved = await wizards.storedAnswer('PETITIONER_INFO', key);
    await question(page, key).getByText('Up to 60 characters.').waitFor();
    // The paste replaces the name typed before, as a person selecting it all and pasting does.
    await page.locator(`#${id}`).selectText();
    await paste(page, `#${id}`, 'D'.repeat(299));
    expect(await page.locator(`#${id}`).inputValue()).toHaveLength(299);
    await question(page, key).getByText('This answer can have up to 60 characters; it has 299. Shorten it.').waitFor();
    await shot(page, `typed-long-last-name-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    // Another answer still saves; the over-long one stays on screen only.
    await page.locator(`#${wizardId('pNameMiddle')}`).fill('Rose');
    await expect.poll(() => wizards.storedAnswer('PETITIONER_INFO', 'pNameMiddle'), { timeout: 10_000 }).toBe('Rose');
    expect(await wizards.storedAnswer('PETITIONER_INFO', key)).toBe(saved);
    await page.locator(`#${id}`).fill(String(saved));
    await page.context().close();
  });
});

describe("onboarding's Back", () => {
  it('adds no history entry: after Back, the browser\'s Back goes further back, not forward', async () => {
    const { token: newcomer } = await verifiedAccount(product, 'typed.back@example.com');
    const page = await signedInPage(browser, product, newcomer, '/onboarding', { width: 375, bypassCSP: true });
    const onboarding = couple.answers.ONBOARDING ?? {};
    await page.locator(`#${onboardingId('onboardingUserIs')}`).check();
    await page.locator(`#${onboardingId('onboardingPStatus')}`).check();
    await page.locator(`#${onboardingId('onboardingPNameFirst')}`).fill(String(onboarding.onboardingPNameFirst));
    await page.locator(`#${onboardingId('onboardingBNameFirst')}`).fill(String(onboarding.onboardingBNameFirst));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Step 2 of 7').waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByText('Step 1 of 7').waitFor();
    await page.goBack();
    await page.waitForTimeout(1500);
    expect(page.url()).not.toMatch(/step=2/);
    expect(await page.getByText('Step 2 of 7').count()).toBe(0);
    await shot(page, 'onboarding-back-375');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
