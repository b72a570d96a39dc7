import { UNITED_STATES } from './places.ts';
import type { Choice } from './types.ts';

/**
 * Finding a U.S. state or a country from what a person types into the picker: `wa` is Washington,
 * not Delaware, whose name merely contains the letters. The order of the picker's list is the order
 * of relevance: an exact code or name, then names that begin with the text, then names with a word
 * that begins with it, then names that contain it.
 */

/** Short names people type for a country that its English name does not contain. */
const COUNTRY_ABBREVIATIONS: Readonly<Record<string, string>> = {
  us: UNITED_STATES,
  usa: UNITED_STATES,
  america: UNITED_STATES,
  uk: 'United Kingdom',
  gb: 'United Kingdom',
  'great britain': 'United Kingdom',
  britain: 'United Kingdom',
  england: 'United Kingdom',
  scotland: 'United Kingdom',
  wales: 'United Kingdom',
  'northern ireland': 'United Kingdom',
  uae: 'United Arab Emirates',
  drc: 'Congo (Kinshasa)',
  prc: 'China',
  holland: 'Netherlands',
  'russian federation': 'Russia',
};

/** Lower case, accents and periods dropped, spaces collapsed: "U.S." is "us", "Côte" is "cote". */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\./g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

type Tier = 0 | 1 | 2 | 3 | 4;

function tierOf(choice: Choice, query: string, kind: 'usState' | 'country'): Tier | null {
  const names = [choice.value, choice.label].map(searchable);
  const isCode = kind === 'usState' ? searchable(choice.value) === query : COUNTRY_ABBREVIATIONS[query] === choice.value;
  if (isCode) return 0;
  if (names.includes(query)) return 1;
  if (names.some((name) => name.startsWith(query))) return 2;
  if (names.some((name) => name.split(/[\s,(-]+/).some((word) => word.startsWith(query)))) return 3;
  if (names.some((name) => name.includes(query))) return 4;
  return null;
}

/** The choices that match `typed`, most relevant first; every choice, in order, when nothing is typed. */
export function rankPlaces(choices: readonly Choice[], typed: string, kind: 'usState' | 'country'): Choice[] {
  const query = searchable(typed);
  if (query === '') return [...choices];
  return choices
    .map((choice, index) => ({ choice, index, tier: tierOf(choice, query, kind) }))
    .filter((ranked): ranked is { choice: Choice; index: number; tier: Tier } => ranked.tier !== null)
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .map(({ choice }) => choice);
}
