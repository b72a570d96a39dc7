import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { DEFAULT_LANGUAGE } from '@domain/i18n/languages.ts';
import { MESSAGES } from '@domain/i18n/messages.ts';
import { languageState } from '../stores/language.ts';
import './message-ids.ts';

/** Every screen's messages in the person's language (domain/i18n), and the document's `lang` for screen readers and hyphenation. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { language } = useSnapshot(languageState);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={MESSAGES[language]}>
      {children}
    </IntlProvider>
  );
}
