import type { PersonPrefix } from '../catalogue/keys.ts';
import { item, personAnswer, personRows } from '../catalogue/shown.ts';
import type { DatedAnswers } from '../answers.ts';
import type { PersonName } from './names.ts';

/** The two parents the wizards ask about; the forms call them Parent 1 and Parent 2. */
export type ParentRole = 'Father' | 'Mother';

export interface ParentInfo extends PersonName {
  /** The name at birth when it differed (asked of the beneficiary only), else null. */
  readonly nameAtBirth: PersonName | null;
  /** ISO date, '' when the person does not know it. */
  readonly birthDate: string;
  readonly birthCity: string;
  readonly birthCountry: string;
  readonly sex: 'male' | 'female' | '';
  /** 'yes', 'no' or '' when not answered. */
  readonly alive: string;
  readonly residenceCity: string;
  readonly residenceCountry: string;
}

/** One parent of the petitioner or beneficiary, or null when nothing about them is answered. */
export function parentOf(ctx: DatedAnswers, prefix: PersonPrefix, role: ParentRole): ParentInfo | null {
  // Only the beneficiary is asked a parent's name at birth (Form I-485 Part 5) and city of birth (Form I-130A Part 1).
  const beneficiaryOnly = (read: (ctx: DatedAnswers) => string): string => (prefix === 'b' ? read(ctx) : '');
  const parent: ParentInfo = {
    last: personAnswer(ctx, prefix, `${role}NameLast`),
    first: personAnswer(ctx, prefix, `${role}NameFirst`),
    middle: personAnswer(ctx, prefix, `${role}NameMiddle`),
    nameAtBirth:
      beneficiaryOnly((c) => personAnswer(c, 'b', `${role}NameAtBirthDifferent`)) === 'yes'
        ? {
            last: beneficiaryOnly((c) => personAnswer(c, 'b', `${role}BirthNameLast`)),
            first: beneficiaryOnly((c) => personAnswer(c, 'b', `${role}BirthNameFirst`)),
            middle: beneficiaryOnly((c) => personAnswer(c, 'b', `${role}BirthNameMiddle`)),
          }
        : null,
    birthDate: personAnswer(ctx, prefix, `${role}BirthDate`),
    birthCity: beneficiaryOnly((c) => personAnswer(c, 'b', `${role}BirthCity`)),
    birthCountry: personAnswer(ctx, prefix, `${role}BirthCountry`),
    sex: personAnswer(ctx, prefix, `${role}Sex`),
    alive: personAnswer(ctx, prefix, `${role}Alive`),
    residenceCity: personAnswer(ctx, prefix, `${role}ResidenceCity`),
    residenceCountry: personAnswer(ctx, prefix, `${role}ResidenceCountry`),
  };
  const answered = [parent.last, parent.first, parent.birthDate, parent.birthCountry, parent.residenceCity].some(
    (value) => value !== '',
  );
  return answered ? parent : null;
}

/** What the forms print where they ask where a parent who has died lives. */
export const DECEASED = 'Deceased';
/** What the forms print for a parent's date of birth the person does not know. */
export const UNKNOWN = 'Unknown';

export interface PreviousMarriage {
  readonly spouse: PersonName;
  readonly spouseBirthDate: string;
  readonly spouseBirthCountry: string;
  readonly spouseNationality: string;
  readonly marriageDate: string;
  readonly marriageCity: string;
  readonly marriageState: string;
  readonly marriageCountry: string;
  /** 'divorced', 'deceased', 'annulled' or 'other' (then `endReasonOther` explains). */
  readonly endReason: string;
  readonly endReasonOther: string;
  readonly endDate: string;
  readonly endCity: string;
  readonly endState: string;
  readonly endCountry: string;
}

/** Every earlier marriage of the person, in the order given; [] when they answered they had none. */
export function previousMarriages(ctx: DatedAnswers, prefix: PersonPrefix): PreviousMarriage[] {
  return personRows(ctx, prefix, 'PreviousMarriagesList').map((row) => ({
    spouse: { last: item(row, 'prevSpouseNameLast'), first: item(row, 'prevSpouseNameFirst'), middle: item(row, 'prevSpouseNameMiddle') },
    spouseBirthDate: item(row, 'prevSpouseBirthDate'),
    spouseBirthCountry: item(row, 'prevSpouseBirthCountry'),
    spouseNationality: item(row, 'prevSpouseNationality'),
    marriageDate: item(row, 'prevMarriageDate'),
    marriageCity: item(row, 'prevMarriageCity'),
    marriageState: item(row, 'prevMarriageState'),
    marriageCountry: item(row, 'prevMarriageCountry'),
    endReason: item(row, 'prevMarriageEndReason'),
    endReasonOther: item(row, 'prevMarriageEndReasonOther'),
    endDate: item(row, 'prevMarriageEndDate'),
    endCity: item(row, 'prevMarriageEndCity'),
    endState: item(row, 'prevMarriageEndState'),
    endCountry: item(row, 'prevMarriageEndCountry'),
  }));
}

/**
 * How many times the person has been married: the earlier marriages and the current one; null
 * while they have not said whether they were married before.
 */
export function timesMarried(ctx: DatedAnswers, prefix: PersonPrefix): number | null {
  const answer = personAnswer(ctx, prefix, 'HasPreviousMarriages');
  if (answer === 'no') return 1;
  if (answer === 'yes') return previousMarriages(ctx, prefix).length + 1;
  return null;
}

export interface Child extends PersonName {
  readonly birthDate: string;
  readonly birthCountry: string;
  /** 'biological', 'stepchild' or 'adopted'. */
  readonly relationship: string;
  readonly aNumber: string;
  /** 'yes' when the child applies for a green card now too. */
  readonly applyingWithParent: string;
}

/** The beneficiary's living children (only the beneficiary is asked them), in the order given; [] when they have none. */
export function children(ctx: DatedAnswers, prefix: 'b'): Child[] {
  return personRows(ctx, prefix, 'ChildrenList').map((row) => ({
    last: item(row, 'childNameLast'),
    first: item(row, 'childNameFirst'),
    middle: item(row, 'childNameMiddle'),
    birthDate: item(row, 'childBirthDate'),
    birthCountry: item(row, 'childBirthCountry'),
    relationship: item(row, 'childRelationship'),
    aNumber: item(row, 'childANumber'),
    applyingWithParent: item(row, 'childApplyingWithYou'),
  }));
}

const CHILD_WORDS: Readonly<Record<string, string>> = {
  biological: 'Child',
  stepchild: 'Stepchild',
  adopted: 'Adopted child',
};

/** The relationship of a child to the person, in the words a form's Relationship box takes. */
export const childRelationshipWords = (child: Child): string => CHILD_WORDS[child.relationship] ?? child.relationship;
