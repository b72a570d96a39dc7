/**
 * What of a Spanish text still reads as English (issue 22): the sentences with two or more common
 * English words, once the English a Spanish reader is meant to see is taken out (official form
 * titles, parts and items, addresses, the sources cited). A test asserts the list is empty.
 */
const ENGLISH_WORDS = /\b(the|and|your|you|with|this|that|is|are|not|from|which|each|must|will|has|have|who|their|its|or|of|to|in|on|for|by)\b/giu;

export function englishLeftovers(text: string, allowed: readonly string[]): string[] {
  let rest = text.replace(/\s+/g, ' ');
  // The longest first, so that a title is not cut by a shorter one inside it.
  for (const english of [...allowed].sort((a, b) => b.length - a.length)) rest = rest.split(english.replace(/\s+/g, ' ')).join(' ');
  return rest
    .split(/(?<=[.:;])\s+/u)
    .filter((sentence) => new Set((sentence.match(ENGLISH_WORDS) ?? []).map((word) => word.toLowerCase())).size >= 2);
}
