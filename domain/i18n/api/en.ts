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
} as const satisfies Readonly<Record<string, string>>;
