import type { FastifyError, FastifyInstance } from 'fastify';
import { Refusal, type RefusalKind } from '../../domain/errors.ts';

/** An error whose message a person may read: the API answers `{ error: message }` with `status`. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
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

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than 1 MB.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
};

function plainValidationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not valid.';
  const where = `${error.validationContext ?? 'body'}${first.instancePath.replaceAll('/', '.')}`;
  if (first.keyword === 'additionalProperties' && typeof first.params.additionalProperty === 'string') {
    return `Unknown field "${first.params.additionalProperty}" in ${where}.`;
  }
  if (first.keyword === 'required' && typeof first.params.missingProperty === 'string') {
    return `Missing field "${first.params.missingProperty}" in ${where}.`;
  }
  return `Invalid ${where}: ${first.message ?? 'not valid'}.`;
}

/** One error handler: 4xx messages go to the client; a 5xx says only "Internal Server Error". */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send({ error: error.message });
    }
    if (error instanceof Refusal) {
      const { status, headers } = refusalReply(error);
      return reply.code(status).headers(headers).send({ error: error.message });
    }
    if (error.validation) return reply.code(400).send({ error: plainValidationMessage(error) });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: FRAMEWORK_MESSAGES[error.code] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal Server Error' });
  });
  app.setNotFoundHandler((request, reply) => {
    // With the web client served (@fastify/static adds sendFile), its router owns every other page.
    if (request.method === 'GET' && !request.url.startsWith('/api/') && app.hasReplyDecorator('sendFile')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
