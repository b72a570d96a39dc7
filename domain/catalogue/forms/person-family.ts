import { MARRIAGE_END_REASON, SEX } from '../choices.ts';
import type { Choice, FieldDef } from '../types.ts';
import { isYes, UNKNOWN_ALLOWED, type PersonPrefix } from './person-conditions.ts';
import { capitalised, select, voiceOf } from './person-voice.ts';

export type Parent = 'Father' | 'Mother';

const PARENT_WORDS: Readonly<Record<Parent, { whose: string; who: string; sex: string }>> = {
  Father: { whose: select("your father's", "{name}'s father's"), who: select('your father', "{name}'s father"), sex: 'male' },
  Mother: { whose: select("your mother's", "{name}'s mother's"), who: select('your mother', "{name}'s mother"), sex: 'female' },
};

export interface ParentOptions {
  /** Form I-485 Part 5 asks each parent's name at birth when it differs from the name now. */
  readonly nameAtBirth: boolean;
  /** Form I-130A Part 1 asks each parent's city or town of birth. */
  readonly birthCity: boolean;
}

/**
 * One parent: names, date and place of birth, sex, whether living, and where they live. The forms
 * speak of Parent 1 and Parent 2 with a sex each, so the father and mother here may be of either sex.
 */
export function parentFields<P extends PersonPrefix, R extends Parent>(prefix: P, parent: R, options: ParentOptions) {
  const v = voiceOf(prefix);
  const key = <N extends string>(name: N) => `${prefix}${parent}${name}` as const;
  const { whose, who, sex } = PARENT_WORDS[parent];
  const nameAtBirthDiffers = key('NameAtBirthDifferent');
  const alive = key('Alive');

  const nameAtBirth = options.nameAtBirth
    ? ([
        {
          key: nameAtBirthDiffers,
          question: v.text(`Did ${who} have a different name at birth (for example a maiden name)?`),
          kind: 'yesNo',
          required: true,
        },
        {
          key: key('BirthNameFirst'),
          question: v.text(`What was ${whose} first name at birth?`),
          kind: 'text',
          required: true,
          format: 'name',
          visibleWhen: isYes(nameAtBirthDiffers),
          help: UNKNOWN_ALLOWED,
        },
        {
          key: key('BirthNameMiddle'),
          question: v.text(`What was ${whose} middle name at birth?`),
          kind: 'text',
          format: 'name',
          visibleWhen: isYes(nameAtBirthDiffers),
        },
        {
          key: key('BirthNameLast'),
          question: v.text(`What was ${whose} last name (family name) at birth?`),
          kind: 'text',
          required: true,
          format: 'name',
          visibleWhen: isYes(nameAtBirthDiffers),
          help: UNKNOWN_ALLOWED,
        },
      ] as const satisfies readonly FieldDef[])
    : [];
  const birthCity = options.birthCity
    ? ([
        {
          key: key('BirthCity'),
          question: v.text(`In which city, town or village was ${who} born?`),
          kind: 'text',
          letterCase: 'place',
          required: true,
          help: UNKNOWN_ALLOWED,
        },
      ] as const satisfies readonly FieldDef[])
    : [];

  return [
    {
      key: key('NameFirst'),
      question: v.text(`What is ${whose} first name?`),
      kind: 'text',
      required: true,
      format: 'name',
      help: v.text(`${UNKNOWN_ALLOWED} If ${who} has died, give the name ${who} last had.`),
    },
    {
      key: key('NameMiddle'),
      question: v.text(`What is ${whose} middle name?`),
      kind: 'text',
      format: 'name',
    },
    {
      key: key('NameLast'),
      question: v.text(`What is ${whose} last name (family name)?`),
      kind: 'text',
      required: true,
      format: 'name',
      help: UNKNOWN_ALLOWED,
    },
    ...nameAtBirth,
    {
      key: key('BirthDate'),
      question: v.text(`What is ${whose} date of birth?`),
      kind: 'date',
      format: 'pastDate',
      help: 'Leave this empty only if you truly do not know it; the forms then say Unknown. Never guess a date.',
    },
    ...birthCity,
    {
      key: key('BirthCountry'),
      question: v.text(`In which country was ${who} born?`),
      kind: 'country',
      required: true,
    },
    {
      key: key('Sex'),
      question: v.text(`What is ${whose} sex?`),
      kind: 'choice',
      choices: SEX,
      required: true,
      defaultValue: sex,
    },
    {
      key: alive,
      question: v.text(`Is ${who} living?`),
      kind: 'yesNo',
      required: true,
      defaultValue: 'yes',
      help: 'If not, the forms show Deceased where they ask where the parent lives.',
    },
    {
      key: key('ResidenceCity'),
      question: v.text(`In which city or town does ${who} live?`),
      kind: 'text',
      letterCase: 'place',
      required: true,
      visibleWhen: isYes(alive),
      help: UNKNOWN_ALLOWED,
    },
    {
      key: key('ResidenceCountry'),
      question: v.text(`In which country does ${who} live?`),
      kind: 'country',
      required: true,
      visibleWhen: isYes(alive),
    },
  ] as const satisfies readonly FieldDef[];
}

/**
 * Earlier marriages (Form I-130 Parts 2 and 4, I-485 Part 6). How many times the person has been
 * married is not asked separately: it is the number of earlier marriages plus the current one.
 */
export function previousMarriageFields<P extends PersonPrefix>(prefix: P) {
  const v = voiceOf(prefix);
  const hasPrevious = `${prefix}HasPreviousMarriages` as const;
  const endedOtherwise = { field: 'prevMarriageEndReason', is: 'other' };
  return [
    {
      key: hasPrevious,
      question: v.text(`${capitalised(v.ask('were'))} married to anyone before ${v.their} current marriage?`),
      kind: 'yesNo',
      required: true,
      help: v.text(`Count every earlier marriage: marriages abroad, marriages that were annulled, and an earlier marriage to ${select('your current spouse', 'you')}.`),
    },
    {
      key: `${prefix}PreviousMarriagesList`,
      question: v.text(`Tell us about each of ${v.their} earlier marriages`),
      kind: 'group',
      itemLabel: 'earlier marriage',
      required: true,
      visibleWhen: isYes(hasPrevious),
      dateRanges: [{ from: 'prevMarriageDate', to: 'prevMarriageEndDate' }],
      item: [
        { key: 'prevSpouseNameFirst', question: "Former spouse's first name", kind: 'text', required: true, format: 'name' },
        { key: 'prevSpouseNameMiddle', question: "Former spouse's middle name", kind: 'text', format: 'name' },
        {
          key: 'prevSpouseNameLast',
          question: "Former spouse's last name (family name) before that marriage",
          kind: 'text',
          required: true,
          format: 'name',
          help: v.text(`The family name ${v.their} former spouse had before marrying ${select('you', 'them')}, for example a maiden name.`),
        },
        {
          key: 'prevSpouseBirthDate',
          question: "Former spouse's date of birth",
          kind: 'date',
          required: true,
          format: 'pastDate',
        },
        { key: 'prevSpouseBirthCountry', question: "Former spouse's country of birth", kind: 'country', required: true },
        {
          key: 'prevSpouseNationality',
          question: "Former spouse's country of citizenship or nationality",
          kind: 'country',
          required: true,
        },
        { key: 'prevMarriageDate', question: 'Date of the marriage', kind: 'date', required: true, format: 'pastDate' },
        { key: 'prevMarriageCity', question: v.text(`City or town where ${v.you} married`), kind: 'text', letterCase: 'place', required: true },
        { key: 'prevMarriageState', question: v.text(`State or province where ${v.you} married, if any`), kind: 'text' },
        { key: 'prevMarriageCountry', question: v.text(`Country where ${v.you} married`), kind: 'country', required: true },
        {
          key: 'prevMarriageEndReason',
          question: 'How did the marriage end?',
          kind: 'choice',
          choices: MARRIAGE_END_REASON,
          required: true,
        },
        {
          key: 'prevMarriageEndReasonOther',
          question: 'Explain how the marriage ended',
          kind: 'textarea',
          required: true,
          visibleWhen: endedOtherwise,
        },
        {
          key: 'prevMarriageEndDate',
          question: 'Date the marriage legally ended',
          kind: 'date',
          required: true,
          format: 'pastDate',
          help: v.text(`The date of the final divorce decree or annulment, or of ${v.their} former spouse's death.`),
        },
        {
          key: 'prevMarriageEndCity',
          question: 'City or town where the marriage legally ended',
          kind: 'text',
          letterCase: 'place',
          required: true,
          help: v.text(`Where the divorce or annulment was granted, or where ${v.their} former spouse died.`),
        },
        { key: 'prevMarriageEndState', question: 'State or province where the marriage ended, if any', kind: 'text' },
        { key: 'prevMarriageEndCountry', question: 'Country where the marriage ended', kind: 'country', required: true },
      ],
    },
  ] as const satisfies readonly FieldDef[];
}

const CHILD_RELATIONSHIP = [
  { value: 'biological', label: 'Biological child' },
  { value: 'stepchild', label: 'Stepchild' },
  { value: 'adopted', label: 'Legally adopted child' },
] as const satisfies readonly Choice[];

/** Every living child, of any age and anywhere (Form I-130 Part 4, I-485 Part 7). */
export function childrenFields<P extends PersonPrefix>(prefix: P) {
  const v = voiceOf(prefix);
  const hasChildren = `${prefix}HasChildren` as const;
  return [
    {
      key: hasChildren,
      question: v.text(`${capitalised(v.ask('do'))} have any living children?`),
      kind: 'yesNo',
      required: true,
      help: v.text(`Count every living child of any age, anywhere in the world: biological and legally adopted children and current stepchildren, married or not, living with ${v.you} or not, and children born outside marriage.`),
    },
    {
      key: `${prefix}ChildrenList`,
      question: v.text(`Tell us about each of ${v.their} children`),
      kind: 'group',
      itemLabel: 'child',
      required: true,
      visibleWhen: isYes(hasChildren),
      item: [
        { key: 'childNameFirst', question: "Child's first name", kind: 'text', required: true, format: 'name' },
        { key: 'childNameMiddle', question: "Child's middle name", kind: 'text', format: 'name' },
        { key: 'childNameLast', question: "Child's last name (family name)", kind: 'text', required: true, format: 'name' },
        { key: 'childBirthDate', question: "Child's date of birth", kind: 'date', required: true, format: 'pastDate' },
        { key: 'childBirthCountry', question: "Child's country of birth", kind: 'country', required: true },
        {
          key: 'childRelationship',
          question: v.text(`This child is ${v.your}`),
          kind: 'choice',
          choices: CHILD_RELATIONSHIP,
          required: true,
        },
        {
          key: 'childANumber',
          question: "Child's A-Number, if any",
          kind: 'text',
          format: 'aNumber',
          help: 'Only if USCIS has given the child an Alien Registration Number.',
        },
        {
          key: 'childApplyingWithYou',
          question: 'Is this child also applying for a green card now, on a separate Form I-485?',
          kind: 'yesNo',
          required: true,
        },
      ],
    },
  ] as const satisfies readonly FieldDef[];
}
