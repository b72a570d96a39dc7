import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/index.ts';
import { readsAsSpanish, spanishExplanations } from './spanish-text.ts';

describe('an explanation typed in Spanish (issue 22: the forms are filed in English)', () => {
  it('reads as Spanish when common Spanish words make it up', () => {
    expect(readsAsSpanish('Fui arrestado en 2019 por manejar sin licencia y pagué una multa.')).toBe(true);
    expect(readsAsSpanish('El matrimonio terminó porque mi esposo se fue a México.')).toBe(true);
    expect(readsAsSpanish('Trabajé en una panadería durante dos años')).toBe(true);
    expect(readsAsSpanish('¿Cuenta un divorcio religioso?')).toBe(true);
  });

  it('does not flag English with Spanish names and places, nor names and addresses alone', () => {
    expect(readsAsSpanish('I was arrested in 2019 for driving without a license and paid a fine.')).toBe(false);
    expect(readsAsSpanish('My father, José de la Cruz, died in San José in 2020.')).toBe(false);
    expect(readsAsSpanish('I worked at Panadería La Esperanza in Los Angeles from 2019 to 2021.')).toBe(false);
    expect(readsAsSpanish('María Fernanda Núñez Peña')).toBe(false);
    expect(readsAsSpanish('Calle de la Reforma 123, Colonia del Valle, Ciudad de México')).toBe(false);
    // English words that are also Spanish ones ("son", "era", "con", "sin", "hay") are not counted.
    expect(readsAsSpanish('My son was born in that era; the con artist was sentenced.')).toBe(false);
    expect(readsAsSpanish('')).toBe(false);
  });

  it('finds the explanations of a form that read as Spanish, inside lists too, and nothing else', () => {
    const form = CATALOGUE.PETITIONER_INFO;
    if (!form) throw new Error('PETITIONER_INFO is in the catalogue');
    const spanish = 'Mi primer matrimonio terminó cuando ella se fue del país y nunca volvió.';
    const found = spanishExplanations(form, {
      prevPetitionMoreDetails: 'Una petición para mi hermano en 2015, que fue negada por falta de pruebas.',
      pPreviousMarriagesList: [
        { prevMarriageEndReasonOther: 'Annulled by a church court in 2010.', prevMarriageCity: 'San José' },
        { prevMarriageEndReasonOther: spanish },
      ],
      // A one-line answer (a name, a city) is never flagged, whatever its words.
      pFamilyName: 'De la Cruz y Los Santos',
    });
    expect(found).toEqual([
      { field: 'prevPetitionMoreDetails', key: 'prevPetitionMoreDetails' },
      { field: 'pPreviousMarriagesList[1].prevMarriageEndReasonOther', key: 'pPreviousMarriagesList' },
    ]);
  });
});
