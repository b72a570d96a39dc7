import path from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { startProduct, type RunningProduct } from './app-server.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, shot } from './browser.ts';
import { answeredCouple, signedInPage, verifiedAccount } from './people.ts';

/** Issue 24 item 8: a preview page opens full screen to zoom, on a phone as on a desktop. */

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  product = await startProduct({ FILING_DATE: couple.today });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('a preview page', () => {
  it('opens full screen from a tap or Enter, zooms with buttons, keys and a pinch, and closes with Escape, Close or Back', async () => {
    const { token } = await verifiedAccount(product, 'zoom.preview@example.com');
    await answeredCouple(product, token, couple.answers);
    for (const width of [1280, 375]) {
      const page = await signedInPage(browser, product, token, '/preview', { width, bypassCSP: true });
      const first = page.getByRole('button', { name: /^Open page 1 of \d+ full screen$/ });
      await first.waitFor({ timeout: 180_000 });
      const inPanel = page.getByRole('img', { name: /^Page 1 of \d+$/ }).first();
      const before = await inPanel.boundingBox();
      // The panel's pages are drawn at 72 dpi: 612 pixels across a Letter page.
      await expect.poll(() => inPanel.evaluate((element) => (element instanceof HTMLImageElement ? element.naturalWidth : 0)), { timeout: 60_000 }).toBe(612);
      await shot(page, `zoom-preview-${width}`);

      await first.click();
      const dialog = page.getByRole('dialog', { name: /^Page 1 of \d+$/ });
      await dialog.waitFor();
      const image = dialog.getByRole('img', { name: /^Page 1 of \d+$/ });
      // The open page is drawn anew, sharp enough to zoom on a phone: the panel's is 612 pixels wide (72 dpi), this one 1,700 (200 dpi).
      const naturalWidth = (shown: Locator) => shown.evaluate((element) => (element instanceof HTMLImageElement ? element.naturalWidth : 0));
      // Drawn from the finished package: the panel's page shows until then. The fitted size is
      // measured on the sharp page, once it has replaced the panel's.
      await expect.poll(() => naturalWidth(image), { timeout: 180_000 }).toBe(1700);
      const fitted = await image.boundingBox();
      // Full screen: on a phone the page takes the screen's whole width, wider than in the panel.
      if (width === 375) expect(fitted?.width ?? 0).toBeGreaterThan((before?.width ?? 0) + 40);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `zoom-open-${width}`);

      await dialog.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(async () => (await image.boundingBox())?.width ?? 0, { timeout: 10_000 }).toBeGreaterThan((fitted?.width ?? 0) * 1.4);
      await page.keyboard.press('+');
      await expect.poll(async () => (await image.boundingBox())?.width ?? 0, { timeout: 10_000 }).toBeGreaterThan((fitted?.width ?? 0) * 1.9);
      await shot(page, `zoom-zoomed-${width}`);
      await page.keyboard.press('0');
      await expect.poll(async () => Math.round((await image.boundingBox())?.width ?? 0), { timeout: 10_000 }).toBe(Math.round(fitted?.width ?? 0));

      // Two fingers moving apart zoom the page (pointer events, as a touch screen sends them).
      const area = dialog.getByRole('region');
      await area.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const send = (type: string, pointerId: number, dx: number) =>
          element.dispatchEvent(new PointerEvent(type, { pointerId, clientX: x + dx, clientY: y, bubbles: true, pointerType: 'touch' }));
        send('pointerdown', 1, -20);
        send('pointerdown', 2, 20);
        send('pointermove', 1, -50);
        send('pointermove', 2, 50);
        send('pointerup', 1, -50);
        send('pointerup', 2, 50);
      });
      await expect.poll(async () => (await image.boundingBox())?.width ?? 0, { timeout: 10_000 }).toBeGreaterThan((fitted?.width ?? 0) * 2);

      await dialog.getByRole('button', { name: 'Next page' }).click();
      const second = page.getByRole('dialog', { name: /^Page 2 of \d+$/ });
      await second.waitFor();
      // Drawn when first opened, as page 1 was: as long to wait on a loaded machine.
      await expect.poll(() => naturalWidth(second.getByRole('img', { name: /^Page 2 of \d+$/ })), { timeout: 180_000 }).toBe(1700);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/preview');

      // Enter on the focused page opens it; the browser's Back closes it and stays on the preview.
      await first.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      // The open page's history entry, which Back leaves.
      await expect.poll(() => page.evaluate(() => JSON.stringify(history.state)), { timeout: 10_000 }).toContain('greencardPageZoom');
      await page.goBack();
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/preview');

      await first.click();
      await expect.poll(() => page.evaluate(() => JSON.stringify(history.state)), { timeout: 10_000 }).toContain('greencardPageZoom');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/preview');
      await page.context().close();
    }
  }, 600_000);
});
