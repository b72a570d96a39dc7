/** The API's refusals on sign-in, rate limits, payment and downloads (issue 22), in English. */
export const apiErrorsEn = {
  'api.signInLockout': 'Too many failed sign-ins for this e-mail address. Please wait {minutes} minutes or reset your password.',
  'api.tooManyAttempts': 'Too many attempts. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  'api.payFirst': 'Please complete the one-time payment to download your documents.',
  'api.notReady': 'Your documents are not ready yet.',
  'api.previewGone': 'This page preview no longer exists.',
  'api.documentGone': 'This document no longer exists.',
  'api.alreadyPaid': 'You have already paid; your documents are ready to download.',
} as const satisfies Readonly<Record<string, string>>;
