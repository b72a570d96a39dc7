import { FORMAT_LOCALES, type Language } from '@domain/i18n/languages.ts';

/**
 * A maintenance start or end as the person reads it, in their own time zone and naming it
 * ("Monday, June 1, 2026 at 10:00 PM EDT", "lunes, 1 de junio de 2026, 10:00 p.m. EDT"), so
 * nobody has to guess whose ten o'clock it is; in the reader's language, with the month by name.
 * `timeZone` is the reader's unless given. Null when no time was announced.
 */
export function formatMaintenanceTime(value: string | null, language: Language, timeZone?: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(FORMAT_LOCALES[language], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}
