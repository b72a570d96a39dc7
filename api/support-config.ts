import type { SupportContacts } from '../domain/contract/support.ts';
import { WEEKDAYS } from '../domain/contract/support.ts';
import { ConfigError, setting, type SettingKind } from './settings.ts';

type Env = Readonly<Record<string, string | undefined>>;

type Hours = Pick<SupportContacts, 'days' | 'opens' | 'closes' | 'timeZone'>;

const dayNumber = (name: string): number => WEEKDAYS.findIndex((day) => day.toLowerCase() === name.toLowerCase()) + 1;

/** 'Mon-Fri 10:00-19:00 America/Los_Angeles' (or 'Mon,Wed,Fri …'). */
const hours: SettingKind<Hours> = {
  takes: 'open days, hours and a time zone, as in Mon-Fri 10:00-19:00 America/Los_Angeles',
  read: (value) => {
    const parts = /^(\S+)\s+([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)\s+(\S+)$/.exec(value.trim());
    if (!parts) return undefined;
    const [, dayText = '', oh, om, ch, cm, timeZone = ''] = parts;
    const range = /^([a-z]{3})-([a-z]{3})$/i.exec(dayText);
    let days: number[];
    if (range) {
      const first = dayNumber(range[1] ?? '');
      const last = dayNumber(range[2] ?? '');
      if (first === 0 || last < first) return undefined;
      days = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    } else {
      days = dayText.split(',').map(dayNumber);
      if (days.some((day, i) => day === 0 || (i > 0 && day <= (days[i - 1] ?? 0)))) return undefined;
    }
    const opens = `${oh}:${om}`;
    const closes = `${ch}:${cm}`;
    if (closes <= opens || !Intl.supportedValuesOf('timeZone').includes(timeZone)) return undefined;
    return { days, opens, closes, timeZone };
  },
};

const phone: SettingKind<string> = {
  takes: 'a phone number as people dial it, such as +1 (202) 555-0100',
  read: (value) => {
    const digits = value.replace(/\D/g, '');
    return /^\+?[\d\s().-]+$/.test(value.trim()) && digits.length >= 7 && digits.length <= 15 ? value.trim() : undefined;
  },
};

const email: SettingKind<string> = {
  takes: 'an e-mail address',
  read: (value) => (/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/.test(value.trim()) ? value.trim() : undefined),
};

const languages: SettingKind<string[]> = {
  takes: 'language codes, comma-separated, such as en,es',
  read: (value) => {
    const codes = value.split(',').map((code) => code.trim()).filter((code) => code !== '');
    const valid = codes.every((code) => {
      try {
        return Intl.getCanonicalLocales(code).length === 1;
      } catch {
        return false;
      }
    });
    return codes.length > 0 && valid ? codes : undefined;
  },
};

/**
 * Development's contacts: a fictional number (area code 555 is unassigned in the North American
 * Numbering Plan) and the reserved example.com domain, so they reach nobody. Production refuses them.
 */
export const DEVELOPMENT_SUPPORT: SupportContacts = {
  phone: '+1 (555) 010-0199',
  email: 'support@example.com',
  days: [1, 2, 3, 4, 5],
  opens: '10:00',
  closes: '19:00',
  timeZone: 'America/Los_Angeles',
  languages: ['en', 'es'],
  placeholder: true,
};

/** A number or address kept for examples and fiction: never a real support line. */
const fictional = (contacts: Pick<SupportContacts, 'phone' | 'email'>): string | null => {
  const digits = contacts.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  // 555-0100 to 555-0199 are kept for fiction, and no area code 555 is assigned.
  if (/^(\d{3}55501\d\d|555\d{7})$/.test(digits)) return `SUPPORT_PHONE (${contacts.phone}) is a fictional 555 number`;
  if (/@(.+\.)?(example\.(com|net|org)|invalid|test|localhost)$/i.test(contacts.email)) return `SUPPORT_EMAIL (${contacts.email}) is a reserved example address`;
  return null;
};

/**
 * The support contacts from SUPPORT_PHONE, SUPPORT_EMAIL, SUPPORT_HOURS and SUPPORT_LANGUAGES.
 * Outside production each unset one takes development's fictional default; in production all four
 * are required, and a fictional number or address is refused, so a launch cannot show a contact
 * that reaches nobody.
 */
export function supportContacts(env: Env, production: boolean): SupportContacts {
  const set = {
    phone: setting('SUPPORT_PHONE', env.SUPPORT_PHONE, phone),
    email: setting('SUPPORT_EMAIL', env.SUPPORT_EMAIL, email),
    hours: setting('SUPPORT_HOURS', env.SUPPORT_HOURS, hours),
    languages: setting('SUPPORT_LANGUAGES', env.SUPPORT_LANGUAGES, languages),
  };
  if (production) {
    const unset = Object.entries({ SUPPORT_PHONE: set.phone, SUPPORT_EMAIL: set.email, SUPPORT_HOURS: set.hours, SUPPORT_LANGUAGES: set.languages })
      .filter(([, value]) => value === undefined)
      .map(([name]) => name);
    if (unset.length > 0) throw new ConfigError(`${unset.join(', ')} ${unset.length === 1 ? 'is' : 'are'} required when NODE_ENV=production: the contacts the Help and Contact pages show.`);
  }
  const contacts: SupportContacts = {
    phone: set.phone ?? DEVELOPMENT_SUPPORT.phone,
    email: set.email ?? DEVELOPMENT_SUPPORT.email,
    days: set.hours?.days ?? DEVELOPMENT_SUPPORT.days,
    opens: set.hours?.opens ?? DEVELOPMENT_SUPPORT.opens,
    closes: set.hours?.closes ?? DEVELOPMENT_SUPPORT.closes,
    timeZone: set.hours?.timeZone ?? DEVELOPMENT_SUPPORT.timeZone,
    languages: set.languages ?? DEVELOPMENT_SUPPORT.languages,
    placeholder: false,
  };
  const unreal = fictional(contacts);
  if (production && unreal) throw new ConfigError(`${unreal}; set the real support contact when NODE_ENV=production.`);
  return { ...contacts, placeholder: unreal !== null };
}
