import { describe, expect, it } from 'vitest';
import type { AnswersByForm } from '../answers.ts';
import type { AnswerKey, WizardForm } from './keys.ts';
import { answer, item, personAnswer, personRows, rows, shownAnswers } from './shown.ts';

/**
 * The catalogue's keys and choices are types: each `@ts-expect-error` below is a read the type
 * checker refuses (npm test type-checks, and an expected error that does not happen fails it).
 */

const source: { answers: AnswersByForm } = {
  answers: {
    PETITIONER_INFO: {
      usStatus: 'pr',
      pNameLast: 'Whitaker',
      pHasOtherNames: 'yes',
      pMailingSameAsPhysical: 'No',
      pOtherNamesList: [{ otherNameLast: 'Smith', otherNameFirst: 'Dan' }],
      pSex: 'mail',
    },
    BENEFICIARY_INFO: { bNameLast: 'Kovalenko', bSex: 'female' },
    I_485_SPECIFIC: { q22: 'yes', q22Explanation: 'A parking ticket.', hasOrgs: 'no' },
    INCOME: { incomeHouseholdMembersSignI864A: 'yes', incomeHouseholdMembers: [{ relationship: 'parent', nameFirst: 'Ann' }] },
  },
};

describe('reading an answer with the catalogue types', () => {
  it('reads keys the catalogue has, a choice as one of its values', () => {
    const status = answer(source, 'PETITIONER_INFO', 'usStatus');
    expect(status === 'pr').toBe(true);
    // @ts-expect-error 'green card' is not a choice of usStatus (its choices are 'citizen' and 'pr').
    expect(status === 'green card').toBe(false);
    // @ts-expect-error PETITIONER_INFO asks no 'pANumbr'.
    expect(answer(source, 'PETITIONER_INFO', 'pANumbr')).toBe('');
    // @ts-expect-error an answer of another wizard.
    expect(answer(source, 'PETITIONER_INFO', 'bNameLast')).toBe('');
  });

  it('reads what either person was asked by the prefix and the rest of the key', () => {
    const prefixes = ['p', 'b'] as const;
    expect(prefixes.map((prefix) => personAnswer(source, prefix, 'NameLast'))).toEqual(['Whitaker', 'Kovalenko']);
    // @ts-expect-error the wizards ask 'NameLast', not 'LastName'.
    personAnswer(source, 'p', 'LastName');
    // @ts-expect-error only the petitioner is asked usStatus, and never as 'pusStatus'.
    personAnswer(source, 'p', 'usStatus');
    // @ts-expect-error 'HasEmploymentHistory' is asked of both, 'CitizenshipCountry' of the beneficiary only.
    personAnswer(source, prefixes[0] as 'p' | 'b', 'CitizenshipCountry');
  });

  it('keeps a yes/no answer in lower case and drops a value the question does not offer', () => {
    expect(personAnswer(source, 'p', 'MailingSameAsPhysical')).toBe('no');
    expect(personAnswer(source, 'p', 'Sex')).toBe('');
    expect(personAnswer(source, 'b', 'Sex')).toBe('female');
    // @ts-expect-error sex is 'male' or 'female'.
    expect(personAnswer(source, 'b', 'Sex') === 'f').toBe(false);
  });

  it('reads the rows of a list by their item keys', () => {
    const [name] = personRows(source, 'p', 'OtherNamesList');
    expect(name && item(name, 'otherNameLast')).toBe('Smith');
    // @ts-expect-error a row of other names has otherNameLast, not lastName.
    expect(name && item(name, 'lastName')).toBe('');
    const [member] = rows(source, 'INCOME', 'incomeHouseholdMembers');
    const relationship = member ? item(member, 'relationship') : '';
    expect(relationship).toBe('parent');
    // @ts-expect-error the relationships are parent, brother_sister, child and dependent.
    expect(relationship === 'sibling').toBe(false);
    // @ts-expect-error usStatus is a question, not a list.
    rows(source, 'PETITIONER_INFO', 'usStatus');
  });

  it('reads the I-485 items and their explanations under the item number', () => {
    expect(answer(source, 'I_485_SPECIFIC', 'q22')).toBe('yes');
    expect(answer(source, 'I_485_SPECIFIC', 'q22Explanation')).toBe('A parking ticket.');
    // @ts-expect-error item 63 asks for a list of benefits, not an explanation.
    answer(source, 'I_485_SPECIFIC', 'q63Explanation');
    expect(shownAnswers(source, 'I_485_SPECIFIC').hasOrgs).toBe('no');
  });

  it('types every wizard key by key, never as any string', () => {
    const anyString = <T extends WizardForm>(): string extends AnswerKey<T> ? true : false => false as never;
    const wide = [
      anyString<'ONBOARDING'>(),
      anyString<'PETITIONER_INFO'>(),
      anyString<'BENEFICIARY_INFO'>(),
      anyString<'MARRIAGE_INFO'>(),
      anyString<'INCOME'>(),
      anyString<'I_485_SPECIFIC'>(),
      anyString<'I_765_SPECIFIC'>(),
      anyString<'I_131_SPECIFIC'>(),
    ] satisfies false[];
    expect(wide.length).toBe(8);
  });
});
