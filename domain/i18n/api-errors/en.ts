import { INVALID_LINK, NEW_PASSWORD_TOO_SHORT, PASSWORD_RESET_REQUIRED, PASSWORD_TOO_SHORT, REPORT_LINK_LIFETIME_DAYS, SESSION_EXPIRED } from '../../product/account.ts';

/**
 * Every refusal of the API (issue 22), in English: api/ and the domain's refusals name these ids,
 * never a sentence (api/http/refusals.test.ts). The texts the spec fixes keep their home in
 * domain/product/account.ts and are read from there.
 */
export const apiErrorsEn = {
  'api.signInLockout': 'Too many failed sign-ins for this e-mail address. Please wait {minutes} minutes or reset your password.',
  'api.tooManyAttempts': 'Too many attempts. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  'api.payFirst': 'Please complete the one-time payment to download your documents.',
  'api.notReady': 'Your documents are not ready yet.',
  'api.previewGone': 'This page preview no longer exists.',
  'api.documentGone': 'This document no longer exists.',
  'api.alreadyPaid': 'You have already paid; your documents are ready to download.',
  'api.routeNotFound': 'Not found: {method} {path}',
  'api.sameMoment': 'Someone changed this at the same moment. Please try again.',
  // The account (api/auth, domain/users).
  'api.invalidLink.verify': INVALID_LINK.verify,
  'api.invalidLink.reset': INVALID_LINK.reset,
  'api.invalidLink.email-change': INVALID_LINK['email-change'],
  'api.invalidLink.email-change-report': INVALID_LINK['email-change-report'],
  'api.sessionExpired': SESSION_EXPIRED,
  'api.passwordResetRequired': PASSWORD_RESET_REQUIRED,
  'api.passwordTooShort': PASSWORD_TOO_SHORT,
  'api.newPasswordTooShort': NEW_PASSWORD_TOO_SHORT,
  'api.addressHeld': `This e-mail address was replaced on an account less than ${REPORT_LINK_LIFETIME_DAYS} days ago and is kept for that account until then. Please use another address.`,
  'api.addressNotPlain': 'Please write your e-mail address in plain letters (a–z, digits and . _ - +): our mail cannot reach addresses with other characters.',
  'api.testLoginUnavailable': 'Test login is not available in this environment',
  'api.addressTakenNow': 'Another account uses this address now; please contact support.',
  'api.accountExists': 'This account already exists.',
  'api.alreadyVerified': 'Your e-mail address is already verified.',
  'api.noPaymentToRefund': 'This account has no payment to refund.',
  'api.waitBeforeMail': 'Please wait {seconds, plural, one {# second} other {# seconds}} before asking for another e-mail.',
  // The journey's gate (api/onboarding/journey-gate.ts).
  'api.verifyEmailFirst': 'Please verify your e-mail address first: open the link we sent you (your profile page can send a new one).',
  'api.onboardingFirst': 'Please answer the eligibility questions first: they decide which forms you need.',
  'api.notEligible':
    'Your answers to the eligibility questions show that this package does not fit your case, so it cannot be prepared or paid for. Review your answers on the eligibility page.',
  // The applications (api/applications, domain/applications).
  'api.unknownFormType': 'Unknown form type: {type}',
  'api.formFilledFromOthers': '{form} has no questions of its own: it is filled from the beneficiary and marriage answers.',
  'api.formHasNoQuestions': 'This form has no questions of its own.',
  'api.unknownQuestion': 'Unknown question "{key}" for {form}.',
  'api.unknownStatus': 'Unknown status "{status}"; use one of {statuses}.',
  'api.noApplicationYet': 'No {form} application yet.',
  'api.applicationNotFound': 'Application not found.',
  'api.applicationExists': 'This application already exists.',
  'api.formExists': 'You already have a {form} form; open it from the dashboard.',
  'api.applicationTooLarge': "This form's answers would be larger than {kilobytes} KB, far more than any application needs. Please shorten the longest answers.",
  'api.answerTooLong': 'This answer can have up to {max} characters; it has {count}. Shorten it. (answer "{key}")',
  // The documents (api/pdf-jobs).
  'api.jobNotFound': 'Document preparation job not found.',
  'api.checkFirst': 'Some information is missing or needs attention; see the check.',
  'api.stalePackage': 'Your answers changed after these documents were prepared. Generate them again on the preview page, then download them.',
  'api.preparedWhileHeld': 'These documents were prepared while USCIS would not have accepted them. Generate them again on the preview page, then download them.',
  'api.linkExpired': 'This link has expired. Go back and open the document again.',
  // Payments (api/payments): the Stripe ones are read by a developer or by Stripe, in English unless asked otherwise.
  'api.payments.devInProduction': 'The development payment provider is not available in production.',
  'api.payments.useCheckout': 'Payments go through Stripe Checkout: POST /api/payments/checkout.',
  'api.payments.noStripe': 'Stripe is not configured here; the development provider takes the payment (POST /api/users/payment).',
  'api.payments.noCheckoutPage': 'Stripe did not return a checkout page; please try again.',
  'api.payments.webhookUnconfigured': 'Stripe is not configured here.',
  'api.payments.signatureMissing': 'Missing Stripe signature.',
  'api.payments.signatureInvalid': 'Invalid Stripe signature.',
  'api.payments.noUser': 'The checkout session names no user.',
  // The operator's and the analytics' (api/observability, api/analytics, domain/system).
  'api.metricsToken': 'The metrics need the token: an Authorization header of Bearer and the METRICS_TOKEN.',
  'api.pagePathInvalid': 'The page path is not valid text.',
  'api.maintenance.messageMissing': 'Give the message people will read in the banner.',
  'api.maintenance.endAfterStart': 'The maintenance must end after it starts.',
} as const satisfies Readonly<Record<string, string>>;
