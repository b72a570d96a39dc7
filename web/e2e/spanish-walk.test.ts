import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../api/testing/smtp.ts';
import { CATALOGUE, isFormType } from '../../domain/catalogue/index.ts';
import { translate, type MessageId } from '../../domain/i18n/messages.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, shot } from './browser.ts';
import { englishOnPage, typedTexts } from './english-text.ts';
import { fillWizard, onboardingId } from './fill-wizard.ts';
import { pdfText } from './pdf-text.ts';
import { api, answeredCouple } from './people.ts';
import { formPath } from './wizards.ts';

/**
 * Issue 22, "Done when": a whole couple walked in Spanish at 1280 and 375 px — the public page,
 * sign-up, onboarding (answered through the page), every step of every wizard (answers stored
 * through the API, each screen visited), the check, the preview, the payment on a day USCIS
 * accepted every installed edition, and the download — each screen axe clean, in Spanish
 * (lang="es"), and without an English sentence (english-text.ts) but the forms' official names
 * and what the couple typed.
 */
const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ FILING_DATE: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED }), launchBrowser()]);
  return async () => {
    await browser.close();
    await product.stop();
  };
});

const es = (id: MessageId, values: Record<string, string | number> = {}) => translate('es', id, values);
const control = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));

/** What each screen showed wrong, collected over the whole walk so one run names every English text left. */
type Findings = Record<string, { english?: string[]; axe?: unknown[]; lang?: string; overflow?: number; notOpened?: string }>;

/** Once every transition that ends has ended (a spinner never does), and a second more for a save in flight. */
async function settled(page: Page): Promise<void> {
  await page.waitForTimeout(1_000);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function looked(page: Page, findings: Findings, name: string, width: number, kept: readonly string[]): Promise<void> {
  // What the screen asks the server for (what can be filed today, the check, the fees) has come.
  await page.waitForLoadState('networkidle');
  const found: Findings[string] = {};
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== 'es') found.lang = lang;
  // A button mid-transition (Back fading in as a save ends) is not what a person reads: a finding
  // counts when it is still there once the screen has settled.
  const first = await seriousViolations(page);
  const axe = first.length > 0 ? await settled(page).then(() => seriousViolations(page)) : [];
  if (first.length > 0 && axe.length === 0) console.log(`${width} ${name}: gone once settled: ${JSON.stringify(first)}`);
  if (axe.length > 0) found.axe = axe;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) found.overflow = overflow;
  const english = await englishOnPage(page, kept);
  if (english.length > 0) found.english = english;
  if (Object.keys(found).length > 0) {
    findings[`${width} ${name}`] = found;
    console.log(`${width} ${name}: ${JSON.stringify(found)}`);
  }
  await shot(page, `spanish-walk-${width}-${name}`);
}

async function applications(token: string): Promise<{ id: string; formType: string }[]> {
  return api<{ id: string; formType: string }[]>(product, 'GET', '/applications', undefined, token);
}

describe('a whole couple in Spanish', () => {
  // One couple per width, each its own test so either can be run alone (-t 375).
  it.each([1280, 375] as const)('walks the public page, sign-up, onboarding, every wizard, the check, the preview, the payment and the download in Spanish at %i px', async (width) => {
    const findings: Findings = {};
    const email = `pareja.${width}.${Date.now()}@example.com`;
    const kept = [...typedTexts(couple.answers), email];
    const context = await browser.newContext({ locale: 'es-MX', viewport: { width, height: 900 }, bypassCSP: true, acceptDownloads: true });
    // A screen that breaks is a finding too, with the browser's words for why.
    const watched = (page: Page): Page => {
      page.on('pageerror', (error) => {
        findings[`${width} page error at ${page.url()}`] = { notOpened: error.message };
        console.log(`${width} page error at ${page.url()}: ${error.name} ${String(error)} ${error.stack ?? error.message}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') console.log(`${width} console error at ${page.url()}: ${message.text()}`);
      });
      page.on('crash', () => console.log(`${width} page crashed at ${page.url()}`));
      return page;
    };
    const page = watched(await context.newPage());

    // The public pages, and an e-mail change's link opened without its token (its failure page).
    for (const publicPath of ['/about', '/pricing', '/login', '/terms', '/privacy', '/contact', '/confirm-email-change']) {
      await page.goto(`${product.url}${publicPath}`);
      await page.getByRole('heading').first().waitFor({ timeout: 30_000 });
      await looked(page, findings, `public${publicPath.replace('/', '-')}`, width, kept);
    }

    await page.goto(`${product.url}/register`);
    await page.getByRole('heading', { name: 'Cree su cuenta' }).waitFor();
    await looked(page, findings, 'register', width, kept);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel(/^Contraseña/).fill('una clave bastante larga');
    await page.getByLabel(/^Confirme la contraseña/).fill('una clave bastante larga');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL(/verify-email/);
    await page.getByRole('heading').first().waitFor();
    await looked(page, findings, 'verify-email', width, kept);
    const mail = await product.smtp.nextMailTo(email, 15_000);
    expect(mail.subject).toBe('Verifique su correo electrónico');
    const verifyTab = await context.newPage();
    await verifyTab.goto(linkIn(mail, `${product.url}/email-verified?token=`).toString());
    await verifyTab.getByRole('heading').first().waitFor({ timeout: 15_000 });
    await looked(verifyTab, findings, 'email-verified', width, kept);
    await page.waitForURL(/onboarding/, { timeout: 30_000 });
    await verifyTab.close();

    const onboarding = CATALOGUE.ONBOARDING;
    if (!onboarding || !couple.answers.ONBOARDING) throw new Error('no onboarding');
    await fillWizard(page, onboarding, couple.answers.ONBOARDING, {
      idOf: onboardingId,
      language: 'es',
      onStep: (step) => looked(page, findings, `onboarding-${step}`, width, kept),
    });
    await page.waitForURL(/dashboard/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Su trámite', exact: true }).waitFor({ timeout: 15_000 });
    await looked(page, findings, 'dashboard-new', width, kept);

    const token = await page.evaluate(() => localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken'));
    if (!token) throw new Error('signed in without a token');
    // The wizards' answers go in through the API; every wizard's every step is then visited in Spanish.
    await answeredCouple(product, token, couple.answers);
    for (const { id, formType } of await applications(token)) {
      const form = isFormType(formType) ? CATALOGUE[formType] : undefined;
      if (formType === 'ONBOARDING' || !form || !isFormType(formType)) continue;
      for (const [index] of form.steps.entries()) {
        // Each step in a page of its own (the same signed-in context): one page through some
        // hundred loads, screenshots and axe runs went blank on this two-core machine.
        const page = watched(await context.newPage());
        await page.goto(`${product.url}${formPath(formType)}/${id}?step=${index + 1}`);
        const onward = es(index === form.steps.length - 1 ? 'wizard.finish' : 'wizard.next');
        const opens = () =>
          page
            .getByText(es('wizard.stepOf', { step: index + 1, count: form.steps.length }))
            .first()
            .waitFor({ timeout: 30_000 })
            .then(() => page.getByRole('button', { name: onward, exact: true }).waitFor({ timeout: 30_000 }))
            .then(() => true, () => false);
        // A slow machine may still be loading: once more, reloaded, before it counts as not opened.
        const opened = (await opens()) || (await page.reload().then(opens));
        if (!opened) {
          // Recorded, with a picture of what opened instead, and the walk goes on.
          findings[`${width} ${formType}-${index + 1}`] = { notOpened: page.url() };
          await shot(page, `spanish-walk-${width}-${formType}-${index + 1}-not-opened`);
          await page.close();
          continue;
        }
        await looked(page, findings, `${formType}-${index + 1}`, width, kept);
        await page.close();
      }
    }

    await page.goto(`${product.url}/dashboard`);
    await page.getByRole('heading', { name: '¿Listo para revisar?' }).waitFor({ timeout: 15_000 });
    await looked(page, findings, 'dashboard-answered', width, kept);

    for (const signedInPath of ['/help', '/profile']) {
      await page.goto(`${product.url}${signedInPath}`);
      await page.getByRole('heading').first().waitFor({ timeout: 30_000 });
      await looked(page, findings, signedInPath.replace('/', ''), width, kept);
    }
    await page.goto(`${product.url}/dashboard`);
    await page.getByRole('heading', { name: '¿Listo para revisar?' }).waitFor({ timeout: 15_000 });

    await control(page, 'Revisar mis datos').click();
    await page.waitForURL(/checking-stage/);
    await expect.poll(() => page.getByText('Todo en orden').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await looked(page, findings, 'check', width, kept);

    await control(page, 'Generar formularios de USCIS').click();
    await page.waitForURL(/preview/);
    await expect.poll(() => control(page, 'Continuar al pago').isEnabled(), { timeout: 180_000 }).toBe(true);
    await page.getByText('Sus documentos están listos', { exact: true }).waitFor();
    await looked(page, findings, 'preview', width, kept);

    await control(page, 'Continuar al pago').click();
    await page.waitForURL(/payment/);
    await page.getByRole('heading', { name: 'Pago único de $299' }).waitFor();
    await looked(page, findings, 'payment', width, kept);
    await control(page, es('screens.payment.payNow')).click();
    await page.waitForURL(/create-filled-up-pdfs-and-download/, { timeout: 30_000 });
    await expect.poll(() => page.getByText(es('screens.download.ready')).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await looked(page, findings, 'download', width, kept);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), control(page, es('screens.download.now')).click()]);
    // The forms stay in English and hold the couple's answers.
    const text = (await pdfText(readFileSync(await download.path()))).toUpperCase();
    for (const typed of [couple.answers.PETITIONER_INFO?.pNameLast, couple.answers.BENEFICIARY_INFO?.bNameLast]) expect(text).toContain(String(typed).toUpperCase());
    await context.close();
    expect(findings).toEqual({});
  }, 1_800_000);
});
