import type { Answers, GroupItem } from '@domain/answers.ts';

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
