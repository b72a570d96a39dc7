import { describe, expect, it } from 'vitest';
import { rankPlaces } from './place-search.ts';
import { COUNTRIES, US_STATES } from './places.ts';

const firstState = (typed: string) => rankPlaces(US_STATES, typed, 'usState')[0]?.label;
const firstCountry = (typed: string) => rankPlaces(COUNTRIES, typed, 'country')[0]?.value;

describe('rankPlaces for U.S. states', () => {
  it.each([
    ['wa', 'Washington'],
    ['ma', 'Massachusetts'],
    ['or', 'Oregon'],
    ['WA', 'Washington'],
    ['ny', 'New York'],
    ['washington', 'Washington'],
    ['mar', 'Maryland'],
    ['new', 'New Hampshire'],
    ['york', 'New York'],
    ['carolina', 'North Carolina'],
    ['district', 'District of Columbia'],
  ])('puts %j first as %s', (typed, state) => {
    expect(firstState(typed)).toBe(state);
  });

  it('lists exact code, then names that begin with the text, then names that contain it', () => {
    expect(rankPlaces(US_STATES, 'ma', 'usState').map((s) => s.value).slice(0, 4)).toEqual(['MA', 'ME', 'MD', 'MH']);
  });

  it('finds nothing for text no state has', () => {
    expect(rankPlaces(US_STATES, 'zz', 'usState')).toEqual([]);
  });

  it('offers every state in its order when nothing is typed', () => {
    expect(rankPlaces(US_STATES, '  ', 'usState')).toEqual(US_STATES);
  });
});

describe('rankPlaces for countries', () => {
  it.each([
    ['us', 'United States'],
    ['USA', 'United States'],
    ['U.S.', 'United States'],
    ['uk', 'United Kingdom'],
    ['england', 'United Kingdom'],
    ['uae', 'United Arab Emirates'],
    ['india', 'India'],
    ['ind', 'India'],
    ['myanmar', 'Burma'],
    ['ivory', "Cote d'Ivoire"],
    ['côte', "Cote d'Ivoire"],
    ['korea', 'North Korea'],
    ['south korea', 'South Korea'],
    ['mex', 'Mexico'],
  ])('puts %j first as %s', (typed, country) => {
    expect(firstCountry(typed)).toBe(country);
  });
});
