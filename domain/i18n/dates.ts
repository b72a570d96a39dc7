import { FORMAT_LOCALES, type Language } from './languages.ts';

/**
 * Dates a person reads in a message, written the way the language writes them: "May 4, 2026",
 * "4 de mayo de 2026". Never a bare numeric order to guess (issue 22). The forms keep USCIS's
 * mm/dd/yyyy: these are for messages only. Calendar dates: read and written in UTC.
 */
const dateOf = (iso: string): Date | null => {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(iso);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? '1')));
};

/** "May 4, 2026" / "4 de mayo de 2026" for '2026-05-04'; '' when not a date. */
export function longDate(language: Language, iso: string): string {
  const date = dateOf(iso);
  return date ? new Intl.DateTimeFormat(FORMAT_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date) : '';
}

/** "November 2026" / "noviembre de 2026" for '2026-11' (or any date in it); '' when not one. */
export function monthYear(language: Language, iso: string): string {
  const date = dateOf(iso);
  return date ? new Intl.DateTimeFormat(FORMAT_LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date) : '';
}
