import type { FieldDef } from '../types.ts';
import { addressParts } from './person-addresses.ts';
import { isNo, isYes, type PersonPrefix } from './person-conditions.ts';
import { capitalised, select, voiceOf, type Voice } from './person-voice.ts';

export interface EmploymentOptions {
  /**
   * Ask how the person lived through each time without work: Form I-485 Part 4 asks the
   * applicant (the beneficiary) for the "source of financial support"; the I-130 does not.
   */
  readonly askSupportSource: boolean;
}

const WITHOUT_WORK = 'employerIsUnemployed' as const;
const STILL_GOING_ON = 'employerStillWorkHere' as const;

function periodFields(v: Voice, { askSupportSource }: EmploymentOptions) {
  const working = isNo(WITHOUT_WORK);
  const supportSource = askSupportSource
    ? ([
        {
          key: 'employerSupportSource',
          question: v.text(`How did ${v.you} support ${select('yourself', 'themselves')} during this time?`),
          kind: 'text',
          required: true,
          visibleWhen: isYes(WITHOUT_WORK),
          help: v.text(`For example savings, ${select("your spouse's income", 'your income')}, help from family, a pension.`),
        },
      ] as const satisfies readonly FieldDef[])
    : [];
  return [
    {
      key: WITHOUT_WORK,
      question: 'Was this a time without work (unemployed or retired)?',
      kind: 'yesNo',
      required: true,
      help: v.text(`Answer Yes for a time when ${v.you} had no job, business or school; then no employer is asked.`),
    },
    {
      key: 'employerIsSchool',
      question: v.text(`Is this a school ${v.you} attended?`),
      kind: 'yesNo',
      required: true,
      visibleWhen: working,
    },
    {
      key: 'employerName',
      question: v.text(`Name of the employer, ${v.their} own business, or the school`),
      kind: 'text',
      required: true,
      visibleWhen: working,
      help: v.text(`If ${v.they} ${select('work for yourself', 'work for themselves')}, write Self-employed and the name of ${v.their} business, if any.`),
    },
    ...addressParts('employer', { label: 'Employer or school address', required: true, when: working }),
    {
      key: 'employerYourOccupation',
      question: v.text(`${capitalised(v.your)} occupation or job title`),
      kind: 'text',
      required: true,
      help: 'At a school write Student. For a time without work write Unemployed or Retired.',
    },
    ...supportSource,
    {
      key: 'employerDateFrom',
      question: 'When did this start?',
      kind: 'date',
      required: true,
      format: 'pastDate',
    },
    {
      key: STILL_GOING_ON,
      question: 'Is this still going on today?',
      kind: 'yesNo',
      required: true,
      help: v.text(`Yes for ${v.their} current job or school, or if ${v.they} are still without work.`),
    },
    {
      key: 'employerDateTo',
      question: 'When did it end?',
      kind: 'date',
      required: true,
      format: 'pastDate',
      visibleWhen: isNo(STILL_GOING_ON),
    },
  ] as const satisfies readonly FieldDef[];
}

/**
 * Work, school and time without work over the last five years (Form I-130 Part 2, I-130A Part 2,
 * I-485 Part 4), newest first, with no gaps; and, for a person who had none of them in those
 * years, since when they have been without work.
 */
export function employmentFields<P extends PersonPrefix>(prefix: P, options: EmploymentOptions) {
  const v = voiceOf(prefix);
  const hasHistory = `${prefix}HasEmploymentHistory` as const;
  const supportSource = options.askSupportSource
    ? ([
        {
          key: `${prefix}UnemployedSupportSource`,
          question: v.text(`How ${v.says('have')} supported ${select('yourself', 'themselves')} during this time?`),
          kind: 'text',
          required: true,
          visibleWhen: isNo(hasHistory),
          help: v.text(`For example savings, ${select("your spouse's income", 'your income')}, help from family, a pension.`),
        },
      ] as const satisfies readonly FieldDef[])
    : [];
  return [
    {
      key: hasHistory,
      question: v.text(`In the last five years, ${v.ask('have')} had a job, ${v.their} own business, or gone to school?`),
      kind: 'yesNo',
      required: true,
      help: v.text(`Answer No only if ${v.you} had no job, self-employment or school at all in the last five years.`),
    },
    {
      key: `${prefix}EmploymentHistory`,
      question: v.text(`List ${v.their} jobs, self-employment, schools and any time without work in the last five years`),
      kind: 'group',
      itemLabel: 'period',
      required: true,
      visibleWhen: isYes(hasHistory),
      help:
        v.text(`Start with ${v.their} current or most recent one and go back five years, inside and outside the United States, with no gaps. ` +
        'For a time without work (unemployed, retired, staying at home), add a period and answer Yes to "Was this a time without work?".'),
      history: {
        kind: 'employment',
        fromKey: 'employerDateFrom',
        toKey: 'employerDateTo',
        currentKey: STILL_GOING_ON,
      },
      dateRanges: [{ from: 'employerDateFrom', to: 'employerDateTo' }],
      item: periodFields(v, options),
    },
    {
      key: `${prefix}UnemployedSinceDate`,
      question: v.text(`Since when ${v.ask('have')} been without work or school?`),
      kind: 'date',
      required: true,
      format: 'pastDate',
      visibleWhen: isNo(hasHistory),
      help: v.text(`The day ${v.their} last job, business or school ended. If ${v.says('have')} never worked, the day ${v.they} finished school.`),
    },
    ...supportSource,
  ] as const satisfies readonly FieldDef[];
}
