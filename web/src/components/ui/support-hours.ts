import type { SupportContacts } from '@domain/contract/support.ts';
import { listValues } from '@domain/i18n/lists.ts';

type T = (id: 'contacts.hours' | 'contacts.dayRange' | 'list.and', values: Record<string, string>) => string;

const DAY_MS = 86_400_000;
// Day 0 of the epoch was a Thursday, so day 3 + n is the nth day of the week (1 = Monday).
const weekday = (locale: string, day: number): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date((3 + day) * DAY_MS));

/** 'HH:MM' on the clock of the support's time zone, as the page's language writes a time. */
const clock = (locale: string, time: string): string => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date((hours * 60 + minutes) * 60_000));
};

const zoneName = (locale: string, timeZone: string): string =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date(0)).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

const inWords = (items: readonly string[], t: T): string => (items.length < 2 ? items.join('') : t('list.and', listValues(items)));

/** "Monday to Friday, 10:00 AM to 7:00 PM (Pacific Time)", in the page's language. */
export function supportHours(support: Pick<SupportContacts, 'days' | 'opens' | 'closes' | 'timeZone'>, locale: string, t: T): string {
  const { days } = support;
  const first = days[0] ?? 1;
  const last = days.at(-1) ?? first;
  const consecutive = days.length > 2 && days.every((day, i) => day === first + i);
  const dayText = consecutive ? t('contacts.dayRange', { first: weekday(locale, first), last: weekday(locale, last) }) : inWords(days.map((day) => weekday(locale, day)), t);
  const sentence = t('contacts.hours', { days: dayText, opens: clock(locale, support.opens), closes: clock(locale, support.closes), zone: zoneName(locale, support.timeZone) });
  return sentence.charAt(0).toLocaleUpperCase(locale) + sentence.slice(1);
}

/** "English and Spanish", "inglés y español": the languages support answers in, named in the page's language. */
export function supportLanguages(languages: readonly string[], locale: string, t: T): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return inWords(languages.map((code) => names.of(code) ?? code), t);
}
