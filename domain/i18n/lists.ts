/**
 * Spanish writes "e" for "and" before a word that starts with the sound of i ("I-130 e I-485",
 * "padres e hijos"), but not before "hie", "hia", "hio", "hiu", where the sound is y ("agua y
 * hielo"): Real Academia Española, Ortografía (2010), 5.4.1.
 */
export function startsWithISound(word: string): boolean {
  const start = word.trim().toLowerCase();
  return /^(i|í|hí)/u.test(start) || (/^hi/u.test(start) && !/^hi[aeouáéóú]/u.test(start));
}

/**
 * The values of the message 'list.and' ("{first} and {last}", "{first} y {last}") for a list of
 * two items or more: all but the last, the last, and `conjunction` 'e' when Spanish says "e".
 */
export function listValues(items: readonly string[]): { first: string; last: string; conjunction: 'e' | 'y' } {
  const last = items.at(-1) ?? '';
  return { first: items.slice(0, -1).join(', '), last, conjunction: startsWithISound(last) ? 'e' : 'y' };
}
