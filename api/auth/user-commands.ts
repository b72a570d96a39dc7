import type { UserEvent } from '../../domain/events.ts';
import { userStreamId } from '../../domain/events.ts';
import { decideUser, UserCommandError, type UserCommand } from '../../domain/users/decide.ts';
import { foldUser, type UserState } from '../../domain/users/user.ts';
import type { Executor } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { EventStore } from '../store/event-store.ts';
import { ConcurrencyConflict, type EventMetadata, type RecordedEvent } from '../store/vocabulary.ts';

const isUserEvent = (recorded: RecordedEvent): recorded is RecordedEvent<UserEvent> =>
  recorded.streamId.startsWith('user-');

export async function loadUser(store: EventStore, userId: string, executor?: Executor): Promise<{ state: UserState; version: number }> {
  const recorded = (await store.readStream(userStreamId(userId), executor)).filter(isUserEvent);
  return { state: foldUser(recorded.map((r) => r.event)), version: recorded.length };
}

const STATUS_OF: Record<UserCommandError['kind'], number> = { 'not-found': 404, conflict: 409, 'invalid-token': 400, 'too-soon': 429 };

/**
 * Decides a command against the user's stream and appends the outcome; retries when a concurrent
 * request moved the stream in between. Refusals become HTTP errors with the decider's message.
 */
export async function runUserCommand(
  store: EventStore,
  userId: string,
  command: UserCommand,
  metadata: EventMetadata,
  executor?: Executor,
): Promise<UserEvent[]> {
  for (let attempt = 0; ; attempt++) {
    const { state, version } = await loadUser(store, userId, executor);
    let events: UserEvent[];
    try {
      events = decideUser(command, state);
    } catch (error) {
      if (error instanceof UserCommandError) {
        const headers: Record<string, string> = error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {};
        throw new HttpError(STATUS_OF[error.kind], error.message, headers);
      }
      throw error;
    }
    try {
      const options = executor ? { ownerId: userId, metadata, executor } : { ownerId: userId, metadata };
      await store.append(userStreamId(userId), version, events, options);
      return events;
    } catch (error) {
      if (error instanceof ConcurrencyConflict && attempt < 5 && !executor) continue;
      throw error;
    }
  }
}
