import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { answeredCouple, api, signedInPage, verifiedAccount } from './people.ts';
import { formPath, wizardsOf } from './wizards.ts';

/**
 * Issue 22: the beneficiary's, marriage and income wizards in Spanish at 375 px, read by the
 * petitioner, Kofi: his wife Ana Carolina's own questions name her, the income questions name the
 * tax years in Spanish, and Form I-485's brackets read as a Spanish reader expects.
 */
const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/joint-sponsor-cousin.json'));

let product: RunningProduct;
let browser: Browser;
let wizards: ReturnType<typeof wizardsOf>;
let token: string;
beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ FILING_DATE: couple.today }), launchBrowser()]);
  ({ token } = await verifiedAccount(product, `kofi.${Date.now()}@example.com`));
  await answeredCouple(product, token, couple.answers);
  await api(product, 'PUT', '/auth/language', { language: 'es' }, token);
  wizards = wizardsOf(product, browser, token);
  return async () => {
    await browser.close();
    await product.stop();
  };
});

async function opened(formType: 'BENEFICIARY_INFO' | 'MARRIAGE_INFO' | 'INCOME', step: number) {
  return signedInPage(browser, product, token, `${formPath(formType)}/${await wizards.applicationId(formType)}?step=${step}`, { width: 375 });
}

/** Once the wizard shows in Spanish: the document says so and nothing is wider than the phone. */
async function readsRight(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

describe('the couple’s other wizards in Spanish at 375 px', () => {
  it("names Ana Carolina in her wizard's own questions", async () => {
    const page = await opened('BENEFICIARY_INFO', 8);
    await page.getByText('¿Está Ana Carolina ahora en los Estados Unidos?').waitFor();
    expect(await page.getByText('Sin inspección, sin admisión y sin parole').count()).toBe(1);
    await readsRight(page);
    await shot(page, 'catalogue-es-beneficiary-immigration-375');
    await page.context().close();
  });

  it('reads the household brackets of Form I-485 in Spanish', async () => {
    const page = await opened('MARRIAGE_INFO', 2);
    await page.getByText('¿Cuáles son los ingresos anuales de ese hogar?').waitFor();
    expect(await page.getByText('De $0 a $27,000', { exact: true }).count()).toBe(1);
    await readsRight(page);
    await shot(page, 'catalogue-es-marriage-household-375');
    await page.context().close();
  });

  it('names the tax years in Spanish in the income questions, the joint sponsor as the copatrocinador', async () => {
    const details = await opened('INCOME', 2);
    await details.getByText(/^¿Cuáles fueron sus ingresos totales en el año fiscal \d{4}\?$/).first().waitFor();
    expect(await details.getByText(/tax year/).count()).toBe(0);
    await readsRight(details);
    await shot(details, 'catalogue-es-income-details-375');
    await details.context().close();
    const household = await opened('INCOME', 4);
    await household.getByText('¿Vive el copatrocinador en los Estados Unidos?').waitFor();
    await readsRight(household);
    await shot(household, 'catalogue-es-income-household-375');
    await household.context().close();
  });
});
