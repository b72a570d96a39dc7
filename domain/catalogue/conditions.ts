import { isFilled, text, type AnswerValue } from '../answers.ts';
import type { Condition } from './types.ts';

type Scope = Readonly<Record<string, AnswerValue | undefined>>;

const oneOf = (expected: string | readonly string[], actual: string): boolean =>
  typeof expected === 'string' ? expected === actual : expected.includes(actual);

/** Whether a field with this condition is shown, given the answers of its scope. */
export function conditionHolds(condition: Condition | undefined, scope: Scope): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((c) => conditionHolds(c, scope));
  if ('any' in condition) return condition.any.some((c) => conditionHolds(c, scope));
  const value = scope[condition.field];
  if ('is' in condition) return oneOf(condition.is, text(value));
  if ('isNot' in condition) return !oneOf(condition.isNot, text(value));
  return isFilled(value) === condition.filled;
}
