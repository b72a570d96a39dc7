import { describe, expect, it } from 'vitest';
import { statementFields } from '../catalogue/forms/person-statement.ts';
import { NO_FACTS, textOf } from '../catalogue/text.ts';
import { LANGUAGES, acceptedLanguages, preferredLanguage } from './languages.ts';
import { MESSAGES, translate } from './messages.ts';
import { placeholdersOf } from './placeholders.ts';

const ids = (language: (typeof LANGUAGES)[number]) => Object.keys(MESSAGES[language]).sort();

describe('the message catalogues', () => {
  it('hold every message in every language, and nothing more', () => {
    for (const language of LANGUAGES) expect(ids(language), language).toEqual(ids('en'));
  });

  it('have no empty message, and no message left in English where another language is due', () => {
    for (const language of LANGUAGES) {
      for (const [id, text] of Object.entries(MESSAGES[language])) expect(text.trim(), `${language} ${id}`).not.toBe('');
    }
    // Names and symbols read the same in both languages ("Blog", "Legal"); a sentence never does.
    const same = ids('es').filter((id) => MESSAGES.es[id as keyof typeof MESSAGES.es] === MESSAGES.en[id as keyof typeof MESSAGES.en]);
    expect(same.filter((id) => /\s\S+\s/.test(MESSAGES.en[id as keyof typeof MESSAGES.en]))).toEqual([]);
  });

  it('give each translation the placeholders and tags of the English message, of the same kind', () => {
    const differ: string[] = [];
    for (const id of ids('en') as (keyof typeof MESSAGES.en)[]) {
      const english = placeholdersOf(MESSAGES.en[id]);
      for (const language of LANGUAGES) {
        if (JSON.stringify(placeholdersOf(MESSAGES[language][id])) !== JSON.stringify(english)) differ.push(`${language} ${id}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('finds a placeholder that differs in name, kind or tag', () => {
    expect(placeholdersOf('Valid for {hours, plural, one {# hour} other {# hours}} to {newEmail}')).toEqual(['{hours, plural}', '{newEmail, text}']);
    expect(placeholdersOf('Válido por {horas, plural, one {# hora} other {# horas}} a {newEmail}')).not.toEqual(placeholdersOf('Valid for {hours, plural, one {# hour} other {# hours}} to {newEmail}'));
    expect(placeholdersOf('{hours} horas')).not.toEqual(placeholdersOf('{hours, plural, one {# hour} other {# hours}}'));
    expect(placeholdersOf('<link>Sign in</link>')).toEqual(['<link>']);
    expect(() => placeholdersOf('{unclosed')).toThrow();
  });

  it('write the server\'s messages with their plurals in each language', () => {
    expect(translate('en', 'mail.verify.outro', { hours: 1 })).toMatch(/^The link is valid for 1 hour\./);
    expect(translate('es', 'mail.verify.outro', { hours: 1 })).toMatch(/^El enlace es válido por 1 hora\./);
    expect(translate('es', 'mail.emailChangeNotice.outro', { days: 7 })).toMatch(/durante 7 días,/);
  });
});

describe("a person's language", () => {
  it('is the first of their languages that Greencard speaks, English otherwise', () => {
    expect(preferredLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(preferredLanguage(['fr-FR', 'es-419', 'en'])).toBe('es');
    expect(preferredLanguage(['en-GB', 'es'])).toBe('en');
    expect(preferredLanguage(['pt-BR'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('reads an Accept-Language header by its weights', () => {
    expect(acceptedLanguages('en;q=0.5, es-MX, fr;q=0.8')).toEqual(['es-MX', 'fr', 'en']);
    expect(acceptedLanguages('*, es;q=0')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe("the catalogue's texts that are messages", () => {
  const [readsEnglish] = statementFields('b');
  const [jointSponsorReads] = statementFields('j', { address: false });

  it('read as before in English, to the person or of the joint sponsor by role', () => {
    expect(textOf(readsEnglish.question)).toBe('Can you read and understand English well enough to read every question of your forms, and your answers, yourself?');
    expect(textOf(jointSponsorReads.question)).toMatch(/^Can the joint sponsor read and understand English .* their Form I-864/);
  });

  it("read in Spanish for a Spanish reader, telling that Greencard's Spanish is not an interpreter", () => {
    const spanish = { ...NO_FACTS, language: 'es' } as const;
    expect(textOf(readsEnglish.question, spanish)).toMatch(/^¿Lee y entiende usted el inglés/);
    expect(textOf(readsEnglish.help, spanish)).toContain('Que Greencard le muestre las preguntas en español no cuenta como intérprete.');
    expect(textOf(jointSponsorReads.question, spanish)).toMatch(/^¿Lee y entiende el copatrocinador el inglés .* Form I-864/);
  });
});
