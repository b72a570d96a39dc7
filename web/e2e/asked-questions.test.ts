import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, type FormType } from '../../domain/catalogue/index.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { wizardId } from './fill-wizard.ts';
import { answeredCouple, api, signedInPage, verifiedAccount } from './people.ts';

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
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function applicationId(formType: FormType): Promise<string> {
  const list = await api<{ id: string; formType: string }[]>(product, 'GET', '/applications', undefined, token);
  const found = list.find((a) => a.formType === formType);
  if (!found) throw new Error(`no ${formType}`);
  return found.id;
}

const storedAnswer = async (formType: FormType, key: string): Promise<unknown> =>
  (await api<{ data: Record<string, unknown> }>(product, 'GET', `/applications/${await applicationId(formType)}`, undefined, token)).data[key];

const formPath = (formType: FormType) => `/forms/${formType.toLowerCase().replaceAll('_', '-')}`;

/** The wizard of a form opened at the step that asks `key`, `width` pixels wide. */
async function openAt(formType: FormType, key: string, width: number): Promise<Page> {
  const form = CATALOGUE[formType];
  if (!form) throw new Error(`no ${formType}`);
  const step = form.steps.findIndex((candidate) => candidate.fields.some((field) => field.key === key)) + 1;
  const page = await signedInPage(browser, product, token, `${formPath(formType)}/${await applicationId(formType)}?step=${step}`, { width });
  await page.locator(`#${wizardId(key)}`).waitFor();
  return page;
}

describe('the questions the forms ask, in the wizards', () => {
  it('asks a beneficiary who does not read English for the interpreter, and shows each new question at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const contact = await openAt('BENEFICIARY_INFO', 'bReadsEnglish', width);
      await contact.getByLabel("The interpreter's last name (family name)").waitFor();
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
      const status = await openAt('PETITIONER_INFO', 'pArmedForcesMember', width);
      await shot(status, `asked-armed-forces-${width}`);
      await status.context().close();
    }
  }, 300_000);

  it('hides the interpreter\u2019s questions for a beneficiary who reads English', async () => {
    const page = await openAt('BENEFICIARY_INFO', 'bReadsEnglish', 1280);
    const group = page.locator(`[role="radiogroup"]:has(#${wizardId('bReadsEnglish')})`);
    await group.locator('input[type="radio"][value="yes"]').check();
    await expect.poll(() => page.getByLabel("The interpreter's last name (family name)").count()).toBe(0);
    await expect.poll(() => storedAnswer('BENEFICIARY_INFO', 'bReadsEnglish'), { timeout: 10_000 }).toBe('yes');
    await group.locator('input[type="radio"][value="no"]').check();
    await page.getByLabel("The interpreter's last name (family name)").waitFor();
    await expect.poll(() => storedAnswer('BENEFICIARY_INFO', 'bReadsEnglish'), { timeout: 10_000 }).toBe('no');
    await page.context().close();
  }, 120_000);

  it('takes several races as check boxes, stored in the catalogue\u2019s order', async () => {
    const page = await openAt('BENEFICIARY_INFO', 'bBioRace', 1280);
    const races = page.getByRole('group', { name: /What is your race\? Select all that apply\./ });
    await races.getByLabel('White').check();
    await expect.poll(() => storedAnswer('BENEFICIARY_INFO', 'bBioRace'), { timeout: 10_000 }).toBe('white,asian');
    await races.getByLabel('Asian').uncheck();
    await expect.poll(() => storedAnswer('BENEFICIARY_INFO', 'bBioRace'), { timeout: 10_000 }).toBe('white');
    await page.context().close();
  }, 120_000);
});
