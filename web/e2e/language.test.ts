import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../api/testing/smtp.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, shot } from './browser.ts';
import path from 'node:path';
import { loadFixture } from '../../fixtures/load.ts';
import { api, answeredCouple, verifiedAccount } from './people.ts';
import { wizardsOf } from './wizards.ts';

/**
 * The language a person reads Greencard in: the browser's first, switched on any page, kept on the
 * device before sign-in and on the account after, and the language of the account's e-mails.
 */

/** A couple whose beneficiary had the forms read to her by an interpreter. */
const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/interpreter-visitor-to-student-new-i94.json'));

let product: RunningProduct;
let browser: Browser;
// The product and the browser of this file, and their teardown.
beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ FILING_DATE: couple.today }), launchBrowser()]);
  return async () => {
    await browser.close();
    await product.stop();
  };
});

const device = (locale: string, width = 1280): Promise<BrowserContext> => browser.newContext({ locale, viewport: { width, height: 900 }, bypassCSP: true });
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the language of the pages', () => {
  it('is the browser\'s first language Greencard speaks, switched on a public page and kept on the device', async () => {
    const context = await device('es-MX');
    const page = await context.newPage();
    await page.goto(`${product.url}/about`);
    await page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    expect(await lang(page)).toBe('es');
    expect(await page.getByRole('link', { name: 'Política de privacidad', exact: true }).count()).toBe(1);
    await page.goto(`${product.url}/login`);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await shot(page, 'language-login-es-1280');
    await page.locator('button[lang="en"]', { hasText: 'English' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await lang(page)).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await lang(page)).toBe('en');
    await context.close();
    const english = await (await device('en-US')).newPage();
    await english.goto(`${product.url}/login`);
    await english.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await lang(english)).toBe('en');
    await english.context().close();
  });

  it('signs up in Spanish at 375 px, with the verification e-mail in Spanish, and the account keeps it on another device', async () => {
    const email = `lucia.${Date.now()}@example.com`;
    const phone = await (await device('es-419', 375)).newPage();
    await phone.goto(`${product.url}/register`);
    await phone.getByRole('heading', { name: 'Cree su cuenta' }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(phone, 'language-register-es-375');
    await phone.getByRole('button', { name: 'Crear cuenta' }).click();
    await phone.getByText('Por favor, complete todos los campos').waitFor();
    await phone.getByLabel('Correo electrónico').fill(email);
    await phone.getByLabel(/^Contraseña/).fill('una clave bastante larga');
    await phone.getByLabel(/^Confirme la contraseña/).fill('una clave bastante larga');
    await phone.getByRole('checkbox').check();
    await phone.getByRole('button', { name: 'Crear cuenta' }).click();
    const mail = await product.smtp.nextMailTo(email, 15_000);
    expect(mail.subject).toBe('Verifique su correo electrónico');
    await api(product, 'POST', '/auth/verify-email', { token: linkIn(mail, `${product.url}/email-verified?token=`).searchParams.get('token') });
    await phone.context().close();

    // Another device, in English: signing in brings the account's Spanish.
    const desk = await (await device('en-US')).newPage();
    await desk.goto(`${product.url}/login`);
    await desk.getByLabel(/^E-mail address/).fill(email);
    await desk.getByLabel(/^Password/).fill('una clave bastante larga');
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByRole('button', { name: 'English' }).waitFor({ timeout: 15_000 });
    expect(await lang(desk)).toBe('es');
    await shot(desk, 'language-signed-in-es-1280');
    // Switched there, the account follows, and so do its e-mails.
    await desk.getByRole('button', { name: 'English' }).click();
    await desk.getByRole('button', { name: 'Español' }).waitFor();
    const token = await desk.evaluate(() => localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken'));
    await expect.poll(async () => (await api<{ language: string }>(product, 'GET', '/auth/me', undefined, token ?? '')).language).toBe('en');
    await desk.context().close();
  });

  it("asks each signer in Spanish whether they read the English forms, and says Greencard's Spanish is not an interpreter", async () => {
    const { token } = await verifiedAccount(product, 'interpretada@example.com');
    await answeredCouple(product, token, couple.answers);
    await api(product, 'PUT', '/auth/language', { language: 'es' }, token);
    // The petitioner fills in the account, so the beneficiary's wizard asks about her by the name given at onboarding.
    const spouse = String(couple.answers.ONBOARDING?.['onboardingBNameFirst']);
    for (const width of [1280, 375]) {
      const contact = await wizardsOf(product, browser, token).openAt('BENEFICIARY_INFO', 'bReadsEnglish', width);
      await contact.getByText(`¿Lee y entiende ${spouse} el inglés lo bastante bien`, { exact: false }).first().waitFor();
      expect(await contact.getByText('Que Greencard muestre las preguntas en español no cuenta como intérprete.', { exact: false }).count()).toBe(1);
      await contact.getByLabel(`Apellido del intérprete de ${spouse}`, { exact: false }).first().waitFor();
      expect(await lang(contact)).toBe('es');
      await shot(contact, `language-statement-es-${width}`);
      await contact.context().close();
    }
  });
});
