import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../api/testing/processes.ts';
import { translate, type MessageId } from '../../domain/i18n/messages.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { launchBrowser, shot } from './browser.ts';
import { englishOnPage } from './english-text.ts';

/**
 * Issue 22: the screens the Spanish walk cannot reach in Spanish — the maintenance announcement
 * (its times by name in the reader's language) and an e-mail change's links that fail.
 */
let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const es = (id: MessageId) => translate('es', id);
/** The operator's announcement, typed in the CLI: shown as written, set aside by the detector. */
const OPERATOR_MESSAGE = 'Planned upgrade';

describe('the pages a Spanish reader meets off the walk', () => {
  it('announces maintenance in Spanish, its times with day and month by name in the reader\'s time zone', async () => {
    const result = await runCli(['maintenance', 'on', '--message', OPERATOR_MESSAGE, '--start', '2030-01-15T03:00:00Z', '--end', '2030-01-15T05:30:00Z'], product.env);
    expect(result.code, result.stderr).toBe(0);
    try {
      const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 375, height: 900 }, timezoneId: 'America/New_York' });
      const page = await context.newPage();
      await page.goto(`${product.url}/terms`);
      const banner = page.getByRole('region', { name: es('pages.maintenance.title') });
      await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(1);
      const text = await banner.innerText();
      expect(text).toMatch(/lunes, 14 de enero de 2030.*EST/);
      expect(text).toMatch(/martes, 15 de enero de 2030.*EST/);
      expect(text).toContain(es('pages.maintenance.text'));
      expect(await englishOnPage(page, [OPERATOR_MESSAGE])).toEqual([]);
      await shot(page, 'pages-spanish-maintenance-375');
      await page.setViewportSize({ width: 1280, height: 900 });
      await shot(page, 'pages-spanish-maintenance-1280');
      await page.getByRole('button', { name: es('pages.maintenance.dismiss') }).click();
      await expect.poll(() => banner.count()).toBe(0);
      await context.close();
    } finally {
      await runCli(['maintenance', 'off'], product.env);
    }
  });

  it("says in Spanish that an e-mail change's link is incomplete", async () => {
    const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${product.url}/report-email-change`);
    await page.getByRole('heading', { name: es('pages.emailChange.report.failed') }).waitFor({ timeout: 15_000 });
    await page.getByText(es('pages.emailChange.incomplete')).waitFor();
    expect(await englishOnPage(page)).toEqual([]);
    await shot(page, 'pages-spanish-report-email-change-375');
    await context.close();
  });
});
