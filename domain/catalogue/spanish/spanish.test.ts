import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../i18n/placeholders.ts';
import { personFacts } from '../filled-by.ts';
import { localizedForm } from '../localized.ts';
import { textOf, type CatalogueText, type TextFacts } from '../text.ts';
import type { FieldDef, FormDef, FormType } from '../types.ts';
import { CATALOGUE } from '../index.ts';
import { WIZARDS } from '../wizards.ts';
import { SPANISH, SPANISH_VOICED_ABOUT, spanishOf } from './index.ts';
import { PERSON_ES } from './person.ts';
import { SPANISH_WIZARDS } from './complete.ts';
import type { FieldSpanish, SpanishText } from './types.ts';

/** The placeholders a voiced text is given when read (text.ts): Spanish may use them where the English is voiced. */
const VOICE = ['{name, text}', '{who, select}'];

const isMessage = (text: CatalogueText | undefined) => typeof text === 'object' && text.some((part) => typeof part === 'object' && 'message' in part);
const isVoiced = (text: CatalogueText | undefined) => typeof text === 'object' && text.some((part) => typeof part === 'object' && 'voiced' in part);
const voicedWords = (text: CatalogueText): string => (typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : 'voiced' in part ? part.voiced : '')).join(''));
/** A Spanish text's words, each part an ICU message of its own (localized.ts voices each). */
const spanishWords = (text: SpanishText | undefined): string | undefined => (text === undefined || typeof text === 'string' ? text : text.filter((part) => typeof part === 'string').join(''));
/** The tax years a text names, in order. */
const taxYears = (text: CatalogueText | SpanishText | undefined): string => JSON.stringify(typeof text === 'object' ? text.flatMap((part) => (typeof part === 'object' && 'taxYear' in part ? [part.taxYear] : [])) : []);

interface Pair {
  readonly where: string;
  readonly english: CatalogueText | undefined;
  readonly spanish: string | undefined;
  readonly spanishText?: SpanishText;
}

/** Every text of a wizard beside its Spanish, with the fields' choice values. */
function* pairs(type: FormType, form: FormDef): Generator<Pair & { readonly field?: FieldDef; readonly spanishField?: FieldSpanish; readonly kind: string }> {
  const table = SPANISH[type];
  for (const step of form.steps) {
    yield { where: `${type} step ${step.name}`, english: step.name, spanish: table?.steps[step.name]?.name, kind: 'step' };
    const intro = table?.steps[step.name]?.intro;
    if (step.intro) yield { where: `${type} step ${step.name} intro`, english: step.intro, spanish: spanishWords(intro), spanishText: intro, kind: 'intro' };
  }
  const walk = function* (fields: readonly FieldDef[], spanishFor: (field: FieldDef) => FieldSpanish | undefined, path: string): Generator<Pair & { readonly field?: FieldDef; readonly spanishField?: FieldSpanish; readonly kind: string }> {
    for (const field of fields) {
      const spanish = spanishFor(field);
      const where = `${type} ${path}${field.key}`;
      yield { where: `${where} question`, english: field.question, spanish: spanishWords(spanish?.question), spanishText: spanish?.question, field, spanishField: spanish, kind: 'question' };
      if (field.help !== undefined || spanish?.help !== undefined) yield { where: `${where} help`, english: field.help, spanish: spanishWords(spanish?.help), spanishText: spanish?.help, kind: 'help' };
      if (field.item) yield* walk(field.item, (item) => spanish?.item?.[item.key], `${path}${field.key}.`);
    }
  };
  yield* walk(form.steps.flatMap((step) => step.fields), (field) => spanishOf(type, field), '');
}

const everyPair = () => Object.entries(WIZARDS).flatMap(([type, form]) => [...pairs(type as FormType, form)].map((pair) => ({ ...pair, type: type as FormType })));

describe('the catalogue in Spanish', () => {
  it('gives each Spanish text the placeholders of its English, voiced texts the voice besides', () => {
    const differ: string[] = [];
    for (const { where, type, english, spanish } of everyPair()) {
      if (spanish === undefined || english === undefined || isMessage(english)) continue;
      const englishPlaceholders = typeof english === 'string' && !isVoiced(english) ? [] : placeholdersOf(voicedWords(english));
      const allowed = isVoiced(english) || SPANISH_VOICED_ABOUT[type] ? [...new Set([...englishPlaceholders, ...VOICE])] : englishPlaceholders;
      const found = placeholdersOf(spanish);
      const own = (list: readonly string[]) => list.filter((placeholder) => !VOICE.includes(placeholder));
      if (found.some((placeholder) => !allowed.includes(placeholder)) || JSON.stringify(own(found)) !== JSON.stringify(own(englishPlaceholders))) differ.push(where);
    }
    expect(differ).toEqual([]);
  });

  it('names the tax years of the English, in its order', () => {
    const differ = everyPair().filter(({ english, spanishText }) => spanishText !== undefined && !isMessage(english) && taxYears(english) !== taxYears(spanishText));
    expect(differ.map(({ where }) => where)).toEqual([]);
  });

  it('has no Spanish for a text the English does not have, nor for a message already in both languages', () => {
    const stray = everyPair().filter(({ english, spanish }) => spanish !== undefined && (english === undefined || isMessage(english)));
    expect(stray.map(({ where }) => where)).toEqual([]);
  });

  it('names only choices, rows and fields the catalogue has', () => {
    const shared = new Set<FieldSpanish>(Object.values(PERSON_ES));
    const stray: string[] = [];
    for (const { where, field, spanishField } of everyPair()) {
      if (!field || !spanishField) continue;
      const values = new Set(field.choices?.map((choice) => choice.value) ?? []);
      for (const value of Object.keys(spanishField.choices ?? {})) if (!values.has(value)) stray.push(`${where} choice ${value}`);
      if (spanishField.itemLabel && !field.itemLabel) stray.push(`${where} itemLabel`);
      // The questions both spouses share may have rows one spouse's wizard asks and the other's not (checked below).
      if (shared.has(spanishField)) continue;
      const items = new Set(field.item?.map((item) => item.key) ?? []);
      for (const key of Object.keys(spanishField.item ?? {})) if (!items.has(key)) stray.push(`${where} item ${key}`);
    }
    const used = new Map<FieldSpanish, Set<string>>();
    for (const { field, spanishField } of everyPair()) {
      if (field && spanishField && shared.has(spanishField)) used.set(spanishField, new Set([...(used.get(spanishField) ?? []), ...(field.item ?? []).map((item) => item.key)]));
    }
    for (const [key, spanish] of Object.entries(PERSON_ES)) {
      const items = used.get(spanish);
      if (!items) stray.push(`person ${key}`);
      for (const item of Object.keys(spanish.item ?? {})) if (items && !items.has(item)) stray.push(`person ${key} item ${item}`);
    }
    for (const [type, table] of Object.entries(SPANISH)) {
      const form: FormDef | undefined = CATALOGUE[type as FormType];
      if (!form) continue;
      const keys = new Set<string>(form.steps.flatMap((step) => step.fields.map((field) => field.key)));
      for (const key of Object.keys(table.fields)) if (!keys.has(key)) stray.push(`${type} ${key}`);
      const steps = new Set<string>(form.steps.map((step) => step.name));
      for (const name of Object.keys(table.steps)) if (!steps.has(name)) stray.push(`${type} step ${name}`);
    }
    expect(stray).toEqual([]);
  });

  it('translates every text of the wizards it calls Spanish: questions, help, choices, row names, steps', () => {
    const missing: string[] = [];
    for (const type of SPANISH_WIZARDS) {
      const table = SPANISH[type];
      if (!table) missing.push(`${type} title`);
      const form = CATALOGUE[type];
      if (!form) continue;
      for (const { where, english, spanish, field, spanishField } of pairs(type, form)) {
        if (english !== undefined && !isMessage(english) && spanish === undefined) missing.push(where);
        if (!field) continue;
        for (const choice of field.choices ?? []) if (spanishField?.choices?.[choice.value] === undefined) missing.push(`${where} choice ${choice.value}`);
        if (field.itemLabel && !spanishField?.itemLabel) missing.push(`${where} itemLabel`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('reads every wizard in both languages and both voices, with no placeholder left', () => {
    const couple = personFacts({ onboardingUserIs: 'petitioner', onboardingPNameFirst: 'Megan', onboardingBNameFirst: 'Priya' });
    const spouse = personFacts({ onboardingUserIs: 'beneficiary', onboardingPNameFirst: 'Megan', onboardingBNameFirst: 'Priya' });
    const unreadable: string[] = [];
    for (const language of ['en', 'es'] as const) {
      for (const persons of [couple, spouse]) {
        const facts: TextFacts = { mostRecentTaxYear: 2025, latestDueTaxYear: 2025, language, persons };
        for (const [type, form] of Object.entries(WIZARDS)) {
          const read = (text: CatalogueText | undefined, where: string) => {
            const words = textOf(text, facts);
            if (/[{}]/.test(words)) unreadable.push(`${language} ${type} ${where}: ${words}`);
          };
          const walk = (fields: readonly FieldDef[]) => {
            for (const field of fields) {
              read(field.question, field.key);
              read(field.help, `${field.key} help`);
              if (field.item) walk(field.item);
            }
          };
          for (const step of localizedForm(form, language).steps) {
            read(step.intro, `${step.name} intro`);
            walk(step.fields);
          }
        }
      }
    }
    expect(unreadable).toEqual([]);
  });
});

describe('the voice of the questions', () => {
  const beneficiary = localizedForm(WIZARDS.BENEFICIARY_INFO, 'es');
  const petitioner = localizedForm(WIZARDS.PETITIONER_INFO, 'es');
  const field = (form: FormDef, key: string) => form.steps.flatMap((step) => step.fields).find((candidate) => candidate.key === key);
  const filledByPetitioner = personFacts({ onboardingUserIs: 'petitioner', onboardingPNameFirst: 'Megan', onboardingBNameFirst: 'Priya' });

  it("names the beneficiary to the petitioner filling in the beneficiary's wizard, and speaks to the petitioner in their own", () => {
    const english = { ...({ mostRecentTaxYear: null, latestDueTaxYear: null } as const), persons: filledByPetitioner };
    expect(textOf(field(WIZARDS.BENEFICIARY_INFO, 'bNameFirst')?.question, english)).toBe("What is Priya's first name (given name)?");
    expect(textOf(field(WIZARDS.PETITIONER_INFO, 'pNameFirst')?.question, english)).toBe('What is your first name (given name)?');
    expect(textOf(field(WIZARDS.BENEFICIARY_INFO, 'bHasOtherNames')?.question, english)).toBe('Has Priya ever used any other name?');
    const spanish = { ...english, language: 'es' } as const;
    expect(textOf(field(beneficiary, 'bNameFirst')?.question, spanish)).toBe('¿Cuál es el primer nombre (nombre de pila) de Priya?');
    expect(textOf(field(petitioner, 'pNameFirst')?.question, spanish)).toBe('¿Cuál es su primer nombre (nombre de pila)?');
  });

  it('names the spouse in Spanish where the English still speaks to "you" only: the beneficiary\'s own questions, the petitioner\'s in INCOME', () => {
    const facts = (filledBy: 'petitioner' | 'beneficiary') =>
      ({ mostRecentTaxYear: null, latestDueTaxYear: null, language: 'es', persons: personFacts({ onboardingUserIs: filledBy, onboardingPNameFirst: 'Megan', onboardingBNameFirst: 'Priya' }) }) as const;
    expect(textOf(field(beneficiary, 'immiIsInUs')?.question, facts('petitioner'))).toBe('¿Está Priya ahora en los Estados Unidos?');
    expect(textOf(field(beneficiary, 'immiIsInUs')?.question, facts('beneficiary'))).toBe('¿Está usted ahora en los Estados Unidos?');
    expect(textOf(field(beneficiary, 'bAddressAbroadCity')?.question, facts('petitioner'))).toBe('Dirección de Priya fuera de los Estados Unidos: ciudad o pueblo');
    expect(textOf(field(beneficiary, 'passportCountry')?.question, facts('petitioner'))).toBe('¿Qué país emitió ese pasaporte o documento de viaje?');
    const income = localizedForm(WIZARDS.INCOME, 'es');
    expect(textOf(field(income, 'isOnActiveDuty')?.question, facts('beneficiary'))).toBe('¿Está Megan en servicio activo en las Fuerzas Armadas o en la Guardia Costera de los Estados Unidos?');
    expect(textOf(field(income, 'incomeBeneficiaryCurrentIncome')?.question, facts('beneficiary'))).toBe('¿Cuáles son sus ingresos anuales actuales, antes de impuestos?');
    expect(textOf(field(income, 'incomeBeneficiaryCurrentIncome')?.question, facts('petitioner'))).toBe('¿Cuáles son los ingresos anuales actuales de su cónyuge, antes de impuestos?');
  });

  it('speaks to "you" when it is not known who fills in, and names an unnamed spouse in words', () => {
    expect(textOf(field(WIZARDS.BENEFICIARY_INFO, 'bNameFirst')?.question)).toBe('What is your first name (given name)?');
    const unnamed = { mostRecentTaxYear: null, latestDueTaxYear: null, persons: { filledBy: 'p', names: { p: 'Megan', b: '' } } } as const;
    expect(textOf(field(WIZARDS.BENEFICIARY_INFO, 'bHasOtherNames')?.question, unnamed)).toBe('Has your spouse ever used any other name?');
  });
});
