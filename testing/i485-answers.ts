import type { Answers, GroupItem } from '../domain/answers.ts';
import { fieldsOf } from '../domain/catalogue/index.ts';
import { i485Specific } from '../domain/catalogue/forms/i485-specific.ts';
import type { MappingContext } from '../domain/uscis/types.ts';
import { coupleContext } from './couple.ts';

/**
 * The couple of couple.ts with the I-485 eligibility answers: "No" to every question of the
 * wizard except item 22, which Olena answers "Yes": she was cited once for a traffic offense.
 * Fresh copies on every call.
 */

export const ARREST_EXPLANATION =
  'On 03/14/2021 in Chicago, Illinois, I was cited by the Chicago Police Department for driving 15 mph over the speed limit. ' +
  'I was not arrested or detained. I paid the fine of $120 on 04/02/2021; no other charge was filed and no sentence was imposed.';

/** Every yes/no question of the I-485 eligibility wizard answered "No", and item 22 "Yes". */
export function eligibilityAnswers(): Answers {
  const answers: Answers = {};
  for (const { field } of fieldsOf(i485Specific)) {
    if (field.kind === 'yesNo') answers[field.key] = 'no';
  }
  answers['q22'] = 'yes';
  answers['q22Explanation'] = ARREST_EXPLANATION;
  return answers;
}

/** The couple's context with the eligibility answers, some answers of any form changed or added. */
export function i485Context(changes: Partial<Record<string, Answers>> = {}): MappingContext {
  const { I_485_SPECIFIC: eligibilityChanges, ...others } = changes;
  return coupleContext({ ...others, I_485_SPECIFIC: { ...eligibilityAnswers(), ...eligibilityChanges } });
}

/** Earlier homes of the address history, a year each, back from the move into the current home. */
export function priorHomeRows(count: number): GroupItem[] {
  return Array.from({ length: count }, (_, index) => ({
    physicalCountry: 'United States',
    physicalStreet: `${100 + index} Maple St`,
    physicalUnitType: '',
    physicalCity: 'Springfield',
    physicalState: 'IL',
    physicalZip: '62701',
    physicalMoveInDate: `${2021 - index}-08-01`,
    physicalMoveOutDate: `${2022 - index}-07-31`,
  }));
}

/** Organizations of Part 9 items 1-9, numbered from 1. */
export function organizationRows(count: number): GroupItem[] {
  return Array.from({ length: count }, (_, index) => ({
    orgName: `Organization Number ${index + 1}`,
    orgCity: 'Kharkiv',
    orgState: '',
    orgCountry: 'Ukraine',
    orgPurpose: 'Amateur chess club',
    orgUserInvolvement: 'Member',
    orgUserFromDate: '2010-09-01',
    orgUserStillMember: 'no',
    orgUserToDate: '2019-06-30',
  }));
}

export const childRow = (first: string, birthDate: string): GroupItem => ({
  childNameFirst: first,
  childNameLast: 'Kovalenko',
  childBirthDate: birthDate,
  childBirthCountry: 'Ukraine',
  childRelationship: 'biological',
  childApplyingWithYou: 'no',
});

/** An earlier marriage of the applicant to Ivan `last`, ended by divorce. */
export const previousMarriageRow = (last: string, date: string, endDate: string): GroupItem => ({
  prevSpouseNameFirst: 'Ivan',
  prevSpouseNameLast: last,
  prevSpouseBirthDate: '1990-01-01',
  prevSpouseBirthCountry: 'Ukraine',
  prevSpouseNationality: 'Ukraine',
  prevMarriageDate: date,
  prevMarriageCity: 'Kharkiv',
  prevMarriageCountry: 'Ukraine',
  prevMarriageEndReason: 'divorced',
  prevMarriageEndDate: endDate,
  prevMarriageEndCity: 'Kharkiv',
  prevMarriageEndCountry: 'Ukraine',
});

/** A past cash benefit of $1,200 (Part 9 item 65). */
export const benefitRow = (n: number): GroupItem => ({
  benefitName: `General Assistance ${n}`,
  benefitStartDate: '2020-01-01',
  benefitIsCurrent: 'no',
  benefitEndDate: '2020-03-31',
  benefitAmount: '1200',
  benefitExemptFromPublicCharge: 'no',
});
