import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { Refusal, type RefusalKind, type Said } from '../../domain/errors.ts';
import { acceptedLanguages, preferredLanguage, type Language } from '../../domain/i18n/languages.ts';
import { isMessageId, translate, type MessageId, type MessageValues } from '../../domain/i18n/messages.ts';
import { requestLanguage } from './language.ts';

declare const readersText: unique symbol;
/** A text already written in the reader's language, composed of several messages (issue 22). */
export type ReadersText = string & { readonly [readersText]: true };
/** Marks `text`, made of messages translated for this reader, as theirs: never an English literal (refusals.test.ts). */
export const inReadersLanguage = (text: string): ReadersText => text as ReadersText;

/**
 * An error whose message a person may read: the API answers `{ error: message }` with `status`, the
 * message written in the request's language. It takes a message id, or a text already composed in
 * the reader's language; never a literal sentence (issue 22).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly said: Said | undefined;
  constructor(status: number, message: MessageId | ReadersText, values: MessageValues = {}, headers: Record<string, string> = {}) {
    const said = isMessageId(message) ? { id: message, values } : undefined;
    super(said ? translate('en', said.id, said.values) : message);
    this.status = status;
    this.headers = headers;
    this.said = said;
  }
}

/** The request's language; the Accept-Language alone when the account cannot be read (the database down). */
async function readersLanguage(request: FastifyRequest): Promise<Language> {
  try {
    return await requestLanguage(request, request.server.deps.db);
  } catch {
    return preferredLanguage(acceptedLanguages(request.headers['accept-language']));
  }
}

async function readersMessage(error: HttpError | Refusal, request: FastifyRequest): Promise<string> {
  return error.said ? translate(await readersLanguage(request), error.said.id, error.said.values) : error.message;
}

/** The one place a domain refusal becomes an HTTP status: never a 500. */
const STATUS_OF_REFUSAL: { readonly [K in RefusalKind]: number } = {
  'not-found': 404,
  conflict: 409,
  invalid: 400,
  'too-soon': 429,
  'session-ended': 401,
};

function refusalReply(refusal: Refusal): { status: number; headers: Record<string, string> } {
  const headers: Record<string, string> = refusal.retryAfterSeconds === undefined ? {} : { 'retry-after': String(refusal.retryAfterSeconds) };
  return { status: STATUS_OF_REFUSAL[refusal.kind], headers };
}

const FRAMEWORK_MESSAGES: Readonly<Record<string, MessageId>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'api.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'api.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'api.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'api.mediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'api.contentLength',
};

/** The schema's own wording of a rule (ajv's "must be string") stays as the library writes it; the sentence around it is the reader's. */
function plainValidationMessage(error: FastifyError, language: Language): string {
  const first = error.validation?.[0];
  if (!first) return translate(language, 'api.invalid');
  const where = `${error.validationContext ?? 'body'}${first.instancePath.replaceAll('/', '.')}`;
  if (first.keyword === 'additionalProperties' && typeof first.params.additionalProperty === 'string') {
    return translate(language, 'api.unknownField', { field: first.params.additionalProperty, where });
  }
  if (first.keyword === 'required' && typeof first.params.missingProperty === 'string') {
    return translate(language, 'api.missingField', { field: first.params.missingProperty, where });
  }
  return translate(language, 'api.invalidAt', { where, problem: first.message ?? translate(language, 'api.notValid') });
}

/** One error handler: 4xx messages go to the client; a 5xx says only "Internal Server Error". */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send({ error: await readersMessage(error, request) });
    }
    if (error instanceof Refusal) {
      const { status, headers } = refusalReply(error);
      return reply.code(status).headers(headers).send({ error: await readersMessage(error, request) });
    }
    // Refused before any route ran: the request's own language (the web client names the page's), no account read.
    const language = preferredLanguage(acceptedLanguages(request.headers['accept-language']));
    if (error.validation) return reply.code(400).send({ error: plainValidationMessage(error, language) });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FRAMEWORK_MESSAGES[error.code];
      return reply.code(status).send({ error: known ? translate(language, known) : error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal Server Error' });
  });
  app.setNotFoundHandler((request, reply) => {
    // With the web client served (@fastify/static adds sendFile), its router owns every other page.
    if (request.method === 'GET' && !request.url.startsWith('/api/') && app.hasReplyDecorator('sendFile')) {
      return reply.type('text/html').sendFile('index.html');
    }
    const language = preferredLanguage(acceptedLanguages(request.headers['accept-language']));
    return reply.code(404).send({ error: translate(language, 'api.routeNotFound', { method: request.method, path: request.url.split('?')[0] ?? '' }) });
  });
}
