import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';

/**
 * Keys under which personal data or secrets could be handed to a log call. No code of ours logs
 * them (the redaction test proves it over a whole journey); this is the net for a future slip.
 * pino's paths are exact, so each key is covered at the top and one level down.
 */
const SECRET_KEYS = [
  'email', 'to', 'recipient', 'password', 'newPassword', 'currentPassword', 'passwordHash',
  'token', 'jwt', 'signature', 'authorization', 'cookie', 'answers', 'formData', 'data', 'body',
];
export const REDACTED_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["stripe-signature"]',
];

interface LoggedRequest {
  method?: unknown;
  url?: unknown;
  routeOptions?: { url?: unknown };
}

/**
 * What a request line says about the request. Not the query string (verification links and
 * signed file links carry their secret there), not the headers, not the client's address (an IP
 * address is personal data; the security events keep a keyed hash of it instead).
 */
function requestSummary(request: LoggedRequest): Record<string, unknown> {
  const url = typeof request.url === 'string' ? request.url : '';
  const query = url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? url : `${url.slice(0, query)}?…`,
    route: request.routeOptions?.url,
  };
}

/**
 * An error as the log shows it: what it is and where it came from. PostgreSQL's `detail` and
 * `where`, and any other property an error carries, may quote the row's values, so they stay out.
 */
function errorSummary(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const summary: Record<string, unknown> = { type: error.name, message: error.message, stack: error.stack };
  if ('code' in error) summary.code = error.code;
  if ('statusCode' in error) summary.statusCode = error.statusCode;
  return summary;
}

/**
 * The process's one logger: JSON lines, redacted. The API gives it to Fastify (whose child logger
 * for each request adds `reqId` to every line of that request); the worker's job lines add `jobId`.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: requestSummary, err: errorSummary },
  };
  // Standard output by default, written synchronously so the last lines before an exit are kept.
  return destination ? pino(options, destination) : pino(options);
}
