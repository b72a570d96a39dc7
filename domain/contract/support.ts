/**
 * How a couple reaches support (issue 24 item 6): one home, the server's configuration
 * (SUPPORT_PHONE, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_LANGUAGES), sent to the client in
 * GET /config. The hours and languages are data, not sentences, so each page says them in its own
 * language.
 */
export interface SupportContacts {
  /** As people dial it: '+1 (202) 555-0100'. */
  readonly phone: string;
  readonly email: string;
  /** Open days, 1 = Monday … 7 = Sunday, in order. */
  readonly days: readonly number[];
  /** Opening and closing times, 24-hour 'HH:MM', in `timeZone`. */
  readonly opens: string;
  readonly closes: string;
  /** An IANA time zone: 'America/Los_Angeles'. */
  readonly timeZone: string;
  /** Languages spoken, as BCP 47 codes: ['en', 'es']. */
  readonly languages: readonly string[];
  /** True for development's fictional defaults, which reach nobody: the pages say so. */
  readonly placeholder: boolean;
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
