import type { Said } from '@domain/i18n/said.ts';
import { useCallback } from 'react';
import { useT } from './use-t.ts';

/** A problem of the domain's rules as the page's language says it: its message when it has one, else its English text. */
export function useSaid(): (problem: { readonly message: string; readonly said?: Said }) => string {
  const t = useT();
  return useCallback((problem) => (problem.said ? t(problem.said.id, problem.said.values) : problem.message), [t]);
}
