import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { DEFAULT_LANGUAGE, FORMAT_LOCALES } from '@domain/i18n/languages.ts';
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
    <IntlProvider locale={FORMAT_LOCALES[language]} defaultLocale={FORMAT_LOCALES[DEFAULT_LANGUAGE]} messages={MESSAGES[language]}>
      {children}
    </IntlProvider>
  );
}
