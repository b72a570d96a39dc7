import path from 'node:path';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { answeredCouple, api, signedInPage, verifiedAccount } from './people.ts';
import { formPath, wizardsOf } from './wizards.ts';

/**
 * The wizards in the account's language and the right voice (issues 22 and 24 item 2): the
 * petitioner, Thomas, fills in his wife Lan's wizard, which asks about Lan by name; his own
 * speaks to him.
 */
const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/interpreter-visitor-to-student-new-i94.json'));

let product: RunningProduct;
let browser: Browser;
let token: string;
let wizards: ReturnType<typeof wizardsOf>;
beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ FILING_DATE: couple.today }), launchBrowser()]);
  ({ token } = await verifiedAccount(product, `thomas.${Date.now()}@example.com`));
  await answeredCouple(product, token, couple.answers);
  wizards = wizardsOf(product, browser, token);
  return async () => {
    await browser.close();
    await product.stop();
  };
});

describe('a wizard in Spanish, in the voice of the one filling in', () => {
  it("names the beneficiary to the petitioner in her wizard, in Spanish, at 1280 and 375 px", async () => {
    await api(product, 'PUT', '/auth/language', { language: 'es' }, token);
    const id = await wizards.applicationId('BENEFICIARY_INFO');
    for (const width of [1280, 375]) {
      const page = await signedInPage(browser, product, token, `${formPath('BENEFICIARY_INFO')}/${id}?step=1`, { width });
      await page.getByText('¿Cuál es el primer nombre (nombre de pila) de Lan?').waitFor();
      expect(await page.getByText('¿Ha usado Lan alguna vez otro nombre?').count()).toBe(1);
      expect(await page.getByText('What is your first name', { exact: false }).count()).toBe(0);
      await shot(page, `catalogue-es-beneficiary-named-${width}`);
      await page.context().close();
    }
  });

  it("speaks to the petitioner in his own wizard, and in English as before when he switches", async () => {
    const id = await wizards.applicationId('PETITIONER_INFO');
    const page = await signedInPage(browser, product, token, `${formPath('PETITIONER_INFO')}/${id}?step=1`);
    await page.getByText('¿Cuál es su primer nombre (nombre de pila)?').waitFor();
    await shot(page, 'catalogue-es-petitioner-own-1280');
    await api(product, 'PUT', '/auth/language', { language: 'en' }, token);
    await page.context().close();
    const english = await signedInPage(browser, product, token, `${formPath('BENEFICIARY_INFO')}/${await wizards.applicationId('BENEFICIARY_INFO')}?step=1`);
    await english.getByText("What is Lan's first name (given name)?").waitFor();
    await english.context().close();
  });
});
