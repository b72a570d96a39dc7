import type { AnalyticsEvent, AnalyticsEventName, AnalyticsProperties } from '@domain/contract/analytics.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import { apiUrl } from './api-client.ts';

/**
 * Product analytics (spec section 7): the few events the server accepts (domain/contract/analytics.ts),
 * never anything personal. Fire and forget: a lost event must never slow down or break what the
 * person is doing.
 */
export function track(name: AnalyticsEventName, properties: AnalyticsProperties = {}): void {
  const event: AnalyticsEvent = { name, properties };
  try {
    // No bearer token (so not api()): the events are anonymous. keepalive lets an event sent just before a navigation arrive.
    void fetch(apiUrl(API_ROUTES.analyticsEvent), {
      method: API_ROUTES.analyticsEvent.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously (for instance when the page is being unloaded); ignore it.
  }
}

let lastPageView: string | null = null;

/**
 * One page_view per route change. The path only, without the query (tokens travel there); a
 * repeat of the same path is dropped, so React's development double effects count once.
 */
export function trackPageView(path: string): void {
  if (path === lastPageView) return;
  lastPageView = path;
  track('page_view', { path });
}
