import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/languages.ts';
import { personFacts } from '../filled-by.ts';
import { localizedForm } from '../localized.ts';
import { textOf, type TextFacts } from '../text.ts';
import type { FieldDef, FormDef } from '../types.ts';
import { WIZARDS } from '../wizards.ts';

const APPLICANT_WIZARDS = [WIZARDS.I_485_SPECIFIC, WIZARDS.I_765_SPECIFIC, WIZARDS.I_131_SPECIFIC] as const;

const facts = (language: Language, filledBy: 'petitioner' | 'beneficiary'): TextFacts => ({
  mostRecentTaxYear: null,
  latestDueTaxYear: null,
  language,
  persons: personFacts({ onboardingUserIs: filledBy, onboardingPNameFirst: 'Megan', onboardingBNameFirst: 'Priya' }),
});

const fieldsOf = (form: FormDef): FieldDef[] => {
  const all: FieldDef[] = [];
  const walk = (fields: readonly FieldDef[]) => {
    for (const field of fields) {
      all.push(field);
      if (field.item) walk(field.item);
    }
  };
  walk(form.steps.flatMap((step) => step.fields));
  return all;
};

const question = (form: FormDef, key: string, language: Language, filledBy: 'petitioner' | 'beneficiary') =>
  textOf(fieldsOf(localizedForm(form, language)).find((field) => field.key === key)?.question, facts(language, filledBy));

describe("the applicant's wizards speak to the beneficiary and name them to the petitioner", () => {
  it.each([
    [WIZARDS.I_485_SPECIFIC, 'q10', 'Have you EVER been denied admission to the United States?', 'Has Priya EVER been denied admission to the United States?'],
    [WIZARDS.I_765_SPECIFIC, 'i765HasOtherCitizenship', 'Are you also a citizen or national of another country?', 'Is Priya also a citizen or national of another country?'],
    [WIZARDS.I_131_SPECIFIC, 'i131DepartureDate', 'On what date do you plan to leave the United States?', 'On what date does Priya plan to leave the United States?'],
  ])('in English: %#', (form, key, toBeneficiary, toPetitioner) => {
    expect(question(form, key, 'en', 'beneficiary')).toBe(toBeneficiary);
    expect(question(form, key, 'en', 'petitioner')).toBe(toPetitioner);
  });

  it.each([
    [WIZARDS.I_485_SPECIFIC, 'q10', '¿Se le ha negado a usted ALGUNA VEZ la admisión a los Estados Unidos?', '¿Se le ha negado a Priya ALGUNA VEZ la admisión a los Estados Unidos?'],
    [WIZARDS.I_485_SPECIFIC, 'q76', '¿ha estado usted presente ilegalmente en los Estados Unidos? Usted estuvo', '¿ha estado Priya presente ilegalmente en los Estados Unidos? Priya estuvo'],
    [WIZARDS.I_765_SPECIFIC, 'i765HasOtherCitizenship', '¿Es usted también ciudadano(a) o nacional de otro país?', '¿Es Priya también ciudadano(a) o nacional de otro país?'],
    [WIZARDS.I_131_SPECIFIC, 'i131DepartureDate', '¿En qué fecha planea usted salir de los Estados Unidos?', '¿En qué fecha planea Priya salir de los Estados Unidos?'],
  ])('in Spanish: %#', (form, key, toBeneficiary, toPetitioner) => {
    expect(question(form, key, 'es', 'beneficiary')).toContain(toBeneficiary);
    expect(question(form, key, 'es', 'petitioner')).toContain(toPetitioner);
  });

  it('asks the petitioner no question about the beneficiary as "you", in either language', () => {
    // The form's own references to the one answering stay: "If you answered "Yes" to Item Number 19., …".
    const toTheOneAnswering = /If you answered|If your answer|if you count|Si respondió|Si su respuesta/g;
    const spokenTo: string[] = [];
    for (const form of APPLICANT_WIZARDS) {
      for (const language of ['en', 'es'] as const) {
        for (const field of fieldsOf(localizedForm(form, language))) {
          const words = textOf(field.question, facts(language, 'petitioner')).replace(toTheOneAnswering, '');
          if (/\b(you|your|usted)\b/i.test(words)) spokenTo.push(`${language} ${field.key}: ${words}`);
        }
      }
    }
    expect(spokenTo).toEqual([]);
  });
});
