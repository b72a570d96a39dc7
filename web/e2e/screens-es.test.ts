import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../api/testing/smtp.ts';
import { CATALOGUE } from '../../domain/catalogue/index.ts';
import { PACKAGE_FORMS } from '../../domain/product/package.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, shot } from './browser.ts';
import { answeredCouple } from './people.ts';

/**
 * Issue 22: a couple who reads Greencard in Spanish, from sign-up through the dashboard, the check,
 * the preview, the payment and the download, at 1280 and 375 px: every screen in Spanish, axe
 * clean, and no English sentence left but what the catalogue still says in English (its form
 * titles and descriptions, translated on their own branch) and the forms' official titles.
 */
const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  // A day USCIS accepted every installed edition: the whole package can be paid for and downloaded.
  [product, browser] = await Promise.all([startProduct({ FILING_DATE: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED }), launchBrowser()]);
  return async () => {
    await browser.close();
    await product.stop();
  };
});

/** What may stay English on these screens: the catalogue's own texts (another branch translates them) and the forms' official titles. */
const KEPT_ENGLISH: readonly string[] = [
  ...Object.values(CATALOGUE).flatMap((form) => (form ? [form.title, form.description] : [])),
  ...PACKAGE_FORMS.map(({ title }) => title),
].filter((text) => text.length > 0).sort((a, b) => b.length - a.length);

const ENGLISH_WORDS = new Set(['the', 'and', 'your', 'you', 'to', 'of', 'is', 'are', 'with', 'for', 'will', 'can', 'this', 'be', 'we', 'our', 'it', 'what', 'who', 'has', 'have']);

/** The visible lines of the page that read as English sentences: two English function words or more, in four words or more. */
async function englishSentences(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text
    .split('\n')
    .map((line) => KEPT_ENGLISH.reduce((rest, kept) => rest.replaceAll(kept, ''), line).trim())
    .filter((line) => {
      const words = line.toLowerCase().match(/\p{L}+/gu) ?? [];
      const english = new Set(words.filter((word) => ENGLISH_WORDS.has(word)));
      return words.length >= 4 && english.size >= 2;
    });
}

async function looksRight(page: Page, name: string, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  expect(await seriousViolations(page), name).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
  expect(await englishSentences(page), name).toEqual([]);
  await shot(page, `screens-es-${name}-${width}`);
}

const control = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));

describe('the signed-in screens in Spanish', () => {
  it('signs up in Spanish, then reads the dashboard, the check, the preview, the payment and the download in Spanish at 1280 and 375 px', async () => {
    const email = `pareja.${Date.now()}@example.com`;
    const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${product.url}/register`);
    await page.getByRole('heading', { name: 'Cree su cuenta' }).waitFor();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel(/^Contraseña/).fill('una clave bastante larga');
    await page.getByLabel(/^Confirme la contraseña/).fill('una clave bastante larga');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL(/verify-email/);
    const mail = await product.smtp.nextMailTo(email, 15_000);
    expect(mail.subject).toBe('Verifique su correo electrónico');
    // The link opened in another tab of the same browser: the waiting page goes on by itself.
    const verifyTab = await context.newPage();
    await verifyTab.goto(linkIn(mail, `${product.url}/email-verified?token=`).toString());
    await page.waitForURL(/onboarding/, { timeout: 30_000 });
    await verifyTab.close();
    const token = await page.evaluate(() => localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken'));
    if (!token) throw new Error('signed in without a token');
    // The wizards' questions are the catalogue's (translated on their own branch): the answers go in through the API.
    await answeredCouple(product, token, couple.answers);

    for (const width of [1280, 375]) {
      const screen = width === 1280 ? page : await (await browser.newContext({ locale: 'es-419', viewport: { width, height: 900 }, bypassCSP: true })).newPage();
      if (width !== 1280) {
        await screen.goto(`${product.url}/login`);
        await screen.evaluate((value) => localStorage.setItem('authToken', value), token);
      }
      await screen.goto(`${product.url}/dashboard`);
      await screen.getByRole('heading', { name: 'Su trámite', exact: true }).waitFor({ timeout: 15_000 });
      await screen.getByText('Se puede presentar hoy').first().waitFor();
      await screen.getByRole('heading', { name: '¿Listo para revisar?' }).waitFor();
      await looksRight(screen, 'dashboard', width);

      await control(screen, 'Revisar mis datos').click();
      await screen.waitForURL(/checking-stage/);
      await screen.getByRole('heading', { name: 'Revisiones adicionales' }).waitFor();
      await expect.poll(() => screen.getByText('Todo en orden').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await looksRight(screen, 'check', width);

      await control(screen, 'Generar formularios de USCIS').click();
      await screen.waitForURL(/preview/);
      await screen.getByRole('heading', { name: 'Vista previa de sus documentos' }).waitFor();
      const onward = width === 1280 ? 'Continuar al pago' : 'Ir a la descarga';
      await expect.poll(() => control(screen, onward).isEnabled(), { timeout: 120_000 }).toBe(true);
      await screen.getByText('Sus documentos están listos', { exact: true }).waitFor();
      await looksRight(screen, 'preview', width);

      if (width === 1280) {
        await control(screen, 'Continuar al pago').click();
        await screen.waitForURL(/payment/);
        await screen.getByRole('heading', { name: 'Pago único de $299' }).waitFor();
        await screen.getByText('Su paquete contiene').waitFor();
        await looksRight(screen, 'payment', width);
        await control(screen, 'Pagar ahora').click();
      } else {
        await control(screen, 'Ir a la descarga').click();
      }
      await screen.waitForURL(/create-filled-up-pdfs-and-download/, { timeout: 30_000 });
      await expect.poll(() => screen.getByText('Documentos listos').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await looksRight(screen, 'download', width);
      await screen.context().close();
    }
  }, 600_000);
});
