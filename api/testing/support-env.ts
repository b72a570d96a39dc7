/** Support contacts a production configuration accepts, for tests that start one (development's fictional ones are refused there). */
export const SUPPORT_ENV = {
  SUPPORT_PHONE: '+1 (202) 460-0000',
  SUPPORT_EMAIL: 'help@support.greencard.dev',
  SUPPORT_HOURS: 'Mon-Fri 09:00-17:00 America/New_York',
  SUPPORT_LANGUAGES: 'en,es',
} as const;
