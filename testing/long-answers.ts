import { isGroupValue, type Answers, type AnswersByForm, type GroupItem } from '../domain/answers.ts';
import { lengthLimitOf } from '../domain/catalogue/answer-lengths.ts';
import type { FieldDef } from '../domain/catalogue/types.ts';
import { isWizardForm } from '../domain/catalogue/shown.ts';
import { WIZARDS } from '../domain/catalogue/wizards.ts';
import type { MappingContext } from '../domain/uscis/types.ts';
import { eadApContext } from './ead-ap-answers.ts';
import { benefitRow, eligibilityAnswers, organizationRows, previousMarriageRow, priorHomeRows } from './i485-answers.ts';
import { JOINT_SPONSOR, w2SponsorAnswers } from './i864-answers.ts';
import { interpretedFor, VISITOR_THEN_STUDENT_NEW_I94 } from './statement-answers.ts';

/**
 * The test couple with every free-text answer as long as its question allows (at most 600
 * characters): names, streets, cities, employers, occupations, explanations, the purpose of a
 * trip. Identity numbers, dates, choices and e-mail formats keep their answers, so every box of
 * every form is reached with more text than it holds.
 */

const FILLER = ' with many more words added to it so that it no longer fits the box the form gives it';
const LONGEST = 600;

/** The answer made as long as the question allows: its own words, then filler, cut at a word. */
function lengthened(value: string, def: FieldDef): string {
  const room = Math.min(lengthLimitOf(def).max, LONGEST);
  let text = value;
  while (text.length + FILLER.length <= room) text += FILLER;
  return text.length > value.length ? text : value;
}

/** Free text a person types: text and explanations without a format, and names (letters only). */
const isFreeText = (def: FieldDef): boolean =>
  (def.kind === 'text' || def.kind === 'textarea') && (def.format === undefined || def.format === 'name') && def.letterCase !== 'upper';

function lengthenAll(answers: Answers, defs: readonly FieldDef[]): Answers {
  const result: Answers = { ...answers };
  for (const def of defs) {
    const value = answers[def.key];
    if (def.kind === 'group' && isGroupValue(value)) {
      result[def.key] = value.map((row): GroupItem => {
        const lengthenedRow = lengthenAll(row, def.item ?? []);
        const scalars: GroupItem = {};
        for (const [key, item] of Object.entries(lengthenedRow)) if (!isGroupValue(item)) scalars[key] = item;
        return scalars;
      });
    } else if (typeof value === 'string' && value !== '' && isFreeText(def)) {
      result[def.key] = lengthened(value, def);
    }
  }
  return result;
}

const wizardFields = (form: keyof typeof WIZARDS): FieldDef[] => WIZARDS[form].steps.flatMap((step): readonly FieldDef[] => step.fields);

/**
 * The couple with both optional forms, every Part 9 list, earlier marriages and homes, both
 * signers helped by an interpreter, a home apart from the mailing address (with In Care Of names)
 * and an address abroad, a change of status with a new I-94, a joint sponsor, and every free-text
 * answer long.
 */
export function longAnswersContext(): MappingContext {
  const base = eadApContext({
    PETITIONER_INFO: interpretedFor('p'),
    BENEFICIARY_INFO: {
      ...interpretedFor('b'),
      ...VISITOR_THEN_STUDENT_NEW_I94,
      bMailingInCareOfName: 'Mykola Kovalenko',
      bMailingSameAsPhysical: 'no',
      bPhysicalInCareOfName: 'Iryna Bondarenko',
      bPhysicalCountry: 'United States',
      bPhysicalStreet: '2240 N Clark St',
      bPhysicalCity: 'Chicago',
      bPhysicalState: 'IL',
      bPhysicalZip: '60614',
      bHasAddressAbroad: 'yes',
      bAddressAbroadCountry: 'Ukraine',
      bAddressAbroadStreet: 'vul. Khreshchatyk 22',
      bAddressAbroadCity: 'Kyiv',
      bAddressAbroadPostalCode: '01001',
      bHasPreviousAddresses: 'yes',
      bPhysicalAddressHistory: priorHomeRows(3).map((row) => ({ ...row, physicalInCareOfName: 'Petro Shevchenko' })),
      bHasPreviousMarriages: 'yes',
      bPreviousMarriagesList: [previousMarriageRow('Shevchenko', '2012-05-05', '2015-06-06')],
      bEmail: 'olena.kovalenko.the.software.analyst.at.home@example-mailbox.com',
    },
    I_485_SPECIFIC: {
      ...eligibilityAnswers(),
      hasOrgs: 'yes',
      orgList: organizationRows(3),
      q63: 'yes',
      benefitsReceivedList: [benefitRow(1), benefitRow(2)],
    },
  });
  const answers: AnswersByForm = { ...base.answers, INCOME: { ...w2SponsorAnswers()['INCOME'], ...JOINT_SPONSOR } };
  const long: AnswersByForm = {};
  for (const [form, formAnswers] of Object.entries(answers)) {
    if (!formAnswers) continue;
    long[form] = isWizardForm(form) ? lengthenAll(formAnswers, wizardFields(form)) : formAnswers;
  }
  return { answers: long, today: base.today };
}
