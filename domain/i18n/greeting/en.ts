/** The dashboard's greeting (issue 24 item 13): by the first name the person gave at onboarding. */
export const greetingEn = {
  'greeting.welcome': 'Welcome, {name}',
} as const;
