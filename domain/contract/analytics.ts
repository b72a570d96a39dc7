/**
 * The product analytics events the API accepts (spec section 7), never anything personal: the
 * names and properties the route's schema is held to and the web client sends.
 */
export const ANALYTICS_EVENT_NAMES = ['sign_up', 'form_submit', 'onboarding_complete', 'purchase', 'page_view'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export interface AnalyticsProperties {
  readonly method?: 'email';
  /** A form type (FORM_TYPES), as the catalogue writes it. */
  readonly form_type?: string;
  readonly eligible?: boolean;
  /** ISO 4217, upper case: 'USD'. */
  readonly currency?: string;
  readonly value?: number;
  /** The page's path without its query. */
  readonly path?: string;
}

export interface AnalyticsEvent {
  readonly name: AnalyticsEventName;
  readonly properties?: AnalyticsProperties;
}

/** POST /analytics/events. */
export interface Recorded {
  readonly recorded: boolean;
}
