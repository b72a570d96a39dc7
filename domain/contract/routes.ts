/**
 * Every route of the API, by name: its method and its path under /api, written as Fastify writes
 * it (`/forms/:id`). The one place a path is written: the API registers each route from here and
 * the web client calls each from here, so the two cannot drift apart silently
 * (api/http/route-table.test.ts checks that what Fastify registered is exactly this table).
 *
 * The /api prefix is not part of the paths: the server adds it where it mounts the routes
 * (api/app.ts), the client where it sends its requests (web/src/lib/api-client.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

export const API_ROUTES = {
  // Accounts and sessions (domain/contract/account.ts).
  register: { method: 'POST', path: '/auth/register' },
  login: { method: 'POST', path: '/auth/login' },
  /** Development and tests only (ENABLE_TEST_LOGIN); the login page offers it when /config says so. */
  testLogin: { method: 'POST', path: '/auth/test-login' },
  logout: { method: 'POST', path: '/auth/logout' },
  me: { method: 'GET', path: '/auth/me' },
  refresh: { method: 'POST', path: '/auth/refresh' },
  /** The verification link opened by a script (?token=…); the web client posts the token instead. */
  verifyEmailLink: { method: 'GET', path: '/auth/verify-email' },
  verifyEmail: { method: 'POST', path: '/auth/verify-email' },
  resendVerificationEmail: { method: 'POST', path: '/auth/resend-verification-email' },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/auth/reset-password' },
  updateProfile: { method: 'PUT', path: '/auth/profile' },
  chooseLanguage: { method: 'PUT', path: '/auth/language' },
  confirmEmailChange: { method: 'POST', path: '/auth/confirm-email-change' },
  reportEmailChange: { method: 'POST', path: '/auth/report-email-change' },
  deleteAccount: { method: 'DELETE', path: '/users/account' },

  // The server's set-up and the maintenance banner (domain/contract/system.ts).
  config: { method: 'GET', path: '/config' },
  systemStatus: { method: 'GET', path: '/system-status' },

  // Applications (domain/contract/applications.ts): /applications and /forms are the same records.
  listApplications: { method: 'GET', path: '/applications' },
  getApplication: { method: 'GET', path: '/applications/:id' },
  createApplication: { method: 'POST', path: '/applications' },
  saveApplication: { method: 'PUT', path: '/applications/:id' },
  deleteApplication: { method: 'DELETE', path: '/applications/:id' },
  applicationOfType: { method: 'GET', path: '/applications/type/:type' },
  resetApplications: { method: 'POST', path: '/applications/reset' },
  listForms: { method: 'GET', path: '/forms' },
  getForm: { method: 'GET', path: '/forms/:id' },
  createForm: { method: 'POST', path: '/forms' },
  saveForm: { method: 'PUT', path: '/forms/:id' },
  deleteForm: { method: 'DELETE', path: '/forms/:id' },
  formTemplate: { method: 'GET', path: '/forms/templates/:type' },
  requiredFields: { method: 'GET', path: '/forms/required-fields' },
  validateForms: { method: 'POST', path: '/forms/validate' },

  // Onboarding (domain/contract/onboarding.ts).
  checkEligibility: { method: 'POST', path: '/onboarding/check-eligibility' },
  updateOnboarding: { method: 'POST', path: '/onboarding/update-status' },
  completeOnboarding: { method: 'POST', path: '/onboarding/complete' },

  // Payments (domain/contract/payments.ts).
  /** The development provider: never in production, never beside Stripe. */
  developmentPayment: { method: 'POST', path: '/users/payment' },
  checkout: { method: 'POST', path: '/payments/checkout' },
  /** Stripe's, never the web client's. */
  stripeWebhook: { method: 'POST', path: '/payments/webhook' },

  // Product analytics (domain/contract/analytics.ts).
  analyticsEvent: { method: 'POST', path: '/analytics/events' },

  // The filing package (domain/contract/pdf-jobs.ts, domain/contract/filing.ts).
  generatePdfs: { method: 'POST', path: '/pdf-jobs/generate' },
  pdfJobStatus: { method: 'GET', path: '/pdf-jobs/:id/status' },
  pdfJobDownload: { method: 'GET', path: '/pdf-jobs/:id/download' },
  /** Signed links the server hands out (api/pdf-jobs/signed-urls.ts); the client only follows them. */
  previewFile: { method: 'GET', path: '/files/previews/:jobId/:page' },
  /** The same page drawn sharp enough to zoom on a phone, when it is first opened full screen. */
  previewZoomFile: { method: 'GET', path: '/files/previews/:jobId/:page/zoom' },
  packageFile: { method: 'GET', path: '/files/packages/:jobId' },
  filingStatus: { method: 'GET', path: '/filing-status' },

  /** The OpenAPI document, for people and tools. */
  docs: { method: 'GET', path: '/docs' },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

/** The names of a path's `:params`, in a type: `'/files/previews/:jobId/:page'` → `'jobId' | 'page'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value for each of a path's params: a missing or misspelt one does not compile. */
export type PathParams<P extends string> = { readonly [Name in PathParamNames<P>]: string };

/** The params argument of a path: none for a path without params, so none can be forgotten either. */
export type PathParamsArg<P extends string> = [PathParamNames<P>] extends [never] ? [] : [params: PathParams<P>];

/** The same params as the type reads them: a name runs from the colon to the next slash. */
const PARAM = /:([^/]+)/g;

/**
 * A path with each `:param` replaced by its value, encoded (an id with a slash or a question mark
 * stays one segment). The types require every param; the check at run time is for callers that
 * built their params object from something the types could not see.
 */
export function fillPath<P extends string>(path: P, ...params: PathParamsArg<P>): string;
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(PARAM, (_param, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) throw new Error(`The path ${path} needs a value for :${name}.`);
    return encodeURIComponent(value);
  });
}

/** The param-less routes of the table: each one is already a complete request target. */
export type ParamlessRoute = {
  readonly [Name in ApiRouteName]: [PathParamNames<(typeof API_ROUTES)[Name]['path']>] extends [never] ? (typeof API_ROUTES)[Name] : never;
}[ApiRouteName];

/**
 * Marks a path as filled. Type-only: at run time an Endpoint is the plain { method, path } object
 * (so tests and logs see just that); the mark only keeps a route whose `:params` are still in its
 * path from being sent as is.
 */
declare const filled: unique symbol;

/** A route with its params filled: the method and the path a client sends. */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly [filled]: true;
}

/** What a client may call: a route without params as the table writes it, or one filled by endpoint(). */
export type RouteTarget = ParamlessRoute | Endpoint;

/** The route's method and its path with the params filled: `endpoint(API_ROUTES.getForm, { id })`. */
export function endpoint<R extends ApiRoute>(route: R, ...params: PathParamsArg<R['path']>): Endpoint {
  const path: string = fillPath<R['path']>(route.path, ...params);
  // The one place the mark is given: the path was filled just above.
  return { method: route.method, path } as Endpoint;
}
