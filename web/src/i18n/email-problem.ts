import type { MessageId } from '@domain/i18n/messages.ts';
import { checkEmailAddress } from '@domain/rules/formats.ts';

/** What is wrong with a typed e-mail address, in the page's language (`t` of useT), or null. */
export function emailProblemOf(email: string, t: (id: MessageId, values?: Record<string, string | number>) => string): string | null {
  const problem = checkEmailAddress(email);
  return problem && t(problem.id, problem.values);
}
