import { recordDecider, type CommandStream } from '../decider.ts';
import { FORMS_WATCH_STREAM_ID, type EventOf } from '../events.ts';

export type FormsWatchEvent = EventOf<'FormEditionsChecked'>;

/** The daily look for new editions at USCIS (FORMS_WATCH_STREAM_ID): each look recorded as it went. */
export const formsWatchStream: CommandStream<FormsWatchEvent, FormsWatchEvent, null> = {
  decider: recordDecider<FormsWatchEvent>({ FormEditionsChecked: true }),
  streamId: FORMS_WATCH_STREAM_ID,
  ownerId: null,
};
