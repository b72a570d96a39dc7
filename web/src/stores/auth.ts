import { proxy } from 'valtio';
import { EMAIL_VERIFIED_FLAG, TOKEN_KEY } from '../config/constants.ts';
import { api, setUnauthorizedHandler, storedToken } from '../lib/api-client.ts';
import { isUser, type Session, type User } from '@domain/contract/account.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import type { Language } from '@domain/i18n/languages.ts';
import { persist, restored } from './persist.ts';

/** The session's token lives in storage only (storedToken), where every request reads it. */
interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

const saved = restored('auth');
const savedUser = typeof saved === 'object' && saved !== null && 'user' in saved && isUser(saved.user) ? saved.user : null;

export const authState = proxy<AuthState>({ user: savedUser, isAuthenticated: false, isLoading: true });
// The user is shown at once on the next visit, while the session is checked.
persist('auth', authState, ({ user }) => ({ user }));

function signedIn(user: User, token: string, remember = true): void {
  (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
  (remember ? sessionStorage : localStorage).removeItem(TOKEN_KEY);
  Object.assign(authState, { user, isAuthenticated: true, isLoading: false });
}

/** Clears the session here; other tabs follow through the storage event on authToken. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
  Object.assign(authState, { user: null, isAuthenticated: false, isLoading: false });
}
setUnauthorizedHandler(clearSession);

export async function login(email: string, password: string, remember: boolean): Promise<void> {
  const session = await api<Session>(API_ROUTES.login, { email, password }, 'Login failed');
  signedIn(session.user, session.token, remember);
}

export async function testLogin(): Promise<void> {
  const session = await api<Session>(API_ROUTES.testLogin, undefined, 'Test login failed');
  signedIn(session.user, session.token);
}

/** Signs up in `language`, the language the page is read in: the account and its first e-mail start in it. */
export async function register(email: string, password: string, language: Language): Promise<void> {
  const session = await api<Session>(API_ROUTES.register, { email, password, language }, 'Registration failed');
  signedIn(session.user, session.token);
}

export async function logout(): Promise<void> {
  try {
    if (storedToken()) await api(API_ROUTES.logout);
  } catch {
    // Signing out locally is what matters; the token is revoked on the server when it answers.
  } finally {
    clearSession();
  }
}

/** Start-up: with a stored token, fetch the profile; an invalid answer or a failure signs out. */
export async function checkSession(): Promise<void> {
  authState.isLoading = true;
  const token = storedToken();
  if (!token) {
    clearSession();
    return;
  }
  try {
    const user = await api<unknown>(API_ROUTES.me);
    if (!isUser(user)) throw new Error('Invalid user data from server');
    Object.assign(authState, { user, isAuthenticated: true, isLoading: false });
  } catch {
    clearSession();
  }
}

/** Another tab verified the e-mail: fetch the profile again; a failure is only logged. */
export async function refetchProfile(): Promise<void> {
  try {
    const user = await api<unknown>(API_ROUTES.me);
    if (isUser(user)) authState.user = user;
  } catch (error) {
    console.warn('Could not refresh the profile', error);
  }
}

export function setUser(user: User): void {
  authState.user = user;
}

/** A password change revokes earlier tokens: the server hands this session a new one. */
export function replaceToken(token: string): void {
  const storage = localStorage.getItem(TOKEN_KEY) !== null ? localStorage : sessionStorage;
  storage.setItem(TOKEN_KEY, token);
}

/** Cross-tab: a removed or emptied authToken signs this tab out; email_verified=true refreshes the profile. */
export function listenAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY && !event.newValue && authState.isAuthenticated) clearSession();
    if (event.key === EMAIL_VERIFIED_FLAG && event.newValue === 'true') {
      void refetchProfile().finally(() => localStorage.removeItem(EMAIL_VERIFIED_FLAG));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
