import { auditStreamId, type AuditEvent } from '../../domain/events.ts';
import type { Executor } from '../db/database.ts';
import type { EventStore } from '../store/event-store.ts';
import { ConcurrencyConflict, type EventMetadata } from '../store/vocabulary.ts';

/**
 * Appends an operator's action to the account's audit stream at the stream's current version. Two
 * operators acting on one account at once both get recorded: a moved stream is read again.
 */
export async function appendToAuditStream(store: EventStore, event: AuditEvent, metadata: EventMetadata, executor?: Executor): Promise<void> {
  const streamId = auditStreamId(event.data.userId);
  for (let attempt = 0; ; attempt++) {
    try {
      const version = await store.streamVersion(streamId, executor);
      await store.append(streamId, version, [event], { ownerId: event.data.userId, metadata, ...(executor ? { executor } : {}) });
      return;
    } catch (error) {
      if (error instanceof ConcurrencyConflict && attempt < 5) continue;
      throw error;
    }
  }
}
