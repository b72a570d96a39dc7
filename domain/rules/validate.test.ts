import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEX } from '../catalogue/choices.ts';
import { CATALOGUE, FORM_TYPES, type FieldDef, type FormDef } from '../catalogue/index.ts';
import { NON_LATIN_NAME_MESSAGE, NOT_A_DATE_MESSAGE, NOT_IN_THE_FUTURE_MESSAGE } from './formats.ts';
import { NOT_A_NUMBER_MESSAGE, REQUIRED_MESSAGE, readAnswers, validate, validateForm, type FieldError } from './validate.ts';

const TODAY = '2025-06-15'; // five years back is 2020-06-15

const form: FormDef = {
  type: 'PETITIONER_INFO',
  title: 'Test Form',
  description: 'A small form that uses every rule.',
  formName: 'TEST',
  steps: [
    {
      name: 'Names',
      fields: [
        { key: 'nameFirst', question: 'What is your first name?', kind: 'text', required: true, format: 'name', maxLength: 10 },
        { key: 'hasOtherNames', question: 'Have you used other names?', kind: 'yesNo', required: true },
        {
          key: 'otherNames',
          question: 'List your other names',
          kind: 'group',
          itemLabel: 'name',
          required: true,
          visibleWhen: { field: 'hasOtherNames', is: 'yes' },
          item: [
            { key: 'otherFirst', question: 'First name', kind: 'text', required: true, format: 'name' },
            { key: 'fromMarriage', question: 'Was it a married name?', kind: 'yesNo', required: true },
            {
              key: 'marriageYear',
              question: 'In which year did you marry?',
              kind: 'number',
              required: true,
              min: 1900,
              max: 2100,
              visibleWhen: { field: 'fromMarriage', is: 'yes' },
            },
          ],
        },
        { key: 'sex', question: 'What is your sex?', kind: 'choice', choices: SEX, required: true },
        { key: 'birthDate', question: 'What is your date of birth?', kind: 'date', required: true },
        { key: 'income', question: 'What is your income?', kind: 'money' },
        { key: 'heightFeet', question: 'Feet', kind: 'number', min: 3, max: 8 },
        { key: 'birthCountry', question: 'Country of birth', kind: 'country' },
        { key: 'state', question: 'State', kind: 'usState' },
        { key: 'email', question: 'E-mail', kind: 'email' },
        { key: 'phoneAbroad', question: 'Phone number abroad', kind: 'phone' },
        { key: 'explanation', question: 'Explain', kind: 'textarea' },
      ],
    },
    {
      name: 'Addresses',
      fields: [
        { key: 'startDate', question: 'When did it start?', kind: 'date' },
        {
          key: 'endDate',
          question: 'When did it end?',
          kind: 'date',
          dateRanges: [{ from: 'startDate', to: 'endDate' }],
        },
        { key: 'moveInDate', question: 'When did you move in?', kind: 'date', required: true, format: 'pastDate' },
        { key: 'hasPreviousAddresses', question: 'Other addresses in five years?', kind: 'yesNo', required: true },
        {
          key: 'addressHistory',
          question: 'List your other addresses',
          kind: 'group',
          itemLabel: 'address',
          required: true,
          visibleWhen: { field: 'hasPreviousAddresses', is: 'yes' },
          history: { kind: 'address', fromKey: 'movedIn', toKey: 'movedOut', currentFromKey: 'moveInDate' },
          item: [
            { key: 'street', question: 'Street', kind: 'text', required: true },
            { key: 'movedIn', question: 'Moved in', kind: 'date', required: true },
            { key: 'movedOut', question: 'Moved out', kind: 'date', required: true },
          ],
        },
      ],
    },
  ],
};

const complete = {
  nameFirst: 'Maria',
  hasOtherNames: 'no',
  sex: 'female',
  birthDate: '1990-02-28',
  moveInDate: '2019-01-01',
  hasPreviousAddresses: 'no',
};

const errorsFor = (answers: Record<string, unknown>): FieldError[] => validateForm(form, answers, TODAY);
const oneError = (field: string, message: string | RegExp) => [
  expect.objectContaining({ field, message: typeof message === 'string' ? message : expect.stringMatching(message) }),
];

describe('validateForm', () => {
  it('accepts a complete set of answers', () => {
    expect(errorsFor(complete)).toEqual([]);
  });

  it('asks for every shown required question, in wizard order, and not for hidden ones', () => {
    expect(errorsFor({})).toEqual(
      ['nameFirst', 'hasOtherNames', 'sex', 'birthDate', 'moveInDate', 'hasPreviousAddresses'].map((field) =>
        expect.objectContaining({ field, message: REQUIRED_MESSAGE }),
      ),
    );
  });

  it.each<[string, Record<string, unknown>, FieldError[]]>([
    ['a name longer than its limit', { nameFirst: 'Bartholomew' }, oneError('nameFirst', 'This answer can have up to 10 characters; it has 11. Shorten it.')],
    ['a name in another script', { nameFirst: 'Мария' }, oneError('nameFirst', NON_LATIN_NAME_MESSAGE)],
    ['a choice that is not offered', { sex: 'F' }, oneError('sex', 'Choose one of the answers offered.')],
    ['a yes/no answer stored as the onboarding spelling', { hasOtherNames: 'No' }, oneError('hasOtherNames', 'Choose one of the answers offered.')],
    ['a date that does not exist, without a format rule', { birthDate: '1990-02-29' }, oneError('birthDate', NOT_A_DATE_MESSAGE)],
    ['a date in another format', { birthDate: '02/28/1990' }, oneError('birthDate', NOT_A_DATE_MESSAGE)],
    ['a future date where the past is asked', { moveInDate: '2025-06-16' }, oneError('moveInDate', /in the future/)],
    ['money with cents', { income: '52000.50' }, oneError('income', /without cents/)],
    ['a number above its maximum', { heightFeet: '9' }, oneError('heightFeet', 'Enter a number from 3 to 8.')],
    ['a number that is not one', { heightFeet: 'five' }, oneError('heightFeet', /whole number/)],
    ['a country that is not on the list', { birthCountry: 'Narnia' }, oneError('birthCountry', 'Choose the country from the list.')],
    ['a state that is not a USPS code', { state: 'Calif.' }, oneError('state', 'Choose the state from the list.')],
    ['an e-mail address without a domain', { email: 'maria@' }, oneError('email', /e-mail address/)],
    ['a phone number with letters', { phoneAbroad: 'call me' }, oneError('phoneAbroad', /digits, spaces, dashes/)],
    ['an explanation longer than any form holds', { explanation: 'x'.repeat(4001) }, oneError('explanation', /up to 4000 characters/)],
    [
      'an end date before its start date',
      { startDate: '2024-05-01', endDate: '2024-04-01' },
      oneError('endDate', 'The answer to “When did it end?” is before the answer to “When did it start?”; check both dates.'),
    ],
    ['an answer that is an object', { nameFirst: { first: 'Maria' } }, oneError('nameFirst', /could not be read/)],
    ['an answer that is a list where one answer is asked', { sex: ['female'] }, oneError('sex', /could not be read/)],
  ])('reports %s', (_case, changes, errors) => {
    expect(errorsFor({ ...complete, ...changes })).toEqual(errors);
  });

  it.each<[string, Record<string, unknown>]>([
    ['numbers given as numbers', { heightFeet: 5, income: 52000 }],
    ['money with grouping commas', { income: '52,000' }],
    ['a phone number abroad', { phoneAbroad: '+44 20 7946 0958' }],
    ['a start and end on the same day', { startDate: '2024-05-01', endDate: '2024-05-01' }],
    ['only one of two dates of a range', { startDate: '2024-05-01' }],
    ['broken answers to questions that are not shown', { hasOtherNames: 'no', otherNames: [{ otherFirst: 'Мария' }] }],
    ['answers to keys the form does not have', { favouriteColour: 'teal', somethingElse: [1, 2] }],
  ])('accepts %s', (_case, changes) => {
    expect(errorsFor({ ...complete, ...changes })).toEqual([]);
  });

  describe('lists of rows', () => {
    it('asks for at least one row when the list is opened', () => {
      expect(errorsFor({ ...complete, hasOtherNames: 'yes' })).toEqual(oneError('otherNames', 'Add at least one name.'));
    });

    it('names the row and the item of each problem, with conditions read inside the row', () => {
      const otherNames = [
        { otherFirst: 'Mary', fromMarriage: 'no' },
        { otherFirst: '', fromMarriage: 'yes' },
        { otherFirst: 'Smith3', fromMarriage: 'yes', marriageYear: '1800' },
      ];
      expect(errorsFor({ ...complete, hasOtherNames: 'yes', otherNames })).toEqual([
        expect.objectContaining({ field: 'otherNames[1].otherFirst', message: REQUIRED_MESSAGE }),
        expect.objectContaining({ field: 'otherNames[1].marriageYear', message: REQUIRED_MESSAGE }),
        expect.objectContaining({ field: 'otherNames[2].otherFirst', message: expect.stringMatching(/only letters/) }),
        expect.objectContaining({ field: 'otherNames[2].marriageYear', message: 'Enter a number from 1900 to 2100.' }),
      ]);
    });

    it('reports a list or a row it cannot read', () => {
      expect(errorsFor({ ...complete, hasOtherNames: 'yes', otherNames: 'Mary' })).toEqual(oneError('otherNames', /list could not be read/));
      expect(errorsFor({ ...complete, hasOtherNames: 'yes', otherNames: [null, { otherFirst: 'Mary', fromMarriage: 'no' }] })).toEqual(
        oneError('otherNames[0]', /entry could not be read/),
      );
    });
  });

  describe('the five-year address history', () => {
    const withHistory = (moveInDate: string, addressHistory: unknown): Record<string, unknown> => ({
      ...complete,
      moveInDate,
      hasPreviousAddresses: 'yes',
      addressHistory,
    });

    it('accepts addresses that cover the five years', () => {
      expect(errorsFor(withHistory('2023-01-01', [{ street: '1 Main St', movedIn: '2018-01-01', movedOut: '2022-12-31' }]))).toEqual([]);
    });

    it('accepts a 20-day gap and reports a 45-day gap on the list', () => {
      expect(errorsFor(withHistory('2023-01-01', [{ street: '1 Main St', movedIn: '2018-01-01', movedOut: '2022-12-11' }]))).toEqual([]);
      expect(errorsFor(withHistory('2023-01-01', [{ street: '1 Main St', movedIn: '2018-01-01', movedOut: '2022-11-16' }]))).toEqual(
        oneError('addressHistory', 'No address given from 11/2022 to 12/2022'),
      );
    });

    it('reports an address whose move-out comes before its move-in, and waits with the coverage', () => {
      expect(errorsFor(withHistory('2023-01-01', [{ street: '1 Main St', movedIn: '2022-12-31', movedOut: '2018-01-01' }]))).toEqual(
        oneError('addressHistory[0].movedOut', 'The answer to “Moved out” is before the answer to “Moved in”; check both dates.'),
      );
    });

    it('tells a person who said there was no other address that the current one does not cover five years', () => {
      expect(errorsFor({ ...complete, moveInDate: '2023-01-01' })).toEqual(
        oneError('hasPreviousAddresses', 'No address given from 06/2020 to 12/2022'),
      );
    });

    it('says nothing about coverage until the move-in date is given', () => {
      expect(errorsFor({ ...complete, moveInDate: '' })).toEqual(oneError('moveInDate', REQUIRED_MESSAGE));
    });
  });
});

describe('validate', () => {
  it('reports an unknown form type instead of passing it', () => {
    expect(validate('NOT_A_FORM', {}, TODAY)).toEqual([expect.objectContaining({ field: 'formType', message: 'Unknown form type: NOT_A_FORM' })]);
  });

  it('has nothing to ask for a form type without a wizard', () => {
    expect(validate('I_130A', {}, TODAY)).toEqual([]);
  });

  it.each([[null], [undefined], ['text'], [42], [[1, 2, 3]]])('treats answers that are not an object (%j) as no answers', (answers) => {
    expect(validate('MARRIAGE_INFO', answers, TODAY)).toEqual(validate('MARRIAGE_INFO', {}, TODAY));
    expect(validate('MARRIAGE_INFO', answers, TODAY).length).toBeGreaterThan(0);
  });

  it('reads answers parsed from JSON with a "__proto__" key without letting it change the copy', () => {
    const parsed: unknown = JSON.parse('{"__proto__": [{"marriageDate": "2020-01-01"}], "marriageDate": "2020-02-30"}');
    expect(Object.getPrototypeOf(readAnswers(parsed))).toBe(Object.prototype);
    expect(validate('MARRIAGE_INFO', parsed, TODAY)).toContainEqual(expect.objectContaining({ field: 'marriageDate', message: NOT_A_DATE_MESSAGE }));
  });

  it('reports answers built to break reading instead of throwing', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no keys for you');
        },
      },
    );
    expect(validate('MARRIAGE_INFO', hostile, TODAY)).toEqual([expect.objectContaining({ field: 'data', message: expect.stringMatching(/could not be read/) })]);
  });

  it('handles huge answers quickly', () => {
    const huge = 'A'.repeat(2_000_000);
    const answers = Object.fromEntries(Object.keys(CATALOGUE).flatMap((type) => topLevelKeys(type)).map((key) => [key, huge]));
    const started = performance.now();
    for (const type of FORM_TYPES) validate(type, answers, TODAY);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

function topLevelKeys(formType: string): string[] {
  const form = Object.entries(CATALOGUE).find(([type]) => type === formType)?.[1];
  return form ? form.steps.flatMap((step) => step.fields.map((field) => field.key)) : [];
}

function allFields(fields: readonly FieldDef[]): FieldDef[] {
  return fields.flatMap((field) => [field, ...allFields(field.item ?? [])]);
}

describe('validate on any input', () => {
  const catalogueKeys = [...new Set(Object.values(CATALOGUE).flatMap((f) => allFields(f.steps.flatMap((s) => s.fields)).map((x) => x.key)))];
  const anyValue = fc.oneof(
    fc.string(),
    fc.constantFrom('yes', 'no', 'Yes', 'No', '2024-02-29', '2023-02-30', 'United States', 'CA', '52,000', '-1', ''),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.dictionary(fc.constantFrom(...catalogueKeys), fc.oneof(fc.string(), fc.integer(), fc.anything())), { maxLength: 4 }),
    fc.anything(),
  );
  const answersFromTheCatalogue = fc.dictionary(fc.constantFrom(...catalogueKeys), anyValue, { maxKeys: 60 });
  const formType = fc.oneof(fc.constantFrom(...FORM_TYPES), fc.string());
  const today = fc.oneof(fc.constant(TODAY), fc.constant('2024-02-29'), fc.string());

  it('never throws and always returns a list of field and message strings', () => {
    fc.assert(
      fc.property(formType, fc.oneof(answersFromTheCatalogue, fc.anything()), today, (type, answers, day) => {
        const errors = validate(type, answers, day);
        expect(Array.isArray(errors)).toBe(true);
        for (const error of errors) {
          expect(typeof error.field).toBe('string');
          expect(typeof error.message).toBe('string');
          expect(error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('the real catalogue gives the rules what they need', () => {
  const forms = Object.values(CATALOGUE);

  it.each(forms.map((f) => [f.type, f] as const))('%s: every date range and history names dates of its own scope', (_type, f) => {
    const problems: string[] = [];
    const checkScope = (fields: readonly FieldDef[]): void => {
      const keyed = new Map(fields.map((field) => [field.key, field]));
      for (const field of fields) {
        const items = new Map((field.item ?? []).map((item) => [item.key, item]));
        for (const { from, to } of field.dateRanges ?? []) {
          for (const key of [from, to]) {
            const target = items.get(key) ?? keyed.get(key);
            if (target?.kind !== 'date') problems.push(`${field.key}: date range key ${key} is not a date of its scope`);
          }
        }
        if (field.history) {
          for (const key of [field.history.fromKey, field.history.toKey]) {
            const item = items.get(key);
            if (item?.kind !== 'date' || !item.required) problems.push(`${field.key}: history key ${key} is not a required date item`);
          }
          const { currentKey, currentFromKey } = field.history;
          if (currentKey !== undefined && items.get(currentKey)?.kind !== 'yesNo') {
            problems.push(`${field.key}: history current flag ${currentKey} is not a yes/no item`);
          }
          if (currentFromKey !== undefined && keyed.get(currentFromKey)?.kind !== 'date') {
            problems.push(`${field.key}: history current start ${currentFromKey} is not a date beside the list`);
          }
        }
        if (field.item) checkScope(field.item);
      }
    };
    checkScope(f.steps.flatMap((step) => step.fields));
    expect(problems).toEqual([]);
  });
});

describe('the problems in the reader\'s language (issue 22)', () => {
  it('says each problem in Spanish for a Spanish reader, the same problems as in English', () => {
    const answers = { i131TripLengthDays: '3 weeks', i131DepartureDate: '2025-01-10' };
    const english = validate('I_131_SPECIFIC', answers, TODAY);
    const spanish = validate('I_131_SPECIFIC', answers, TODAY, 'es');
    expect(spanish.map((error) => error.field)).toEqual(english.map((error) => error.field));
    expect(spanish).toContainEqual(expect.objectContaining({ field: 'i131TripLengthDays', message: expect.stringMatching(/^Escriba un número entero solo con dígitos/) }));
    expect(spanish).toContainEqual(expect.objectContaining({ field: 'i131DepartureDate', message: 'Esta fecha no es posterior a hoy; escriba una fecha en el futuro.' }));
    expect(validate('NOT_A_FORM', {}, TODAY, 'es')[0]?.message).toBe('Tipo de formulario desconocido: NOT_A_FORM');
  });
});

describe('answers read as a person meant them (issue 14)', () => {
  const i131 = CATALOGUE.I_131_SPECIFIC;

  it('refuses a number typed with words, with a message, instead of reading "3 weeks" as 3', () => {
    const errors = validate('I_131_SPECIFIC', { i131TripLengthDays: '3 weeks' }, TODAY);
    expect(errors).toContainEqual(expect.objectContaining({ field: 'i131TripLengthDays', message: NOT_A_NUMBER_MESSAGE }));
  });

  it('refuses a number written in words instead of leaving it empty', () => {
    const errors = validate('I_131_SPECIFIC', { i131TripLengthDays: 'two' }, TODAY);
    expect(errors).toContainEqual(expect.objectContaining({ field: 'i131TripLengthDays', message: NOT_A_NUMBER_MESSAGE }));
  });

  it('flags a planned departure that has passed, as it flags a birth date in the future', () => {
    expect(i131?.steps.flatMap((step) => step.fields).find((field) => field.key === 'i131DepartureDate')?.format).toBe('futureDate');
    expect(validate('I_131_SPECIFIC', { i131DepartureDate: '2025-01-10' }, TODAY)).toContainEqual(
      expect.objectContaining({ field: 'i131DepartureDate', message: NOT_IN_THE_FUTURE_MESSAGE }),
    );
    expect(validate('I_131_SPECIFIC', { i131DepartureDate: '2025-09-01' }, TODAY).map((error) => error.field)).not.toContain('i131DepartureDate');
  });
});
