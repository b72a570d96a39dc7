import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormType } from '../../domain/catalogue/index.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { wizardId } from './fill-wizard.ts';
import { answeredCouple, verifiedAccount } from './people.ts';
import { wizardsOf } from './wizards.ts';

/** The questions issue 12 adds to the wizards, seen and answered as a person does. */
const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/interpreter-visitor-to-student-new-i94.json'));

let product: RunningProduct;
let browser: Browser;
let token: string;
beforeAll(async () => {
  product = await startProduct({ FILING_DATE: couple.today });
  browser = await launchBrowser();
  ({ token } = await verifiedAccount(product, 'asked.questions@example.com'));
  await answeredCouple(product, token, couple.answers);
  wizards = wizardsOf(product, browser, token);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

let wizards: ReturnType<typeof wizardsOf>;
// The petitioner fills in the account: the beneficiary's wizard asks about her by the name given at onboarding.
const spouse = String(couple.answers.ONBOARDING?.['onboardingBNameFirst']);
const interpreterLastName = `${spouse}'s interpreter's last name (family name)`;
const storedAnswer = (formType: FormType, key: string) => wizards.storedAnswer(formType, key);
const openAt = (formType: FormType, key: string, width: number) => wizards.openAt(formType, key, width);

describe('the questions the forms ask, in the wizards', () => {
  it('asks a beneficiary who does not read English for the interpreter, and shows each new question at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const contact = await openAt('BENEFICIARY_INFO', 'bReadsEnglish', width);
      await contact.getByLabel(interpreterLastName).waitFor();
      expect(await contact.locator(`#${wizardId('bInterpreterLanguage')}`).inputValue()).toBe('Vietnamese');
      await shot(contact, `asked-interpreter-${width}`);
      await contact.context().close();
      for (const [key, name] of [
        ['bHasAddressAbroad', 'asked-address-abroad'],
        ['bSsaWantsCard', 'asked-social-security-card'],
        ['i94StatusChangeNewI94', 'asked-new-i94'],
        ['bBioRace', 'asked-race'],
      ] as const) {
        const page = await openAt('BENEFICIARY_INFO', key, width);
        await shot(page, `${name}-${width}`);
        await page.context().close();
      }
      const status = await openAt('PETITIONER_INFO', 'usArmedForcesMember', width);
      await shot(status, `asked-armed-forces-${width}`);
      await status.context().close();
    }
  }, 300_000);

  it('hides the interpreter\u2019s questions for a beneficiary who reads English', async () => {
    const page = await openAt('BENEFICIARY_INFO', 'bReadsEnglish', 1280);
    const group = page.locator(`[role="radiogroup"]:has(#${wizardId('bReadsEnglish')})`);
    await group.locator('input[type="radio"][value="yes"]').check();
    await expect.poll(() => page.getByLabel(interpreterLastName).count()).toBe(0);
    await expect.poll(() => storedAnswer('BENEFICIARY_INFO', 'bReadsEnglish'), { timeout: 10_000 }).toBe('yes');
    await group.locator('input[type="radio"][value="no"]').check();
    await page.getByLabel(interpreterLastName).waitFor();
    await expect.poll(() => storedAnswer('BENEFICIARY_INFO', 'bReadsEnglish'), { timeout: 10_000 }).toBe('no');
    await page.context().close();
  }, 120_000);

  it('takes several races as check boxes, stored in the catalogue\u2019s order', async () => {
    const page = await openAt('BENEFICIARY_INFO', 'bBioRace', 1280);
    const races = page.getByRole('group', { name: `What is ${spouse}'s race? Select all that apply.` });
    await races.getByLabel('White').check();
    await expect.poll(() => storedAnswer('BENEFICIARY_INFO', 'bBioRace'), { timeout: 10_000 }).toBe('white,asian');
    await races.getByLabel('Asian').uncheck();
    await expect.poll(() => storedAnswer('BENEFICIARY_INFO', 'bBioRace'), { timeout: 10_000 }).toBe('white');
    await page.context().close();
  }, 120_000);
});
