import type { Browser, Page } from 'playwright-core';
import { linkIn } from '../../api/testing/smtp.ts';
import type { RunningProduct } from './app-server.ts';

async function api<T>(product: RunningProduct, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${product.url}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const parsed = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${parsed.error ?? ''}`);
  return parsed.data;
}

/** An account registered and verified through the API and the real mail, as a shortcut to a screen. */
export async function verifiedAccount(product: RunningProduct, email: string, password = 'a good long password'): Promise<{ token: string; password: string }> {
  const { token } = await api<{ token: string }>(product, 'POST', '/auth/register', { email, password });
  const link = linkIn(await product.smtp.nextMailTo(email, 15_000), `${product.url}/email-verified?token=`);
  await api(product, 'POST', '/auth/verify-email', { token: link.searchParams.get('token') });
  return { token, password };
}

/** Answers a couple's forms through the API (onboarding first, which creates the applications). */
export async function answeredCouple(product: RunningProduct, token: string, answers: Readonly<Record<string, Record<string, unknown> | undefined>>): Promise<void> {
  await api(product, 'POST', '/onboarding/update-status', { formData: answers.ONBOARDING }, token);
  const list = await api<{ id: string; formType: string }[]>(product, 'GET', '/applications', undefined, token);
  for (const [formType, data] of Object.entries(answers)) {
    const application = list.find((a) => a.formType === formType);
    if (formType !== 'ONBOARDING' && application && data) await api(product, 'PUT', `/applications/${application.id}`, { data }, token);
  }
}

/**
 * A browser page signed in with `token`, opened at `path`, 1280 px wide unless `width` says otherwise.
 * `bypassCSP`: for a test tool that injects its own script (axe), which the site's
 * Content-Security-Policy rightly refuses.
 */
export async function signedInPage(browser: Browser, product: RunningProduct, token: string, path: string, options: { width?: number; bypassCSP?: boolean } = {}): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, bypassCSP: options.bypassCSP ?? false })).newPage();
  await page.goto(`${product.url}/login`);
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  await page.goto(`${product.url}${path}`);
  return page;
}

export { api };
