import { describe, expect, it } from 'vitest';
import { translate } from '@domain/i18n/messages.ts';
import type { Language } from '@domain/i18n/languages.ts';
import { supportHours, supportLanguages } from './support-hours.ts';

const t = (language: Language) => (id: 'contacts.hours' | 'contacts.dayRange' | 'list.and', values: Record<string, string>) => translate(language, id, values);
const weekdays = { days: [1, 2, 3, 4, 5], opens: '10:00', closes: '19:00', timeZone: 'America/Los_Angeles' };

describe('the support hours and languages, from the configuration, in the page language (issue 24 item 6)', () => {
  it('says a run of days as a range, the times as the language writes them, and the zone by name', () => {
    expect(supportHours(weekdays, 'en', t('en'))).toBe('Monday to Friday, 10:00 AM to 7:00 PM (Pacific Time)');
    expect(supportHours(weekdays, 'es', t('es'))).toBe('De lunes a viernes, de 10:00 a 19:00 (hora del Pacífico)');
  });

  it('lists days that are not a run', () => {
    expect(supportHours({ ...weekdays, days: [1, 3, 6] }, 'en', t('en'))).toBe('Monday, Wednesday and Saturday, 10:00 AM to 7:00 PM (Pacific Time)');
  });

  it('names the languages in the page language', () => {
    expect(supportLanguages(['en', 'es'], 'en', t('en'))).toBe('English and Spanish');
    expect(supportLanguages(['en', 'es'], 'es', t('es'))).toBe('inglés y español');
  });
});
