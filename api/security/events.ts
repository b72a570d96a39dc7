import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUuid } from '../http/ids.ts';
import { metricsOf } from '../observability/metrics.ts';

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
    try {
      await db
        .insertInto('security_events')
        .values({
          occurred_at: clock(),
          kind: note.kind,
          outcome: note.outcome,
          reason: note.reason ?? null,
          user_id: userId && isUuid(userId) ? userId : null,
          route: pattern ? `${request.method} ${pattern}` : null,
          request_id: request.id,
          client_hash: keyring.clientLookup(request.ip),
        })
        .execute();
      request.log.info({ security: { kind: note.kind, outcome: note.outcome, reason: note.reason, userId } }, 'security event');
    } catch (error) {
      request.log.error({ err: error }, 'the security event could not be recorded');
    }
  });
}
