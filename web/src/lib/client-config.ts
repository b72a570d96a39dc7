import type { ClientConfig, FormToday } from '@domain/contract/system.ts';
import type { SupportContacts } from '@domain/contract/support.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import type { Language } from '@domain/i18n/languages.ts';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { requestLanguage } from '../i18n/request-language.ts';
import { languageState } from '../stores/language.ts';
import { api } from './api-client.ts';

/** Asked once per language: the server writes its sentences (what waits, and why) in the page's language. */
const pending = new Map<Language, Promise<ClientConfig>>();

/**
 * What the server tells this client (GET /api/config): the filing date it reads its dated facts
 * for (the tax years the income questions name come from it, never from this computer's clock),
 * the payment provider and whether to offer the test login. Asked once per page load and
 * language (a switch asks again, for the held forms' sentences in the new language); a failure
 * is asked again next time.
 */
export function fetchClientConfig(): Promise<ClientConfig> {
  const language = requestLanguage();
  const known = pending.get(language);
  if (known) return known;
  const asked = api<ClientConfig>(API_ROUTES.config, undefined, 'The settings could not be loaded.').then((config) => {
    if (typeof config.filingDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(config.filingDate)) return config;
    throw new Error('The server did not say which date it files for.');
  });
  pending.set(language, asked);
  asked.catch(() => pending.delete(language));
  return asked;
}

export const fetchFilingDate = (): Promise<string> => fetchClientConfig().then((config) => config.filingDate);

export type FilingDate = { status: 'loading' } | { status: 'ready'; date: string } | { status: 'failed' };

/** The filing date for a page's date rules and dated facts; 'failed' when the server could not say. */
export function useFilingDate(): FilingDate {
  const [state, setState] = useState<FilingDate>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    fetchFilingDate().then(
      (date) => active && setState({ status: 'ready', date }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}

export type FormsToday = { status: 'loading' } | { status: 'ready'; date: string; forms: readonly FormToday[] } | { status: 'failed' };

/** Which forms can be filed on the server's filing date, for the public pages; 'failed' when the server could not say. */
export function useFormsToday(): FormsToday {
  const [state, setState] = useState<FormsToday>({ status: 'loading' });
  // The forms' sentences are the server's, in the language asked: a switch asks again.
  const { language } = useSnapshot(languageState);
  useEffect(() => {
    let active = true;
    fetchClientConfig().then(
      (config) => active && setState(Array.isArray(config.formsToday) ? { status: 'ready', date: config.filingDate, forms: config.formsToday } : { status: 'failed' }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [language]);
  return state;
}

export type Support = { status: 'loading' } | { status: 'ready'; support: SupportContacts } | { status: 'failed' };

/** How couples reach support, from the server's configuration (SUPPORT_PHONE …): the pages' one source. */
export function useSupportContacts(): Support {
  const [state, setState] = useState<Support>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    fetchClientConfig().then(
      (config) => active && setState(config.support ? { status: 'ready', support: config.support } : { status: 'failed' }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
