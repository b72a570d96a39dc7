import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { en, type MessageId } from './en.ts';
import { es } from './es.ts';
import { FORMAT_LOCALES, type Language } from './languages.ts';

export type { MessageId } from './en.ts';

/** The values a message's placeholders take. */
export type MessageValues = Record<string, PrimitiveType>;

/** Whether `text` names a message (rather than being one's text). */
export const isMessageId = (text: string): text is MessageId => Object.hasOwn(en, text);

/** The one catalogue of messages, by language: the web client's and the server's. */
export const MESSAGES: Readonly<Record<Language, Readonly<Record<MessageId, string>>>> = { en, es };

const formats = new Map<string, IntlMessageFormat>();

/** The message `id` in `language`, its placeholders filled (what the server writes: e-mail, cover). */
export function translate(language: Language, id: MessageId, values: Record<string, PrimitiveType> = {}): string {
  const key = `${language}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(MESSAGES[language][id], FORMAT_LOCALES[language]);
    formats.set(key, format);
  }
  const text = format.format(values);
  if (typeof text !== 'string') throw new Error(`The message ${id} holds markup: it cannot be written as plain text.`);
  return text;
}
