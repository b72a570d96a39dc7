import { VISA_BULLETIN_STREAM_ID } from '../../domain/events.ts';
import { visaBulletinStream, type SetVisaBulletin } from '../../domain/system/visa-bulletin.ts';
import { F2A_BULLETIN, type F2aBulletinRow } from '../../domain/rules/visa-bulletin.ts';
import type { Executor } from '../db/database.ts';
import { handleCommand } from '../store/command-handler.ts';
import type { EventStore } from '../store/event-store.ts';
import type { EventMetadata } from '../store/vocabulary.ts';

/**
 * The Visa Bulletin's F2A table as the product reads it: the rows this release carries, then each
 * month an operator recorded (greencard bulletin set), a later row of a month replacing an earlier one.
 */
export async function visaBulletinRows(store: EventStore, executor?: Executor): Promise<F2aBulletinRow[]> {
  const recorded = await store.readStream(VISA_BULLETIN_STREAM_ID, executor);
  return [...F2A_BULLETIN, ...recorded.flatMap(({ event }) => (event.type === 'VisaBulletinSet' ? [event.data.row] : []))];
}

/** Records a month the operator gives (checked by the domain: VisaBulletinError with a plain message). */
export async function setVisaBulletin(store: EventStore, command: SetVisaBulletin, metadata: EventMetadata): Promise<F2aBulletinRow> {
  const { events } = await handleCommand(store, visaBulletinStream, command, { metadata, version: 'any' });
  const [set] = events;
  if (!set) throw new Error('A bulletin month was decided without its row.');
  return set.data.row;
}
