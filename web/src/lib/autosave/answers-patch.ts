import { sameAnswer, type AnswerValue, type Answers } from '@domain/answers.ts';

/** What PUT /forms/{id} merges into the stored answers: a key set to null is removed. */
export type AnswersPatch = Record<string, AnswerValue>;

/** The keys whose answers differ between two versions, with the newer value (null where it was removed). */
export function diffAnswers(before: Answers, after: Answers): AnswersPatch {
  const patch: AnswersPatch = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const next = after[key];
    if (sameAnswer(before[key], next)) continue;
    patch[key] = next === undefined ? null : next;
  }
  return patch;
}

export function applyPatch(base: Answers, patch: AnswersPatch): Answers {
  const next: Answers = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/**
 * The answers to show after the server answered a save: the server's (which may hold what another
 * tab saved meanwhile), except where this page changed an answer since `sent` (what it had sent),
 * because those changes are newer and not saved yet.
 */
export function rebase(current: Answers, sent: Answers, server: Answers): Answers {
  return applyPatch(server, diffAnswers(sent, current));
}
