import { describe, expect, it } from 'vitest';
import type { Answers } from '../../answers.ts';
import { conditionHolds } from '../conditions.ts';
import { EXPLANATION_PROMPTS } from '../explanations.ts';
import { textOf } from '../text.ts';
import type { FieldDef } from '../types.ts';
import { i485Specific } from './i485-specific.ts';
import { I485_PART9_OFFICIAL_TEXT } from './i485/official-part9-text.ts';

const topLevel: FieldDef[] = i485Specific.steps.flatMap((step): readonly FieldDef[] => step.fields);
const withItems = (fields: readonly FieldDef[]): FieldDef[] =>
  fields.flatMap((field) => [field, ...withItems(field.item ?? [])]);
const everyField = withItems(topLevel);
const fieldByKey = new Map(topLevel.map((field) => [field.key, field]));

/** 'q22', 'q42.a': an answer key named by its item number. */
const ITEM_KEY = /^q(\d+)(?:\.([a-z]))?$/;
const itemNumber = (key: string): number => Number(ITEM_KEY.exec(key)?.[1]);
const itemKeysOf = (fields: readonly FieldDef[]): string[] =>
  fields.map((field) => field.key).filter((key) => ITEM_KEY.test(key));

const officialLines = I485_PART9_OFFICIAL_TEXT.split('\n');
const YES_NO_COLUMN = /\s{2,}Yes\s+No\s*$/;

/** Every item of Part 9 from 10. on that the form answers with Yes/No, plus 86., answered in words. */
const officialItemKeys: string[] = [
  ...officialLines.flatMap((line) => {
    const match = /^(\d{1,2})\.(?:([a-z])\.)?\s/.exec(line);
    if (!match || !YES_NO_COLUMN.test(line) || Number(match[1]) < 10) return [];
    return [match[2] === undefined ? `q${match[1]}` : `q${match[1]}.${match[2]}`];
  }),
  'q86',
];

/** The official items from `first` to `last`, both included. */
const between = (first: string, last: string): string[] =>
  officialItemKeys.slice(officialItemKeys.indexOf(first), officialItemKeys.indexOf(last) + 1);

/** The form's text as one line, without the Yes/No answer columns. */
const officialText = officialLines
  .map((line) => line.replace(YES_NO_COLUMN, ''))
  .join(' ')
  .replace(/\s+/g, ' ');

/** Whether a question is worded as its item on the form, read after the item's number. */
function isOfficialWording(key: string, question: string): boolean {
  const number = key === 'hasOrgs' ? '1.' : `${key.slice(1)}.`;
  const normalised = question.replace(/\s+/g, ' ');
  if (officialText.includes(`${number} ${normalised}`)) return true;
  // A lettered sub-part carries the sentence that leads into its list ("Have you EVER: …").
  const match = /^q(\d+)\.[a-z]$/.exec(key);
  const cut = normalised.indexOf(': ');
  if (!match || cut < 0) return false;
  const leadIn = normalised.slice(0, cut + 1);
  return (
    officialText.includes(`${leadIn} ${match[1]}.a.`) &&
    officialText.includes(`${number} ${normalised.slice(cut + 2)}`)
  );
}

/** Answers under which every follow-up question of the form is shown. */
const OPENERS: Answers = { q19: 'yes', q20: 'no', q28: 'yes', 'q35.a': 'yes', q39: 'yes', q76: 'yes', q85: 'yes' };

const explanations = topLevel.filter((field) => field.key.endsWith('Explanation'));
const questionOf = (explanation: FieldDef): string => explanation.key.slice(0, -'Explanation'.length);

describe('the I-485 eligibility wizard', () => {
  it('has the ten steps of the spec, in order', () => {
    expect(i485Specific.type).toBe('I_485_SPECIFIC');
    expect(i485Specific.formName).toBe('I-485 ELIGIBILITY');
    expect(i485Specific.title).toBe('I-485 Eligibility Questions');
    expect(i485Specific.steps.map((step) => step.name)).toEqual([
      'Organizations',
      'Inadmissibility',
      'Criminal History',
      'Security and Background - Intent',
      'Security and Background - History',
      'Security and Background - Participation',
      'Public Assistance',
      'Illegal Entries and Other Immigration Violations',
      'Unlawful Presence',
      'Miscellaneous',
    ]);
  });

  it('asks every yes/no item of Part 9 from 10 to 86 exactly once, in the order of the form', () => {
    expect(officialItemKeys).toContain('q43.i');
    expect(officialItemKeys).toContain('q78.b');
    expect(itemKeysOf(topLevel)).toEqual(officialItemKeys);
    const keys = everyField.map((field) => field.key);
    for (const key of officialItemKeys) expect(keys.filter((k) => k === key), key).toHaveLength(1);
  });

  it('leaves the public charge items answered in other wizards out', () => {
    const asked = new Set(itemKeysOf(topLevel).map(itemNumber));
    for (const number of [56, 57, 58, 59, 60, 61, 62, 65, 66]) expect(asked.has(number), `item ${number}`).toBe(false);
  });

  it('uses every key once across the whole form, group rows included', () => {
    const keys = everyField.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('words every question as the official form does', () => {
    const asked = [fieldByKey.get('hasOrgs'), ...itemKeysOf(topLevel).map((key) => fieldByKey.get(key))];
    const differing = asked.filter((field) => !field || !isOfficialWording(field.key, textOf(field.question)));
    expect(differing.map((field) => field?.key)).toEqual([]);
  });

  it('notices a question whose wording drifts from the form', () => {
    expect(isOfficialWording('q10', 'Have you EVER been denied admission to the United States?')).toBe(true);
    expect(isOfficialWording('q10', 'Have you ever been denied admission to the United States?')).toBe(false);
    expect(isOfficialWording('q11', 'Have you EVER been denied admission to the United States?')).toBe(false);
  });

  it('puts each item in the step of its section of the form', () => {
    const firstAndLast: Record<string, readonly [string, string]> = {
      Inadmissibility: ['q10', 'q21'],
      'Criminal History': ['q22', 'q41'],
      'Security and Background - Intent': ['q42.a', 'q42.d'],
      'Security and Background - History': ['q43.a', 'q46'],
      'Security and Background - Participation': ['q47', 'q55'],
      'Public Assistance': ['q63', 'q64'],
      'Illegal Entries and Other Immigration Violations': ['q67', 'q73'],
      'Unlawful Presence': ['q74', 'q78.b'],
      Miscellaneous: ['q79', 'q86'],
    };
    for (const step of i485Specific.steps.slice(1)) {
      const range = firstAndLast[step.name];
      expect(range, step.name).toBeDefined();
      if (!range) continue;
      expect(itemKeysOf(step.fields), step.name).toEqual(between(range[0], range[1]));
    }
    expect(itemKeysOf(i485Specific.steps[0]?.fields ?? [])).toEqual([]);
  });

  it('asks every yes/no item as a required Yes/No question', () => {
    for (const key of officialItemKeys.filter((k) => k !== 'q86')) {
      expect(fieldByKey.get(key), key).toMatchObject({ kind: 'yesNo', required: true });
    }
    expect(fieldByKey.get('q86')).toMatchObject({ kind: 'text', required: true });
  });
});

describe('follow-up questions', () => {
  const shown = (key: string, answers: Answers): boolean => conditionHolds(fieldByKey.get(key)?.visibleWhen, answers);

  it('asks whether the foreign residence requirement was met only of a J exchange visitor', () => {
    expect(shown('q20', { q19: 'yes' })).toBe(true);
    expect(shown('q20', { q19: 'no' })).toBe(false);
    expect(shown('q21', { q19: 'yes', q20: 'no' })).toBe(true);
    expect(shown('q21', { q19: 'yes', q20: 'yes' })).toBe(false);
    expect(shown('q21', { q19: 'no', q20: 'no' })).toBe(false);
  });

  it('asks the lettered and numbered follow-ups only after the answer that opens them', () => {
    for (const [followUp, opener] of [
      ['q29', 'q28'],
      ['q35.b', 'q35.a'],
      ['q40', 'q39'],
      ['q77', 'q76'],
      ['q86', 'q85'],
    ] as const) {
      expect(shown(followUp, { [opener]: 'yes' }), followUp).toBe(true);
      expect(shown(followUp, { [opener]: 'no' }), followUp).toBe(false);
    }
  });

  it('opens each list with the question that asks for it', () => {
    for (const [list, opener] of [
      ['orgList', 'hasOrgs'],
      ['benefitsReceivedList', 'q63'],
      ['institutionalizationReceivedList', 'q64'],
    ] as const) {
      expect(fieldByKey.get(list)).toMatchObject({ kind: 'group', required: true });
      expect(shown(list, { [opener]: 'yes' }), list).toBe(true);
      expect(shown(list, { [opener]: 'no' }), list).toBe(false);
    }
  });

  it('gives the lists the rows the spec names', () => {
    const itemKeys = (key: string): string[] => (fieldByKey.get(key)?.item ?? []).map((field) => field.key).sort();
    expect(itemKeys('orgList')).toEqual(
      [
        'orgName',
        'orgCity',
        'orgState',
        'orgCountry',
        'orgPurpose',
        'orgUserInvolvement',
        'orgUserFromDate',
        'orgUserToDate',
        'orgUserStillMember',
      ].sort(),
    );
    expect(itemKeys('benefitsReceivedList')).toEqual(
      [
        'benefitName',
        'benefitStartDate',
        'benefitEndDate',
        'benefitIsCurrent',
        'benefitAmount',
        'benefitExemptFromPublicCharge',
      ].sort(),
    );
    expect(itemKeys('institutionalizationReceivedList')).toEqual(
      [
        'institutionName',
        'institutionStartDate',
        'institutionEndDate',
        'institutionIsCurrent',
        'institutionReason',
        'institutionExemptFromPublicCharge',
      ].sort(),
    );
  });

  it('asks when a membership, benefit or stay ended only when it has ended', () => {
    const rowField = (list: string, key: string): FieldDef | undefined =>
      fieldByKey.get(list)?.item?.find((field) => field.key === key);
    for (const [list, end, current] of [
      ['orgList', 'orgUserToDate', 'orgUserStillMember'],
      ['benefitsReceivedList', 'benefitEndDate', 'benefitIsCurrent'],
      ['institutionalizationReceivedList', 'institutionEndDate', 'institutionIsCurrent'],
    ] as const) {
      const visibleWhen = rowField(list, end)?.visibleWhen;
      expect(conditionHolds(visibleWhen, { [current]: 'no' }), end).toBe(true);
      expect(conditionHolds(visibleWhen, { [current]: 'yes' }), end).toBe(false);
    }
  });
});

describe('explanations', () => {
  it('asks for an explanation of every Yes, except where a list takes the details', () => {
    const explained = new Set(explanations.map(questionOf));
    const expected = officialItemKeys.filter((key) => !['q63', 'q64', 'q86'].includes(key));
    expect([...explained].sort()).toEqual([...expected].sort());
  });

  it('shows each explanation only when its question is answered Yes', () => {
    for (const explanation of explanations) {
      const key = questionOf(explanation);
      const { [key]: _opened, ...others } = OPENERS;
      expect(conditionHolds(fieldByKey.get(key)?.visibleWhen, { ...others, [key]: 'yes' }), key).toBe(true);
      expect(conditionHolds(explanation.visibleWhen, { ...others, [key]: 'yes' }), key).toBe(true);
      expect(conditionHolds(explanation.visibleWhen, { ...others, [key]: 'no' }), key).toBe(false);
      expect(conditionHolds(explanation.visibleWhen, others), key).toBe(false);
    }
  });

  it('does not ask to explain a follow-up whose opening answer was changed to No', () => {
    expect(conditionHolds(fieldByKey.get('q20Explanation')?.visibleWhen, { q19: 'no', q20: 'yes' })).toBe(false);
    expect(conditionHolds(fieldByKey.get('q29Explanation')?.visibleWhen, { q28: 'no', q29: 'yes' })).toBe(false);
  });

  it('asks each explanation as a required text with the words of its prompt, right after its question', () => {
    for (const explanation of explanations) {
      expect(explanation, explanation.key).toMatchObject({ kind: 'textarea', required: true });
      expect(explanation.explanationPrompt, explanation.key).toBeDefined();
      if (explanation.explanationPrompt) {
        expect(textOf(explanation.question)).toBe(EXPLANATION_PROMPTS[explanation.explanationPrompt]);
      }
      const index = topLevel.indexOf(explanation);
      expect(topLevel[index - 1]?.key, explanation.key).toBe(questionOf(explanation));
    }
  });

  it('follows the prompts the form itself gives', () => {
    const promptOf = (key: string) => fieldByKey.get(`${key}Explanation`)?.explanationPrompt;
    for (const key of between('q42.a', 'q45')) expect(promptOf(key), key).toBe('EXPLANATION_1');
    expect(promptOf('q46')).toBe('EXPLANATION_2');
    for (const key of between('q47', 'q55')) {
      expect(promptOf(key), key).toBe(['q50', 'q51'].includes(key) ? 'EXPLANATION_3' : 'EXPLANATION_4');
    }
    expect(promptOf('q67')).toBe('EXPLANATION_5');
    expect(promptOf('q76')).toBe('EXPLANATION_6');
  });
});
