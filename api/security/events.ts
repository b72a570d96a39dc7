import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUuid } from '../http/ids.ts';
import { metricsOf } from '../observability/metrics.ts';
import { RefusalSummary, WINDOW_MS, type RefusalRow } from './refusal-summary.ts';

export type SecurityEventKind = 'sign-in' | 'authorization';
export type SecurityEventOutcome = 'success' | 'failure' | 'refused';

/** What a route learned about a sign-in or a refusal; the rest (route, request, time) the hook adds. */
export interface SecurityEventNote {
  kind: SecurityEventKind;
  outcome: SecurityEventOutcome;
  /** Why, in a word: wrong-password, unknown-email, expired-token, revoked-token… */
  reason?: string;
  userId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the unauthenticated refusals counted so far (refusal-summary.ts); a minute's timer does it otherwise. */
    flushRefusalCounts: () => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by the code that decides a sign-in or a refusal; written once the answer is sent. */
    securityEvent: SecurityEventNote | null;
  }
}

export function noteSecurityEvent(request: FastifyRequest, note: SecurityEventNote): void {
  request.securityEvent = note;
}

/**
 * Records a security event for each sign-in attempt and each refused authorization: the routes
 * note what they decided, and any other 401 or 403 is recorded as a refusal too, so a route that
 * forgets to say why still leaves a row. The row is written after the answer has gone out, so a
 * sign-in waits for nothing it did not wait for before.
 */
export function recordSecurityEvents(app: FastifyInstance): void {
  const { db, keyring, clock } = app.deps;
  const metrics = metricsOf(app.deps);
  app.decorateRequest('securityEvent', null);
  const insert = async (rows: RefusalRow[], note: Pick<SecurityEventNote, 'kind' | 'outcome'>, userId?: string) => {
    await db
      .insertInto('security_events')
      .values(rows.map((row) => ({
        occurred_at: row.occurredAt,
        kind: note.kind,
        outcome: note.outcome,
        reason: row.reason,
        user_id: userId && isUuid(userId) ? userId : null,
        route: row.route,
        request_id: row.requestId,
        client_hash: row.clientHash,
        refusals: row.refusals,
      })))
      .execute();
  };
  const summary = new RefusalSummary((rows) => insert(rows, { kind: 'authorization', outcome: 'refused' }));
  // The counts of a minute are written when it ends, or when the process stops.
  const timer = setInterval(() => void summary.flush().catch((error: unknown) => app.log.error({ err: error }, 'refusal counts could not be recorded')), WINDOW_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await summary.flush();
  });
  app.decorate('flushRefusalCounts', () => summary.flush());
  app.addHook('onResponse', async (request, reply) => {
    const refused = reply.statusCode === 401 || reply.statusCode === 403;
    // A success noted before a later step failed did not happen: the person got an error, no session.
    const noted = request.securityEvent?.outcome === 'success' && reply.statusCode >= 400 ? null : request.securityEvent;
    const note: SecurityEventNote | null = noted ?? (refused ? { kind: 'authorization', outcome: 'refused' } : null);
    if (!note) return;
    const userId = note.userId ?? (request.userId || undefined);
    const pattern = request.routeOptions.url;
    // Counted before the row is written: the attempt happened whether or not the row can be stored,
    // and a scrape right after the answer must already see it.
    metrics.securityEvents.inc({ kind: note.kind, outcome: note.outcome });
    const row = {
      occurredAt: clock(),
      reason: note.reason ?? null,
      route: pattern ? `${request.method} ${pattern}` : null,
      requestId: request.id,
      clientHash: keyring.clientLookup(request.ip),
    };
    try {
      const unauthenticated = reply.statusCode === 401 && note.kind === 'authorization' && note.outcome === 'refused' && !userId;
      const now = unauthenticated ? await summary.note(row) : { ...row, refusals: 1 };
      if (now) await insert([now], note, userId);
      request.log.info({ security: { kind: note.kind, outcome: note.outcome, reason: note.reason, userId } }, 'security event');
    } catch (error) {
      request.log.error({ err: error }, 'the security event could not be recorded');
    }
  });
}
