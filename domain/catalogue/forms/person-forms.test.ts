import { describe, expect, it } from 'vitest';
import { conditionHolds } from '../conditions.ts';
import { CATALOGUE } from '../index.ts';
import { textOf } from '../text.ts';
import type { Condition, FieldDef, FormDef } from '../types.ts';
import { beneficiaryInfo } from './beneficiary-info.ts';
import { petitionerInfo } from './petitioner-info.ts';

const topLevel = (form: FormDef): FieldDef[] => form.steps.flatMap((step) => step.fields);
const keysOf = (fields: readonly FieldDef[]): string[] => fields.map((field) => field.key);

/** Every list of fields that forms one scope: the form's top level, then each group's row. */
function scopes(form: FormDef): { name: string; fields: readonly FieldDef[] }[] {
  const groups = topLevel(form).filter((field) => field.item !== undefined);
  return [
    { name: form.type, fields: topLevel(form) },
    ...groups.map((group) => ({ name: `${form.type} ${group.key}`, fields: group.item ?? [] })),
  ];
}

function fieldsNamedBy(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(fieldsNamedBy);
  if ('any' in condition) return condition.any.flatMap(fieldsNamedBy);
  return [condition.field];
}

const duplicates = (keys: readonly string[]): string[] => keys.filter((key, index) => keys.indexOf(key) !== index);

const PERSON_FORMS: readonly FormDef[] = [petitionerInfo, beneficiaryInfo];

describe('the petitioner and beneficiary wizards', () => {
  it.each([
    [
      petitionerInfo,
      [
        "Petitioner's Names and Sex",
        'Contact Information',
        'Birth Information',
        'Address',
        'Address History',
        'Employment History',
        "Parents' Names",
        'Biographic Information',
        'Status in the US',
        'Optional Identifiers',
        'Petition and marital status',
      ],
    ],
    [
      beneficiaryInfo,
      [
        "Beneficiary's Names and Sex",
        'Contact Information',
        'Address',
        'Address History',
        'Employment History',
        'Birth Information',
        'Identification Numbers',
        'Immigration Situation',
        'Biographic Information',
        "Parents' Information",
        'Marital History',
        'Information from Outside the U.S.',
        'Education Info',
      ],
    ],
  ])('$type shows the steps of spec section 2, in order', (form, stepNames) => {
    expect(form.steps.map((step) => step.name)).toEqual(stepNames);
  });

  it('asks each fact once: no key repeats within or across the two forms, nor in any other form', () => {
    const personKeys = PERSON_FORMS.flatMap((form) => keysOf(topLevel(form)));
    expect(duplicates(personKeys)).toEqual([]);
    const otherKeys = Object.values(CATALOGUE)
      .filter((form) => form !== undefined && !PERSON_FORMS.includes(form))
      .flatMap((form) => (form ? keysOf(topLevel(form)) : []));
    expect(personKeys.filter((key) => otherKeys.includes(key))).toEqual([]);
  });

  it.each(PERSON_FORMS.flatMap(scopes))('$name: a row of a list asks each thing once', ({ fields }) => {
    expect(duplicates(keysOf(fields))).toEqual([]);
  });

  it.each(PERSON_FORMS.flatMap(scopes))('$name: every follow-up depends on a question of its own scope', ({ fields }) => {
    const keys = keysOf(fields);
    const unknown = fields.flatMap((field) =>
      field.visibleWhen ? fieldsNamedBy(field.visibleWhen).filter((name) => !keys.includes(name)) : [],
    );
    expect(unknown).toEqual([]);
  });

  it.each(PERSON_FORMS.flatMap(scopes))('$name: every pick-list offers its choices, and its default is one of them', ({ fields }) => {
    for (const field of fields.filter((f) => f.kind === 'choice' || f.kind === 'multiChoice')) {
      expect(field.choices?.length, field.key).toBeGreaterThan(0);
      if (field.defaultValue !== undefined) {
        expect(field.choices?.map((choice) => choice.value), field.key).toContain(field.defaultValue);
      }
    }
    expect(fields.filter((field) => field.kind !== 'choice' && field.kind !== 'multiChoice' && field.choices !== undefined)).toEqual([]);
  });

  it.each(PERSON_FORMS.flatMap(scopes))('$name: date ranges compare two dates the person gives together', ({ fields }) => {
    const datesOf = (list: readonly FieldDef[]): string[] => list.filter((f) => f.kind === 'date').map((f) => f.key);
    for (const field of fields.filter((f) => f.dateRanges !== undefined)) {
      // A list's ranges compare the dates of one row; any other field's, dates beside it.
      const dates = datesOf(field.kind === 'group' ? (field.item ?? []) : fields);
      const named = (field.dateRanges ?? []).flatMap(({ from, to }) => [from, to]);
      expect(named.filter((key) => !dates.includes(key)), field.key).toEqual([]);
    }
  });

  it.each(PERSON_FORMS.flatMap(scopes))('$name: every list is opened by a yes/no question answered Yes', ({ fields }) => {
    for (const group of fields.filter((field) => field.kind === 'group')) {
      const opener = group.visibleWhen;
      expect(opener && 'is' in opener && opener.is, group.key).toBe('yes');
      const question = opener && 'field' in opener ? fields.find((field) => field.key === opener.field) : undefined;
      expect(question?.kind, group.key).toBe('yesNo');
      expect(group.item?.length, group.key).toBeGreaterThan(0);
      expect(group.itemLabel, group.key).toBeTruthy();
    }
  });

  it.each([
    [petitionerInfo, 'p'],
    [beneficiaryInfo, 'b'],
  ] as const)('$type: five-year histories are read from dates of the row and the current home', (form, prefix) => {
    const fields = topLevel(form);
    const histories = fields.filter((field) => field.history !== undefined);
    expect(histories.map((field) => field.key)).toEqual([`${prefix}PhysicalAddressHistory`, `${prefix}EmploymentHistory`]);
    for (const { history, item } of histories) {
      const rowKeys = keysOf(item ?? []);
      expect(rowKeys).toContain(history?.fromKey);
      expect(rowKeys).toContain(history?.toKey);
      if (history?.currentKey !== undefined) expect(rowKeys).toContain(history.currentKey);
      if (history?.currentFromKey !== undefined) expect(keysOf(fields)).toContain(history.currentFromKey);
    }
  });

  it('asks the beneficiary every personal question it asks the petitioner, under the same key with b for p', () => {
    const beneficiaryKeys = keysOf(topLevel(beneficiaryInfo));
    const petitionerPersonKeys = keysOf(topLevel(petitionerInfo)).filter((key) => /^p[A-Z]/.test(key));
    expect(petitionerPersonKeys.length).toBeGreaterThan(50);
    expect(petitionerPersonKeys.filter((key) => !beneficiaryKeys.includes(`b${key.slice(1)}`))).toEqual([]);
  });
});

describe('what a person sees while answering', () => {
  const field = (form: FormDef, key: string): FieldDef => {
    const found = topLevel(form).find((f) => f.key === key);
    if (!found) throw new Error(`no field ${key} in ${form.type}`);
    return found;
  };
  const shown = (form: FormDef, key: string, answers: Record<string, string>): boolean =>
    conditionHolds(field(form, key).visibleWhen, answers);

  it.each([
    ['United States', ['pMailingState', 'pMailingZip'], ['pMailingProvince', 'pMailingPostalCode']],
    ['Mexico', ['pMailingProvince', 'pMailingPostalCode'], ['pMailingState', 'pMailingZip']],
  ])('an address in %s asks for its own parts only', (country, asked, notAsked) => {
    for (const key of asked) expect(shown(petitionerInfo, key, { pMailingCountry: country }), key).toBe(true);
    for (const key of notAsked) expect(shown(petitionerInfo, key, { pMailingCountry: country }), key).toBe(false);
  });

  it.each([
    ['yes', false],
    ['no', true],
  ])('when the person lives at the mailing address (%s) the home address is asked: %s', (same, asked) => {
    expect(shown(beneficiaryInfo, 'bPhysicalStreet', { bMailingSameAsPhysical: same })).toBe(asked);
    expect(shown(beneficiaryInfo, 'bPhysicalState', { bMailingSameAsPhysical: same, bPhysicalCountry: 'United States' })).toBe(
      asked,
    );
  });

  it.each([
    [{ usStatus: 'citizen' }, ['usCitizenshipGotBy', 'usHasCertOfNaturalOrCitizenship'], ['usPrAdmissionClass', 'usCertificateNumber']],
    [{ usStatus: 'citizen', usHasCertOfNaturalOrCitizenship: 'yes' }, ['usCertificateNumber', 'usCertificateIssuedDate'], ['usPrByMarriage']],
    [{ usStatus: 'pr', usHasCertOfNaturalOrCitizenship: 'yes' }, ['usPrAdmissionClass', 'usPrByMarriage'], ['usCertificateNumber', 'usCitizenshipGotBy']],
  ])('a petitioner with %o is asked only about that status', (answers, asked, notAsked) => {
    for (const key of asked) expect(shown(petitionerInfo, key, answers), key).toBe(true);
    for (const key of notAsked) expect(shown(petitionerInfo, key, answers), key).toBe(false);
  });

  it.each([
    [{ immiIsInUs: 'no' }, ['immiEverInUs'], ['immiLastEntryDate', 'i94WasIssued']],
    [{ immiIsInUs: 'yes', i94WasIssued: 'yes' }, ['i94Number', 'i94AdmitUntilIsDs'], ['immiEverInUs']],
    [{ immiIsInUs: 'yes', i94WasIssued: 'yes', i94AdmitUntilIsDs: 'yes' }, ['i94StatusChanged'], ['i94AdmitUntil']],
    [{ immiIsInUs: 'yes', i94WasIssued: 'no' }, ['immiLastEntryManner'], ['i94Number', 'i94StatusChanged']],
  ])('a beneficiary with %o is asked only the arrival questions that apply', (answers, asked, notAsked) => {
    for (const key of asked) expect(shown(beneficiaryInfo, key, answers), key).toBe(true);
    for (const key of notAsked) expect(shown(beneficiaryInfo, key, answers), key).toBe(false);
  });

  it.each([
    [petitionerInfo, 'p'],
    [beneficiaryInfo, 'b'],
  ] as const)('$type opens with the father male, the mother female, and both living (spec section 4)', (form, prefix) => {
    expect(field(form, `${prefix}FatherSex`).defaultValue).toBe('male');
    expect(field(form, `${prefix}MotherSex`).defaultValue).toBe('female');
    expect(field(form, `${prefix}FatherAlive`).defaultValue).toBe('yes');
    expect(field(form, `${prefix}MotherAlive`).defaultValue).toBe('yes');
  });

  it('shows the petition as being for the spouse, with no other relation to pick', () => {
    const petitionFor = field(petitionerInfo, 'petitionFor');
    expect(petitionFor.choices?.map((choice) => choice.value)).toEqual(['spouse']);
    expect(petitionFor.defaultValue).toBe('spouse');
  });

  it.each(PERSON_FORMS.flatMap(scopes))('$name: middle names, unit numbers and "if any" questions may stay empty', ({ fields }) => {
    const optional = fields.filter(
      (f) => /NameMiddle$|UnitNumber$/.test(f.key) || /if any|if you have one/i.test(textOf(f.question)),
    );
    expect(optional.filter((f) => f.required === true).map((f) => f.key)).toEqual([]);
  });
});
