const ORIGIN_KEY = 'redirectAfterLogin';

/** Where a signed-out person was going, so sign-in can bring them back (spec section 4). */
export function rememberOrigin(location: string): void {
  if (location && location !== '/' && !location.startsWith('/login')) sessionStorage.setItem(ORIGIN_KEY, location);
}

/** The remembered place, once; /dashboard when there is none. */
export function takeOrigin(): string {
  const origin = sessionStorage.getItem(ORIGIN_KEY);
  sessionStorage.removeItem(ORIGIN_KEY);
  return origin ?? '/dashboard';
}

/** Forgets the remembered place: after a deliberate sign-out the next sign-in starts afresh. */
export function forgetOrigin(): void {
  sessionStorage.removeItem(ORIGIN_KEY);
}
