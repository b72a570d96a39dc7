/** What a person has answered on one application, keyed by the catalogue's field keys. */
export type Scalar = string | number | boolean | null;
export type GroupItem = Record<string, Scalar>;
export type AnswerValue = Scalar | GroupItem[];
export type Answers = Record<string, AnswerValue>;

/** Every answer of a couple, by form type; what cross-form rules and PDF mappings read. */
export type AnswersByForm = Partial<Record<string, Answers>>;

/** Every answer of the couple, by form type, and the date they are read for: what a mapping and a person's facts read. */
export interface DatedAnswers {
  readonly answers: AnswersByForm;
  /** 'YYYY-MM-DD'; "today" for PRESENT entries, ages and the poverty-guideline year. */
  readonly today: string;
}

export function isGroupValue(value: AnswerValue | undefined): value is GroupItem[] {
  return Array.isArray(value);
}

/** An answer counts as given when it holds something a person typed or chose. */
export function isFilled(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The text of a scalar answer, trimmed; '' when absent or not a scalar. */
export function text(value: AnswerValue | undefined): string {
  if (value === undefined || value === null || Array.isArray(value)) return '';
  return String(value).trim();
}

/** Whether two answers are the same value (rows compared key by key). */
export function sameAnswer(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((row, i) => {
      const other = b[i];
      if (!other) return false;
      const keys = new Set([...Object.keys(row), ...Object.keys(other)]);
      return [...keys].every((key) => row[key] === other[key]);
    });
  }
  return a === b;
}
