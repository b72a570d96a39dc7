import type { MessageId } from './en.ts';

/** A message to say in the reader's language: its id and the values of its placeholders. */
export interface Said {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

export const said = (id: MessageId, values?: Readonly<Record<string, string | number>>): Said => (values ? { id, values } : { id });
