import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../catalogue/country-codes.ts';
import { COUNTRIES, UNITED_STATES } from '../catalogue/places.ts';
import { countryChoices, countryName } from './countries.ts';

describe('a country named in the reader\'s language', () => {
  it('reads in Spanish from its ISO code, and stays the English name the forms print in English', () => {
    expect(countryName('es', UNITED_STATES)).toBe('Estados Unidos');
    expect(countryName('es', 'Mexico')).toBe('México');
    expect(countryName('es', "Cote d'Ivoire")).toBe('Costa de Marfil');
    expect(countryName('es', 'Gaza Strip')).toBe('Franja de Gaza');
    expect(countryName('es', 'Côte d’Ivoire')).toBe('Costa de Marfil');
    expect(countryName('es', 'Burma')).toBe('Myanmar (Birmania)');
    expect(countryName('en', UNITED_STATES)).toBe(UNITED_STATES);
  });

  it('has a Spanish name for every country of the picker, never the English one left by a missing code', () => {
    const unnamed = COUNTRIES.filter(({ value }) => !COUNTRY_CODES[value] && countryName('es', value) === value).map(({ value }) => value);
    expect(unnamed).toEqual([]);
    expect(Object.keys(COUNTRY_CODES).filter((name) => !COUNTRIES.some(({ value }) => value === name))).toEqual([]);
    const codes = Object.values(COUNTRY_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('offers the Spanish names in Spanish alphabetical order, each keeping the English value the forms print', () => {
    const choices = countryChoices('es');
    expect(choices).toHaveLength(COUNTRIES.length);
    expect(choices.find((choice) => choice.value === 'Germany')?.label).toBe('Alemania');
    const labels = choices.map((choice) => choice.label);
    expect(labels.indexOf('Alemania')).toBeLessThan(labels.indexOf('Estados Unidos'));
    expect(countryChoices('en')).toBe(COUNTRIES);
  });
});
