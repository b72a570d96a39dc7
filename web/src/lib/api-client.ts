import type { RouteTarget } from '@domain/contract/routes.ts';
import { API_TIMEOUT_MS, TOKEN_KEY } from '../config/constants.ts';
import { requestLanguage } from '../i18n/request-language.ts';

/** An API failure with the server's message (its `error` field) when it gave one. */
export class ApiError extends Error {
  readonly status: number;
  /** Seconds the server asks to wait before trying again (a 429's Retry-After), when it said. */
  readonly retryAfterSeconds: number | null;
  /** Whether the message is the server's (in the page's language); otherwise it is the caller's English fallback, for the console. */
  readonly fromServer: boolean;
  constructor(status: number, message: string, retryAfterSeconds: number | null = null, fromServer = false) {
    super(message);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
    this.fromServer = fromServer;
  }
}

function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

let onUnauthorized: () => void = () => {};
/** Any 401 anywhere signs the user out everywhere (spec section 4). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
}

/** The session's bearer token as a request header; none when signed out. */
export function authorization(): Record<string, string> {
  const token = storedToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Where a route of the table (domain/contract/routes.ts) is answered: the server mounts the API under /api. */
export const apiUrl = (target: RouteTarget): string => `/api${target.path}`;

/**
 * Calls a route of the API with the bearer token and a 10 s timeout, and returns the body's `data`.
 * `target` is a route of API_ROUTES, or endpoint(route, params) for one with `:params`.
 * Throws ApiError with the server's message, or `fallback` when the server gave none.
 */
export async function api<T>(target: RouteTarget, body?: unknown, fallback = 'Request failed'): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(apiUrl(target), {
      method: target.method,
      signal: controller.signal,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...authorization(),
        'accept-language': requestLanguage(),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof DOMException && error.name === 'AbortError' ? 'The server did not answer in time.' : fallback);
  } finally {
    clearTimeout(timer);
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (response.status === 401) onUnauthorized();
  if (!response.ok) {
    const said = typeof parsed === 'object' && parsed !== null && 'error' in parsed && typeof parsed.error === 'string' ? parsed.error : null;
    throw new ApiError(response.status, said ?? fallback, retryAfterOf(response), said !== null);
  }
  if (typeof parsed === 'object' && parsed !== null && 'data' in parsed) return parsed.data as T;
  throw new ApiError(response.status, fallback);
}

/** The message to show for a failure: the server's, else the screen's default from spec section 8 (in the page's language). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}
