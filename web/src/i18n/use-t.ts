import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@domain/i18n/messages.ts';
import { listValues } from '@domain/i18n/lists.ts';

type Values = Record<string, string | number>;

/** "I-130, I-130A, I-485 and I-864", "… y I-864": a list as a sentence of the page's language names it. */
export function inWords(items: readonly string[], t: (id: MessageId, values?: Values) => string): string {
  if (items.length < 2) return items.join('');
  return t('list.and', listValues(items));
}

/** The message `id` as text in the page's language (for props that take a string: labels, titles, errors). */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
