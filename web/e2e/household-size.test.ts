import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../domain/catalogue/index.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, shot } from './browser.ts';
import { wizardId } from './fill-wizard.ts';
import { answeredCouple, api, signedInPage, verifiedAccount } from './people.ts';

/** Issue 24 item 7: the household size of Form I-864 is added up from the answers and shown item by item. */

const sister = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/household-member-sister-i864a.json'));
const HOUSEHOLD_STEP = (CATALOGUE.INCOME?.steps.findIndex((step) => step.name === 'Household Finances') ?? -1) + 1;

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  product = await startProduct({ FILING_DATE: sister.today });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the household size on Form I-864', () => {
  it('is worked out, not typed: who counts, item by item, with names, and the total that prints', async () => {
    const { token } = await verifiedAccount(product, 'household.size@example.com');
    // A typed figure that disagrees with the people listed is not kept: the server adds them up.
    await answeredCouple(product, token, { ...sister.answers, INCOME: { ...sister.answers.INCOME, incomeNumberOfHouseholdMembers: '7' } });
    const list = await api<{ id: string; formType: string }[]>(product, 'GET', '/applications', undefined, token);
    const incomeId = list.find((application) => application.formType === 'INCOME')?.id ?? '';
    const stored = await api<{ data: Record<string, unknown> }>(product, 'GET', `/applications/${incomeId}`, undefined, token);
    expect(stored.data['incomeNumberOfHouseholdMembers']).toBe('3');

    for (const width of [1280, 375]) {
      const page = await signedInPage(browser, product, token, `/forms/income/${incomeId}?step=${HOUSEHOLD_STEP}`, { width, bypassCSP: true });
      const breakdown = page.locator(`#${wizardId('incomeNumberOfHouseholdMembers')}`);
      await breakdown.waitFor();
      await breakdown.scrollIntoViewIfNeeded();
      expect(await page.getByRole('spinbutton', { name: /household size/i }).count()).toBe(0);
      expect(await page.getByRole('combobox', { name: /How many people are in your household/ }).count()).toBe(0);
      const text = (await breakdown.innerText()).replace(/\s+/g, ' ');
      // The beneficiary fills in this couple's wizards: the items speak of the sponsor by name.
      expect(text).toMatch(/Item 1: the immigrants Daniel sponsors on this affidavit Ananya 1/);
      expect(text).toMatch(/Item 2: Daniel, the sponsor 1/);
      expect(text).toMatch(/Item 3: Daniel’s spouse Counted in item 1, as the immigrant sponsored\. 0/);
      expect(text).toMatch(/Item 7: relatives who live with Daniel and sign Form I-864A Sofia Reyes 1/);
      expect(text).toMatch(/Item 8: household size The number printed on Form I-864, Part 5, item 8\. 3/);
      await shot(page, `household-size-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  }, 300_000);
});
