import { isUser, type User } from '@domain/contract/account.ts';
import type { Checkout } from '@domain/contract/payments.ts';
import { PDF_JOB_STATUSES, type DownloadLink, type JobStarted, type PdfJobReport, type StageRequest } from '@domain/contract/pdf-jobs.ts';
import type { PaymentProvider } from '@domain/contract/system.ts';
import { CURRENCY, PRICE_DOLLARS } from '@domain/product/package.ts';
import { API_ROUTES, endpoint } from '@domain/contract/routes.ts';
import { track } from '../../lib/analytics.ts';
import { api } from '../../lib/api-client.ts';
import { fetchClientConfig } from '../../lib/client-config.ts';

/** Fills the forms of a stage (the current one when none is named) as a new job. */
export const startPdfJob = (request: StageRequest): Promise<JobStarted> => api<JobStarted>(API_ROUTES.generatePdfs, request, 'Failed to start PDF generation.');

/** The job as the status endpoint reports it; an answer of another shape counts as a failed call. */
export async function fetchPdfJob(jobId: string): Promise<PdfJobReport> {
  const job = await api<PdfJobReport>(endpoint(API_ROUTES.pdfJobStatus, { id: jobId }));
  if (!PDF_JOB_STATUSES.includes(job.status)) throw new Error(`Unexpected job status ${String(job.status)}`);
  if (typeof job.current !== 'boolean') throw new Error('The job status does not say whether the package is current');
  return job;
}

/** The page images of a job: previewImagesJson is a JSON text array of image URLs. */
export const previewPages = (job: PdfJobReport): string[] => linksIn(job.previewImagesJson);

/** The same pages drawn sharp enough to zoom on a phone (zoomImagesJson), page for page. */
export const zoomPages = (job: PdfJobReport): string[] => linksIn(job.zoomImagesJson);

function linksIn(json: string | null): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((page): page is string => typeof page === 'string' && page !== '') : [];
  } catch {
    return [];
  }
}

export const fetchDownloadLink = (jobId: string): Promise<DownloadLink> =>
  api<DownloadLink>(endpoint(API_ROUTES.pdfJobDownload, { id: jobId }), undefined, 'An error occurred while fetching the download link.');

export const fetchPaymentProvider = (): Promise<PaymentProvider> => fetchClientConfig().then((config) => config.paymentProvider);

async function userFrom(request: Promise<unknown>): Promise<User> {
  const user = await request;
  if (!isUser(user)) throw new Error('Invalid user data from server');
  return user;
}

/** The development provider: the server records the payment and answers with the updated user. */
export const payInDevelopment = (): Promise<User> => userFrom(api<unknown>(API_ROUTES.developmentPayment, undefined, 'Payment failed. Please try again.'));

/** Stripe Checkout: the page to send the browser to. */
export const startCheckout = (): Promise<Checkout> =>
  api<Checkout>(API_ROUTES.checkout, undefined, 'Payment failed. Please try again.');

export const fetchCurrentUser = (): Promise<User> => userFrom(api<unknown>(API_ROUTES.me));

/** The purchase, for product analytics (spec section 7: currency USD, value the price). */
export const trackPurchase = (): void => track('purchase', { currency: CURRENCY.toUpperCase(), value: PRICE_DOLLARS });
