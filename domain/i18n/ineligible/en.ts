/** The /ineligible page's heading (issue 24 item 18): what a person understands, not "Service Incompatibility". */
export const ineligibleEn = {
  'ineligible.title': "We can't prepare this application",
  'ineligible.subtitle': 'Based on your onboarding answers, our service cannot prepare your green card application.',
} as const;
