/**
 * Small parsers for the JSON the event store reads back: each checks a value's shape and returns
 * it typed, or throws StoredShapeError naming where it went wrong (never the value: it may be
 * personal). Written for a replay of millions of events: no schema compilation, no copies of
 * strings, one object built per object read.
 */

/** Reads `value` (found at `at`, a path for the error) as a T. */
export type Parser<T> = (value: unknown, at: string) => T;

export class StoredShapeError extends Error {}

const fail = (at: string, expected: string): never => {
  throw new StoredShapeError(`${at} is not ${expected}`);
};

export const text: Parser<string> = (value, at) => (typeof value === 'string' ? value : fail(at, 'a string'));
export const number: Parser<number> = (value, at) => (typeof value === 'number' && Number.isFinite(value) ? value : fail(at, 'a number'));
export const flag: Parser<boolean> = (value, at) => (typeof value === 'boolean' ? value : fail(at, 'true or false'));

/** One of a list of words. */
export function oneOf<const L extends readonly string[]>(words: L): Parser<L[number]> {
  const known: ReadonlySet<string> = new Set(words);
  const isOne = (value: unknown): value is L[number] => typeof value === 'string' && known.has(value);
  return (value, at) => (isOne(value) ? value : fail(at, `one of ${words.join(', ')}`));
}

export const nullable = <T>(parse: Parser<T>): Parser<T | null> => (value, at) => (value === null ? null : parse(value, at));

export const list = <T>(parse: Parser<T>): Parser<T[]> => (value, at) =>
  Array.isArray(value) ? value.map((item: unknown, index) => parse(item, `${at}[${index}]`)) : fail(at, 'a list');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of any keys, each value read by `parse`. */
export const dictionary = <T>(parse: Parser<T>): Parser<Record<string, T>> => (value, at) => {
  if (!isRecord(value)) return fail(at, 'an object');
  const result: Record<string, T> = {};
  for (const key in value) result[key] = parse(value[key], `${at}.${key}`);
  return result;
};

type Shape = Readonly<Record<string, Parser<unknown>>>;
export type Parsed<S extends Shape> = { [K in keyof S]: S[K] extends Parser<infer T> ? T : never };

/** An object with these keys (others are left out), each read by its parser. */
export interface ObjectParser<T> extends Parser<T> {
  /**
   * The same object with `absent` keys missing, as an event's personal fields are once its owner's
   * key is destroyed (RecordedEvent.redacted says so; its readers look before they read them).
   */
  readonly without: (absent: readonly string[]) => Parser<T>;
}

export function object<S extends Shape>(shape: S): ObjectParser<Parsed<S>> {
  const read = (fields: readonly (readonly [string, Parser<unknown>])[]): Parser<Parsed<S>> => (value, at) => {
    if (!isRecord(value)) return fail(at, 'an object');
    const result: Record<string, unknown> = {};
    for (const [key, parse] of fields) result[key] = parse(value[key], `${at}.${key}`);
    // Every key of the shape was read by its own parser: the object is the shape's (less `without` keys).
    return result as Parsed<S>;
  };
  const fields = Object.entries(shape);
  return Object.assign(read(fields), { without: (absent: readonly string[]) => read(fields.filter(([key]) => !absent.includes(key))) });
}
