import { sameAnswer, type AnswerValue, type Answers, type GroupItem } from '@domain/answers.ts';

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

/** An emptied answer is removed rather than stored as '', so "not answered" has one shape. */
export function withAnswer(answers: Answers, key: string, value: string): Answers {
  const next: Answers = { ...answers };
  if (value === '') delete next[key];
  else next[key] = value;
  return next;
}

function rowsOf(answers: Answers, groupKey: string): GroupItem[] {
  const value = answers[groupKey];
  return Array.isArray(value) ? value : [];
}

export function withRowAnswer(answers: Answers, groupKey: string, index: number, itemKey: string, value: string): Answers {
  const rows = rowsOf(answers, groupKey).map((row, i) => {
    if (i !== index) return row;
    const next: GroupItem = { ...row };
    if (value === '') delete next[itemKey];
    else next[itemKey] = value;
    return next;
  });
  return { ...answers, [groupKey]: rows };
}

export function withRowAdded(answers: Answers, groupKey: string, row: GroupItem): Answers {
  return { ...answers, [groupKey]: [...rowsOf(answers, groupKey), row] };
}

export function withRowRemoved(answers: Answers, groupKey: string, index: number): Answers {
  return { ...answers, [groupKey]: rowsOf(answers, groupKey).filter((_, i) => i !== index) };
}
