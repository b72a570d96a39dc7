import { text } from '../../answers.ts';
import type { MappingContext } from '../types.ts';
import type { PersonName } from './names.ts';
import { personAnswers, shownRows, yesNo, type PersonPrefix } from './shown.ts';

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

const sexOf = (value: string): 'male' | 'female' | '' => (value === 'male' || value === 'female' ? value : '');

/** One parent of the petitioner or beneficiary, or null when nothing about them is answered. */
export function parentOf(ctx: MappingContext, prefix: PersonPrefix, role: ParentRole): ParentInfo | null {
  const answers = personAnswers(ctx, prefix);
  const part = (name: string): string => text(answers[`${prefix}${role}${name}`]);
  const birthNameGiven = yesNo(answers[`${prefix}${role}NameAtBirthDifferent`]) === 'yes';
  const parent: ParentInfo = {
    last: part('NameLast'),
    first: part('NameFirst'),
    middle: part('NameMiddle'),
    nameAtBirth: birthNameGiven
      ? { last: part('BirthNameLast'), first: part('BirthNameFirst'), middle: part('BirthNameMiddle') }
      : null,
    birthDate: part('BirthDate'),
    birthCity: part('BirthCity'),
    birthCountry: part('BirthCountry'),
    sex: sexOf(part('Sex')),
    alive: yesNo(answers[`${prefix}${role}Alive`]),
    residenceCity: part('ResidenceCity'),
    residenceCountry: part('ResidenceCountry'),
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
export function previousMarriages(ctx: MappingContext, prefix: PersonPrefix): PreviousMarriage[] {
  return shownRows(personAnswers(ctx, prefix), `${prefix}PreviousMarriagesList`).map((row) => {
    const item = (key: string): string => text(row[key]);
    return {
      spouse: { last: item('prevSpouseNameLast'), first: item('prevSpouseNameFirst'), middle: item('prevSpouseNameMiddle') },
      spouseBirthDate: item('prevSpouseBirthDate'),
      spouseBirthCountry: item('prevSpouseBirthCountry'),
      spouseNationality: item('prevSpouseNationality'),
      marriageDate: item('prevMarriageDate'),
      marriageCity: item('prevMarriageCity'),
      marriageState: item('prevMarriageState'),
      marriageCountry: item('prevMarriageCountry'),
      endReason: item('prevMarriageEndReason'),
      endReasonOther: item('prevMarriageEndReasonOther'),
      endDate: item('prevMarriageEndDate'),
      endCity: item('prevMarriageEndCity'),
      endState: item('prevMarriageEndState'),
      endCountry: item('prevMarriageEndCountry'),
    };
  });
}

/**
 * How many times the person has been married: the earlier marriages and the current one; null
 * while they have not said whether they were married before.
 */
export function timesMarried(ctx: MappingContext, prefix: PersonPrefix): number | null {
  const answer = yesNo(personAnswers(ctx, prefix)[`${prefix}HasPreviousMarriages`]);
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

/** The person's living children, in the order given; [] when they answered they have none. */
export function children(ctx: MappingContext, prefix: PersonPrefix): Child[] {
  return shownRows(personAnswers(ctx, prefix), `${prefix}ChildrenList`).map((row) => ({
    last: text(row['childNameLast']),
    first: text(row['childNameFirst']),
    middle: text(row['childNameMiddle']),
    birthDate: text(row['childBirthDate']),
    birthCountry: text(row['childBirthCountry']),
    relationship: text(row['childRelationship']),
    aNumber: text(row['childANumber']),
    applyingWithParent: yesNo(row['childApplyingWithYou']),
  }));
}

const CHILD_WORDS: Readonly<Record<string, string>> = {
  biological: 'Child',
  stepchild: 'Stepchild',
  adopted: 'Adopted child',
};

/** The relationship of a child to the person, in the words a form's Relationship box takes. */
export const childRelationshipWords = (child: Child): string => CHILD_WORDS[child.relationship] ?? child.relationship;
