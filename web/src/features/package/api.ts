import { PRICE_DOLLARS } from '@domain/product/package.ts';
import { api } from '../../lib/api-client.ts';
import { isUser, type PdfJob, type User } from '../../lib/types.ts';

export const startPdfJob = (): Promise<{ jobId: string }> =>
  api<{ jobId: string }>('POST', '/pdf-jobs/generate', undefined, 'Failed to start PDF generation.');

const JOB_STATUSES: readonly PdfJob['status'][] = ['PROCESSING', 'COMPLETED', 'FAILED'];

/** The job as the status endpoint reports it; an answer of another shape counts as a failed call. */
export async function fetchPdfJob(jobId: string): Promise<PdfJob> {
  const job = await api<PdfJob>('GET', `/pdf-jobs/${encodeURIComponent(jobId)}/status`);
  if (!JOB_STATUSES.includes(job.status)) throw new Error(`Unexpected job status ${String(job.status)}`);
  if (typeof job.current !== 'boolean') throw new Error('The job status does not say whether the package is current');
  return job;
}

/** The page images of a job: previewImagesJson is a JSON text array of image URLs. */
export function previewPages(job: PdfJob): string[] {
  if (!job.previewImagesJson) return [];
  try {
    const parsed: unknown = JSON.parse(job.previewImagesJson);
    return Array.isArray(parsed) ? parsed.filter((page): page is string => typeof page === 'string' && page !== '') : [];
  } catch {
    return [];
  }
}

export const fetchDownloadLink = (jobId: string): Promise<{ url?: string }> =>
  api<{ url?: string }>('GET', `/pdf-jobs/${encodeURIComponent(jobId)}/download`, undefined, 'An error occurred while fetching the download link.');

export type PaymentProvider = 'development' | 'stripe';

export async function fetchPaymentProvider(): Promise<PaymentProvider> {
  const config = await api<{ paymentProvider?: unknown }>('GET', '/config');
  return config.paymentProvider === 'stripe' ? 'stripe' : 'development';
}

async function userFrom(request: Promise<unknown>): Promise<User> {
  const user = await request;
  if (!isUser(user)) throw new Error('Invalid user data from server');
  return user;
}

/** The development provider: the server records the payment and answers with the updated user. */
export const payInDevelopment = (): Promise<User> => userFrom(api<unknown>('POST', '/users/payment', undefined, 'Payment failed. Please try again.'));

/** Stripe Checkout: the page to send the browser to. */
export const startCheckout = (): Promise<{ url: string; sessionId: string }> =>
  api<{ url: string; sessionId: string }>('POST', '/payments/checkout', undefined, 'Payment failed. Please try again.');

export const fetchCurrentUser = (): Promise<User> => userFrom(api<unknown>('GET', '/auth/me'));

/** Product analytics: a failure never reaches the person. */
export function trackPurchase(): void {
  api('POST', '/analytics/events', { name: 'purchase', properties: { currency: 'USD', value: PRICE_DOLLARS } }).catch(() => undefined);
}
