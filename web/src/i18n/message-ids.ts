import type { MessageId } from '@domain/i18n/messages.ts';

/** react-intl takes only the ids of domain/i18n: a misspelt id does not compile. */
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export {};
