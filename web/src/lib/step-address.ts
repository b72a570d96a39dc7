/**
 * A wizard's step belongs in its address (`?step=4`, counted from 1 as the page shows it), so the
 * browser's Back and Forward move between steps and a reload or a shared link opens the same one.
 */

/** The step (from 0) that `?step=` names, inside 0…count-1; null when there is none or it is not a number. */
export function stepInSearch(search: string, count: number): number | null {
  const raw = new URLSearchParams(search).get('step');
  if (raw === null || !/^\s*\d+\s*$/.test(raw) || count < 1) return null;
  return Math.min(Math.max(Number(raw) - 1, 0), count - 1);
}

/** The query string (without '?') naming `step` (from 0), dropping the parameters that only open a page once. */
export function searchWithStep(search: string, step: number, dropped: readonly string[] = ['field']): string {
  const params = new URLSearchParams(search);
  for (const name of dropped) params.delete(name);
  params.set('step', String(step + 1));
  return params.toString();
}

/**
 * The second click of a double click (the browser counts clicks in `detail`; a key press is 0): a
 * double click on Next is one Next, never two steps.
 */
export const isRepeatedClick = (event: { readonly detail: number }): boolean => event.detail > 1;
