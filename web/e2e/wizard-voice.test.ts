import path from 'node:path';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, shot } from './browser.ts';
import { answeredCouple, signedInPage, verifiedAccount } from './people.ts';
import { formPath, wizardsOf } from './wizards.ts';

/**
 * Issue 24 item 2, in English: one account fills in every wizard, opened by the spouse onboarding
 * named. Kofi, the petitioner, reads his wife Ana Carolina's name in her wizard's own questions;
 * Ana Carolina, filling in INCOME, reads Kofi's name in the questions about the sponsor. Each
 * reads "you" in the questions about themselves.
 */
const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/joint-sponsor-cousin.json'));

type Reader = 'petitioner' | 'beneficiary';

let product: RunningProduct;
let browser: Browser;
const accounts = new Map<Reader, { token: string; wizards: ReturnType<typeof wizardsOf> }>();
beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ FILING_DATE: couple.today }), launchBrowser()]);
  for (const reader of ['petitioner', 'beneficiary'] as const) {
    const { token } = await verifiedAccount(product, `${reader}.${Date.now()}@example.com`);
    await answeredCouple(product, token, { ...couple.answers, ONBOARDING: { ...couple.answers.ONBOARDING, onboardingUserIs: reader } });
    accounts.set(reader, { token, wizards: wizardsOf(product, browser, token) });
  }
  return async () => {
    await browser.close();
    await product.stop();
  };
});

async function opened(reader: Reader, formType: 'BENEFICIARY_INFO' | 'INCOME', step: number, width: number) {
  const account = accounts.get(reader);
  if (!account) throw new Error(`no account for the ${reader}`);
  const url = `${formPath(formType)}/${await account.wizards.applicationId(formType)}?step=${step}`;
  return signedInPage(browser, product, account.token, url, { width, bypassCSP: true });
}

describe('the wizards speak to the one filling in, about the right person', () => {
  for (const width of [1280, 375]) {
    it(`names Ana Carolina to Kofi in her immigration questions, and speaks to her (${width} px)`, async () => {
      const kofi = await opened('petitioner', 'BENEFICIARY_INFO', 8, width);
      await kofi.getByText('Is Ana Carolina in the United States now?').waitFor({ timeout: 60_000 });
      expect(await kofi.getByText('Are you in the United States now?').count()).toBe(0);
      expect(await seriousViolations(kofi)).toEqual([]);
      await shot(kofi, `voice-beneficiary-immigration-petitioner-${width}`);
      await kofi.context().close();
      const ana = await opened('beneficiary', 'BENEFICIARY_INFO', 8, width);
      await ana.getByText('Are you in the United States now?').waitFor();
      await shot(ana, `voice-beneficiary-immigration-beneficiary-${width}`);
      await ana.context().close();
    });

    it(`names Kofi to Ana Carolina in the sponsor's income questions, and speaks to him (${width} px)`, async () => {
      const ana = await opened('beneficiary', 'INCOME', 1, width);
      await ana.getByText('Is Kofi on active duty in the U.S. armed forces or the U.S. Coast Guard?').waitFor({ timeout: 60_000 });
      expect(await ana.getByText('Are you on active duty', { exact: false }).count()).toBe(0);
      expect(await seriousViolations(ana)).toEqual([]);
      await shot(ana, `voice-income-sponsor-beneficiary-${width}`);
      await ana.context().close();
      const kofi = await opened('petitioner', 'INCOME', 1, width);
      await kofi.getByText('Are you on active duty in the U.S. armed forces or the U.S. Coast Guard?').waitFor();
      await shot(kofi, `voice-income-sponsor-petitioner-${width}`);
      await kofi.context().close();
    });
  }
});
