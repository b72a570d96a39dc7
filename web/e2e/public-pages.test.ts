import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../api/testing/smtp.ts';
import { runCli } from '../../api/testing/processes.ts';
import { PRICE_DOLLARS } from '../../domain/product/package.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { api, signedInPage, verifiedAccount } from './people.ts';

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

/** The public pages and the title each shows, readable without an account. */
const PUBLIC_PAGES: readonly [string, string][] = [
  ['/about', 'About Greencard'],
  ['/pricing', 'Pricing'],
  ['/contact', 'Contact us'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
];

const h1 = (page: Page) => page.locator('h1').first().textContent();

async function openPage(width = 1280): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
}

describe('the public pages', () => {
  it('are readable before signing up, at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const page = await openPage(width);
      for (const [path, title] of PUBLIC_PAGES) {
        await page.goto(`${product.url}${path}`);
        await page.locator('h1', { hasText: title }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        await shot(page, `public${path.replace('/', '-')}-${width}`);
      }
      await page.context().close();
    }
  });

  it('say what Greencard does not do, the price from its one home, and the refund rule', async () => {
    const page = await openPage();
    await page.goto(`${product.url}/about`);
    await page.getByText('It gives no legal advice.').waitFor();
    expect(await page.getByText(/no attorney reviews your answers/).count()).toBe(1);
    await page.goto(`${product.url}/pricing`);
    await page.getByText(`$${PRICE_DOLLARS}, once`).waitFor();
    // Listed with the package's forms, and again in what can be filed today once the server's facts arrive.
    expect(await page.getByText(/Form I-485, Application to Register Permanent Residence or Adjust Status/).count()).toBeGreaterThan(0);
    expect(await page.getByRole('table', { name: /USCIS filing fees/ }).count()).toBe(1);
    // What can be bought and filed today, from the server's facts, before anyone signs up.
    await page.getByText(/What can be filed today|every form we prepare can be filed/).first().waitFor();
    await page.goto(`${product.url}/terms#refunds`);
    await page.getByText(/when you ask before downloading anything/).waitFor();
    expect(await page.getByText(/we cannot deliver the later stage within 12 months of your payment/).count()).toBe(1);
    await page.goto(`${product.url}/privacy`);
    await page.getByText(/Deleting it destroys your\s+encryption key at once/).waitFor();
  });

  it('are where the sign-up checkbox links to', async () => {
    const page = await openPage();
    await page.goto(`${product.url}/register`);
    for (const [name, title] of [['Terms of Service', 'Terms of Service'], ['Privacy Policy', 'Privacy Policy']] as const) {
      const [opened] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: `${name} (opens in a new tab)` }).click()]);
      await opened.locator('h1', { hasText: title }).waitFor();
      await opened.close();
    }
  });

  it('are where every footer link leads, signed out and signed in', async () => {
    const { token } = await verifiedAccount(product, 'footer.reader@example.com');
    for (const page of [await openPage(), await signedInPage(browser, product, token, '/profile')]) {
      await page.goto(`${product.url}/about`);
      const footer = page.locator('footer');
      await footer.waitFor();
      const links = await footer.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(links.length).toBeGreaterThanOrEqual(8);
      for (const href of links) {
        await footer.locator(`a[href="${href}"]`).first().click();
        const path = href.split('#')[0] ?? href;
        await page.waitForURL((url) => url.pathname === path);
        const title = PUBLIC_PAGES.find(([publicPath]) => publicPath === path)?.[1];
        expect(title, `${href} leads to a public page`).toBeDefined();
        await page.locator('h1', { hasText: title }).waitFor();
        const section = href.split('#')[1];
        if (section) await page.locator(`#${section}`).waitFor();
      }
      await page.context().close();
    }
  });
});

describe('the small things', () => {
  it('enables Delete and Reset only once the word is typed; Restart asks without enforcing it', async () => {
    const { token } = await verifiedAccount(product, 'careful.person@example.com');
    await api(product, 'POST', '/onboarding/update-status', {
      formData: {
        onboardingUserIs: 'petitioner', onboardingPStatus: 'citizen', onboardingPNameFirst: 'Megan', onboardingBNameFirst: 'Rahul', onboardingBIsInUs: 'Yes',
        onboardingBWillApplyFromUs: 'Yes', onboardingBLastEntry: 'admitted', onboardingBEverJ: 'No', onboardingBOnlyGcApplicant: 'Yes', onboardingPCurrentIncome: '90000', onboardingIncomeFromW2: 'Yes',
        onboardingNumberOfHouseholdMembers: '2', onboardingPOnActiveDuty: 'No', onboardingSupportBeyondIncome: 'No', onboardingBWantsEAD: 'No', onboardingBWantsAP: 'No',
      },
    }, token);
    const page = await signedInPage(browser, product, token, '/profile');
    for (const [button, word, confirm] of [['Delete account', 'DELETE', 'Delete my account'], ['Reset all applications', 'RESET', 'Reset all applications']] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const confirmButton = dialog.getByRole('button', { name: confirm, exact: true });
      await confirmButton.waitFor();
      expect(await confirmButton.isDisabled(), `${confirm} before ${word} is typed`).toBe(true);
      await dialog.getByLabel(`Type ${word} to confirm`).fill(word.slice(0, 3));
      expect(await confirmButton.isDisabled()).toBe(true);
      await shot(page, `dialog-${word.toLowerCase()}-half-typed-1280`);
      await dialog.getByLabel(`Type ${word} to confirm`).fill(word.toLowerCase());
      expect(await confirmButton.isEnabled(), `${confirm} once ${word} is typed`).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.goto(`${product.url}/dashboard`);
    await page.getByRole('button', { name: /^Restart / }).first().click();
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Restart', exact: true }).isEnabled()).toBe(true);
  });

  it('shows maintenance times with their time zone', async () => {
    const result = await runCli(['maintenance', 'on', '--message', 'Planned upgrade', '--start', '2030-01-15T03:00:00Z', '--end', '2030-01-15T05:30:00Z'], product.env);
    expect(result.code, result.stderr).toBe(0);
    try {
      const page = await (await browser.newContext({ viewport: { width: 375, height: 900 }, timezoneId: 'America/New_York' })).newPage();
      await page.goto(`${product.url}/login`);
      await page.getByText('Upcoming Maintenance').waitFor();
      await page.getByText('Monday, January 14, 2030 at 10:00 PM EST').waitFor();
      await page.getByText('Tuesday, January 15, 2030 at 12:30 AM EST').waitFor();
      await shot(page, 'maintenance-time-zone-375');
      await page.setViewportSize({ width: 1280, height: 900 });
      await shot(page, 'maintenance-time-zone-1280');
    } finally {
      await runCli(['maintenance', 'off'], product.env);
    }
  });

  it('says plainly that the verified tab can be closed when the browser keeps it open', async () => {
    const email = 'verifies.by.mail@example.com';
    await api(product, 'POST', '/auth/register', { email, password: 'a good long password' });
    const link = linkIn(await product.smtp.nextMailTo(email, 15_000), `${product.url}/email-verified?token=`);
    const page = await openPage(375);
    // A tab the person opened themselves (two entries of history): scripts may not close it.
    await page.goto(`${product.url}/login`);
    await page.goto(link.toString());
    await page.getByText('You can close this tab now').waitFor({ timeout: 15_000 });
    await shot(page, 'email-verified-still-open-375');
  });
});
