import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { isUser } from '@domain/contract/account.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import { isLanguage, preferredLanguage, type Language } from '@domain/i18n/languages.ts';
import { api } from '../lib/api-client.ts';
import { authState } from './auth.ts';
import { setRequestLanguage } from '../i18n/request-language.ts';
import { persist, restored } from './persist.ts';

/**
 * The language the person reads Greencard in. Before sign-in it is the device's: first the
 * browser's languages, then what the person chose here (kept in localStorage). Once signed in it
 * is the account's: the account's choice replaces the device's, and an account that never chose
 * takes the device's. A switch while signed in is saved on the account, so e-mails follow it.
 */
function deviceLanguage(): Language {
  const saved = restored('language');
  if (isLanguage(saved)) return saved;
  return preferredLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

export const languageState = proxy<{ language: Language }>({ language: deviceLanguage() });
persist('language', languageState, ({ language }) => language);
setRequestLanguage(languageState.language);
subscribeKey(languageState, 'language', setRequestLanguage);

async function saveOnAccount(language: Language): Promise<void> {
  try {
    const user = await api<unknown>(API_ROUTES.chooseLanguage, { language });
    if (isUser(user) && authState.user) authState.user = user;
  } catch (error) {
    // The page is in the chosen language already; the account keeps its former one until the next switch.
    console.warn('Could not save the language on the account', error);
  }
}

export function chooseLanguage(language: Language): void {
  languageState.language = language;
  if (authState.isAuthenticated && authState.user?.language !== language) void saveOnAccount(language);
}

/** Signing in (or a fresh profile) brings the account's language; an account that has none takes this device's. */
subscribeKey(authState, 'user', (user) => {
  if (!user || !authState.isAuthenticated) return;
  if (user.language === null) void saveOnAccount(languageState.language);
  else if (user.language !== languageState.language) languageState.language = user.language;
});
