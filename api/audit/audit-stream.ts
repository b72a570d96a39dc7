import type { AuditEvent } from '../../domain/events.ts';
import { auditStream } from '../../domain/users/audit.ts';
import type { Executor } from '../db/database.ts';
import type { EventStore } from '../store/event-store.ts';
import { handleCommand } from '../store/command-handler.ts';
import type { EventMetadata } from '../store/vocabulary.ts';

/** Conflicts an operator's action rides out before it is refused (two operators acting on one account at once). */
const AUDIT_RETRIES = 5;

/**
 * Appends an operator's action to the account's audit stream at the stream's current version. Two
 * operators acting on one account at once both get recorded: a moved stream is read again, also
 * inside a caller's transaction (a purge's), where a conflict writes nothing.
 */
export async function appendToAuditStream(store: EventStore, event: AuditEvent, metadata: EventMetadata, executor?: Executor): Promise<void> {
  await handleCommand(store, auditStream(event.data.userId), event, {
    metadata,
    version: 'any',
    retries: AUDIT_RETRIES,
    ...(executor ? { executor } : {}),
  });
}
