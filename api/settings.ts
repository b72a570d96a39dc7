import { isIP } from 'node:net';

/**
 * The schema of the environment settings (the README's Configuration table): what each one takes,
 * said in plain words when a value is refused, and how its text is read. A setting that is unset or
 * empty takes its default; one that is set is read whole or refused: `SIGN_IN_LIMIT_PER_CLIENT=abc`
 * stops the start with a message naming it, where it once became NaN.
 */
export interface SettingKind<T> {
  /** What the setting takes, completing "NAME must be …". */
  readonly takes: string;
  /** The value, or undefined when the text is not one. */
  readonly read: (text: string) => T | undefined;
  /** Its value is never repeated in a message (a key, a password in a URL). */
  readonly secret?: boolean;
  /** What to do about it, after the refusal. */
  readonly advice?: string;
}

export class ConfigError extends Error {}

/** The setting's value as `kind` reads it; undefined when unset or empty; refused when set to something else. */
export function setting<T>(name: string, text: string | undefined, kind: SettingKind<T>): T | undefined {
  if (text === undefined || text === '') return undefined;
  const value = kind.read(text);
  if (value !== undefined) return value;
  const shown = kind.secret ? '' : ` (it is "${text}")`;
  throw new ConfigError(`${name} must be ${kind.takes}${shown}.${kind.advice ? ` ${kind.advice}` : ''}`);
}

export const text: SettingKind<string> = { takes: 'some text', read: (value) => value };

export const secretText: SettingKind<string> = { ...text, secret: true };

/** A secret that signs tokens: long enough that it cannot be guessed. */
export const signingSecret: SettingKind<string> = { takes: 'at least 32 characters long', read: (value) => (value.length >= 32 ? value : undefined), secret: true };

export const port: SettingKind<number> = {
  takes: 'a port number',
  read: (value) => (/^\d{1,5}$/.test(value) && Number(value) <= 65535 ? Number(value) : undefined),
};

/** A count of attempts: a whole number, at least 1. */
export const count: SettingKind<number> = {
  takes: 'a whole number of at least 1',
  read: (value) => (/^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined),
};

export const yesOrNo: SettingKind<boolean> = {
  takes: 'true or false',
  read: (value) => (value === 'true' ? true : value === 'false' ? false : undefined),
};

export function oneOf<const W extends readonly string[]>(words: W): SettingKind<W[number]> {
  const isOne = (value: string): value is W[number] => words.includes(value);
  const listed = `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;
  return { takes: listed, read: (value) => (isOne(value) ? value : undefined) };
}

/** The text when it is a URL of one of these schemes ('https:'…). */
export function urlOf(value: string, schemes: readonly string[]): string | undefined {
  if (!URL.canParse(value)) return undefined;
  return schemes.includes(new URL(value).protocol) ? value : undefined;
}

/** An address of one of these schemes ('https:'…); `secret` when it may carry a password. */
export const url = (takes: string, schemes: readonly string[], secret = false): SettingKind<string> => ({
  takes,
  read: (value) => urlOf(value, schemes),
  secret,
});

/** 32 bytes in base64: the master key. */
export const masterKey: SettingKind<Buffer> = {
  takes: '32 bytes encoded in base64',
  read: (value) => {
    const key = Buffer.from(value, 'base64');
    return key.length === 32 ? key : undefined;
  },
  secret: true,
  advice: 'Generate one with: openssl rand -base64 32',
};

/** A calendar date that exists, written YYYY-MM-DD. */
export const day: SettingKind<string> = {
  takes: 'a date written YYYY-MM-DD',
  read: (value) => {
    const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = parts ? new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))) : null;
    return date && date.toISOString().slice(0, 10) === value ? value : undefined;
  },
};

/** An address with an e-mail in it: `Greencard <no-reply@example.com>` or the bare address. */
export const sender: SettingKind<string> = {
  takes: 'an e-mail address, alone or as Name <address>',
  read: (value) => (/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(value.trim()) ? value : undefined),
};

/** TRUST_PROXY: a hop count ("1") or proxies' addresses and networks ("10.0.0.0/8,127.0.0.1"). */
export const proxies: SettingKind<number | string[]> = {
  takes: "a hop count or the proxies' addresses, comma-separated",
  advice: 'Unset it when no proxy stands in front.',
  read: (value) => {
    if (/^\d{1,2}$/.test(value.trim())) return Number(value.trim());
    const addresses = value.split(',').map((a) => a.trim()).filter((a) => a !== '');
    const valid = (entry: string) => {
      const [address = '', bits, ...rest] = entry.split('/');
      const family = isIP(address);
      if (family === 0 || rest.length > 0) return false;
      return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    };
    return addresses.length > 0 && addresses.every(valid) ? addresses : undefined;
  },
};
