/**
 * The API's own refusals of a malformed request (issue 22), in English: what a person may read when
 * a request is refused before any route runs. es.ts holds the same ids in Spanish.
 */
export const apiEn = {
  'api.invalidJson': 'The request body is not valid JSON.',
  'api.emptyJson': 'The request body is empty; send a JSON object.',
  'api.tooLarge': 'The request body is larger than 1 MB.',
  'api.mediaType': 'Send the request body as application/json.',
  'api.contentLength': 'The request body length does not match its Content-Length.',
  'api.invalid': 'The request is not valid.',
  'api.unknownField': 'Unknown field "{field}" in {where}.',
  'api.missingField': 'Missing field "{field}" in {where}.',
  'api.invalidAt': 'Invalid {where}: {problem}.',
  'api.notValid': 'not valid',
  // The account's and the onboarding's refusals (api/auth, api/onboarding).
  'api.emailTaken':
    "An account with this e-mail address already exists. Sign in instead.",
  'api.invalidCredentials':
    "Invalid email or password",
  'api.accountNotFound':
    "Account not found.",
  'api.currentPasswordIncorrect':
    "Current password is incorrect",
  'api.currentPasswordForEmail':
    "Enter your current password to change your e-mail address.",
  'api.passwordForDeletion':
    "Enter your password to delete your account.",
  'api.emailUsedByAnother':
    "Another account already uses this e-mail address.",
  'api.emailChangeSent':
    "We sent a link to {email}. Your e-mail address changes when you open it.",
  'api.onboarding.unknownQuestion':
    "Unknown question \"{key}\" for ONBOARDING.",
  'api.onboarding.answerFirst':
    "Answer the onboarding questions first.",
} as const satisfies Readonly<Record<string, string>>;
