import { describe, expect, it } from 'vitest';
import { decideApplication, type ApplicationState } from '../applications/application.ts';
import { shownAnswers } from './shown.ts';
import { capitalisationSuggestion, letterCaseOf, storedAnswers } from './letter-case.ts';
import { CATALOGUE, type FieldDef } from './index.ts';

const NOW = '2025-06-15T12:00:00.000Z';
const active: ApplicationState = {
  status: 'active',
  applicationId: 'a1',
  userId: 'u1',
  formType: 'BENEFICIARY_INFO',
  answers: {},
  progress: 0,
  applicationStatus: 'draft',
};

function fieldOf(formType: 'BENEFICIARY_INFO' | 'PETITIONER_INFO' | 'INCOME', key: string): FieldDef {
  const found = CATALOGUE[formType]?.steps.flatMap((step) => step.fields).find((field) => field.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
}

describe('identity numbers are stored in capitals, whatever the client sends', () => {
  it('marks passport, visa, I-94 and receipt numbers and the class of admission as capitals in the catalogue', () => {
    for (const key of ['passportNumber', 'travelDocumentNumber', 'immiCurrVisaNumber', 'i94Number', 'i94ImmigrationStatus', 'i94StatusAfterChange']) {
      expect(letterCaseOf(fieldOf('BENEFICIARY_INFO', key)), key).toBe('upper');
    }
    expect(letterCaseOf(fieldOf('BENEFICIARY_INFO', 'bNameLast'))).toBe('name');
    expect(letterCaseOf(fieldOf('BENEFICIARY_INFO', 'bPhysicalCity'))).toBe('place');
  });

  it('records a saved passport number in capitals and leaves names as typed', () => {
    const events = decideApplication({ type: 'SaveApplication', patch: { passportNumber: 'z1234567', bNameLast: 'whitaker', i94Number: null }, now: NOW, filingDate: '2026-06-01' }, active);
    expect(events).toEqual([
      { type: 'AnswersChanged', data: { applicationId: 'a1', changed: { passportNumber: 'Z1234567', bNameLast: 'whitaker' }, removed: [], changedAt: NOW } },
    ]);
  });

  it('records the answers of a new application in capitals too', () => {
    const [, answers] = decideApplication(
      { type: 'CreateApplication', applicationId: 'a2', userId: 'u1', formType: 'BENEFICIARY_INFO', answers: { immiCurrVisaNumber: 'k1234567' }, now: NOW, filingDate: '2026-06-01' },
      { status: 'none' },
    );
    expect(answers?.type === 'AnswersChanged' && answers.data.changed).toEqual({ immiCurrVisaNumber: 'K1234567' });
  });

  it('treats a number already in capitals as unchanged', () => {
    const stored = { ...active, answers: { passportNumber: 'Z1234567' } };
    expect(decideApplication({ type: 'SaveApplication', patch: { passportNumber: 'z1234567' }, now: NOW, filingDate: '2026-06-01' }, stored)).toEqual([]);
  });

  it('stores an A-Number inside a list row in capitals', () => {
    const rows = [{ nameFirst: 'ana', aNumber: 'a123456789' }];
    expect(storedAnswers('INCOME', { incomeSponsoredFamilyMembers: rows })).toEqual({
      incomeSponsoredFamilyMembers: [{ nameFirst: 'ana', aNumber: 'A123456789' }],
    });
  });

  it('prints answers saved in lower case before this rule in capitals', () => {
    const ctx = { answers: { BENEFICIARY_INFO: { passportNumber: 'z1234567' } }, today: '2025-06-15' };
    expect(shownAnswers(ctx, 'BENEFICIARY_INFO')['passportNumber']).toBe('Z1234567');
  });
});

describe('capitalisationSuggestion', () => {
  it.each([
    ['whitaker', 'Whitaker'],
    ['WHITAKER', 'Whitaker'],
    ['megan rose', 'Megan Rose'],
    ['mcdonald', 'McDonald'],
    ["o'brien", "O'Brien"],
    ['O’CONNOR', 'O’Connor'],
    ['smith-jones', 'Smith-Jones'],
    ['john smith iii', 'John Smith III'],
    ['josé', 'José'],
  ])('suggests the name %j as %j', (typed, suggested) => {
    expect(capitalisationSuggestion(typed, 'name')).toBe(suggested);
  });

  it.each([['Whitaker'], ['McDonald'], ['de la cruz'], ['DE LA CRUZ'], ['van der berg'], ['macmillan'], ['MACHADO'], [''], ['  '], ['123']])(
    'suggests nothing for the name %j (already mixed, or its case cannot be guessed safely)',
    (typed) => {
      expect(capitalisationSuggestion(typed, 'name')).toBeNull();
    },
  );

  it.each([
    ['123 main st ne', '123 Main St NE'],
    ['SAN FRANCISCO', 'San Francisco'],
    ['450 21ST AVE', '450 21st Ave'],
    ['po box 12', 'PO Box 12'],
    ['winston-salem', 'Winston-Salem'],
  ])('suggests the place %j as %j', (typed, suggested) => {
    expect(capitalisationSuggestion(typed, 'place')).toBe(suggested);
  });

  it.each([['Pune'], ['मुंबई'], ['São Paulo']])('suggests nothing for the place %j', (typed) => {
    expect(capitalisationSuggestion(typed, 'place')).toBeNull();
  });
});

describe('a name copied exactly from the I-94 (issue 24, item 15)', () => {
  it('marks the I-94 names as copied, so capitals typed as on the I-94 are what the help asks for', () => {
    expect(letterCaseOf(fieldOf('BENEFICIARY_INFO', 'i94NameLast'))).toBe('copied');
    expect(letterCaseOf(fieldOf('BENEFICIARY_INFO', 'i94NameFirst'))).toBe('copied');
  });

  it('offers no change to DESHPANDE, and still offers capitals to a name typed all in lower case', () => {
    expect(capitalisationSuggestion('DESHPANDE', 'copied')).toBeNull();
    expect(capitalisationSuggestion('PRIYA ANAND', 'copied')).toBeNull();
    expect(capitalisationSuggestion('deshpande', 'copied')).toBe('Deshpande');
    expect(capitalisationSuggestion('DESHPANDE', 'name')).toBe('Deshpande');
  });
});
