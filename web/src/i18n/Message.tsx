import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@domain/i18n/messages.ts';

type Rich = (chunks: ReactNode[]) => ReactNode;

/** The markup a message may hold without naming it: `<b>…</b>` is strong text. */
const TAGS: Readonly<Record<string, Rich>> = { b: (chunks) => <strong>{chunks}</strong> };

/** A message as React nodes, its placeholders filled and its tags (`<link>…</link>`) rendered by `values`. */
export function Message({ id, values = {} }: { id: MessageId; values?: Record<string, ReactNode | Rich> }) {
  return <FormattedMessage id={id} values={{ ...TAGS, ...values }} />;
}
