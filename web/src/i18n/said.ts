import { translate, type MessageId } from '@domain/i18n/messages.ts';
import { languageState } from '../stores/language.ts';

/**
 * A message in the language of the page at this moment, outside React's rendering (a toast or a
 * state set from a job's callback), where re-running the effect on a language switch would
 * restart the work.
 */
export const said = (id: MessageId, values?: Record<string, string | number>): string => translate(languageState.language, id, values);
