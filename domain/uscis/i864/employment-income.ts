import { text } from '../../answers.ts';
import { answeredTaxYears, FILED_ALL_KEY, TAX_YEAR_ANSWERS } from '../../rules/income-tax-years.ts';
import { formatNumber } from '../../rules/numbers.ts';
import { noBox, usDate, yesBox } from '../format.ts';
import { yesNo } from '../people/shown.ts';
import type { ContinuationEntry, FieldRule, MappingContext } from '../types.ts';
import {
  amountOf,
  householdIncome,
  incomeAnswers,
  incomeContributors,
  sponsorCurrentIncome,
  type IncomeContributor,
} from './household.ts';
import { dollars, fieldName, fitted, mappedPart, rule, type FittedRule } from './rules.ts';

/** Part 6, the sponsor's employment and income (pages 5 to 7). */

const page5 = (name: string) => fieldName(4, name);
const page6 = (name: string) => fieldName(5, name);
const page7 = (name: string) => fieldName(6, name);

const answer = (ctx: MappingContext, key: string): string => text(incomeAnswers(ctx)[key]);

/** Item 6: neither employed, self-employed nor retired, as the wizard asks the date of item 6a. */
const isUnemployed = (ctx: MappingContext): boolean =>
  ['incomeSponsorIsEmployed', 'incomeSponsorIsSelfEmployed', 'incomeSponsorHasRetired'].every(
    (key) => yesNo(incomeAnswers(ctx)[key]) === 'no',
  );

const employmentRules: (FieldRule | FittedRule)[] = [
  rule(page5('P6_Line1_Checkbox[0]'), (ctx) => yesBox(answer(ctx, 'incomeSponsorIsEmployed'))),
  rule(page5('P6_Line1a_NameofEmployer[0]'), (ctx) => answer(ctx, 'incomeSponsorOccupation')),
  fitted(page5('P6_Line1a1_NameofEmployer[0]'), 34, { page: 5, part: 6, item: '2' }, 'Name of Employer 1', (ctx) =>
    answer(ctx, 'incomeSponsorEmployer1Name'),
  ),
  fitted(page5('P6_Line1a2_NameofEmployer[0]'), 34, { page: 5, part: 6, item: '3' }, 'Name of Employer 2', (ctx) =>
    answer(ctx, 'incomeSponsorEmployer2Name'),
  ),
  rule(page5('P6_Line4_Checkbox[0]'), (ctx) => yesBox(answer(ctx, 'incomeSponsorIsSelfEmployed'))),
  rule(page5('P6_Line4a_SelfEmployedAs[0]'), (ctx) => answer(ctx, 'incomeSponsorSelfEmployedOccupation')),
  rule(page5('P6_Line5_Checkbox[0]'), (ctx) => yesBox(answer(ctx, 'incomeSponsorHasRetired'))),
  rule(page5('P6_Line5a_DateRetired[0]'), (ctx) => usDate(answer(ctx, 'incomeSponsorRetirementDate'))),
  rule(page5('P6_Line6_Checkbox[0]'), isUnemployed),
  rule(page5('P6_Line6a_DateofUnemployment[0]'), (ctx) => usDate(answer(ctx, 'incomeSponsorUnemployedSinceDate'))),
  rule(page5('P6_Line2_TotalIncome[0]'), (ctx) => dollars(sponsorCurrentIncome(ctx))),
];

/** Items 8 to 11, Persons 1 to 4. */
const PERSON_ROWS = [
  { item: '8', name: 'P6_Line3_Name[0]', relationship: 'P6_Line4_Relationship[0]', income: 'P6_Line5_CurrentIncome[0]' },
  { item: '9', name: 'P6_Line6_Name[0]', relationship: 'P6_Line7_Relationship[0]', income: 'P6_Line8_CurrentIncome[0]' },
  { item: '10', name: 'P6_Line9_Name[0]', relationship: 'P6_Line10_Relationship[0]', income: 'P6_Line11_CurrentIncome[0]' },
  { item: '11', name: 'P6_Line12_Name[0]', relationship: 'P6_Line13_Relationship[0]', income: 'P6_Line14_CurrentIncome[0]' },
] as const;

const personRules = PERSON_ROWS.flatMap((row, index): (FieldRule | FittedRule)[] => {
  const person = (ctx: MappingContext): IncomeContributor | undefined => incomeContributors(ctx)[index];
  const place = { page: 6, part: 6, item: row.item };
  return [
    fitted(page6(row.name), 38, place, 'Name', (ctx) => person(ctx)?.name ?? ''),
    fitted(page6(row.relationship), 38, place, 'Relationship', (ctx) => person(ctx)?.relationship ?? ''),
    rule(page6(row.income), (ctx) => dollars(person(ctx)?.income ?? null)),
  ];
});

/** People whose income counts beyond the form's four rows, each continued after item 11. */
function morePersons(ctx: MappingContext): ContinuationEntry[] {
  return incomeContributors(ctx)
    .slice(PERSON_ROWS.length)
    .map((person, index) => {
      const income = person.income === null ? '' : `; Current Income: $${formatNumber(person.income)}`;
      const textLine = `Person ${PERSON_ROWS.length + index + 1}: Name: ${person.name}; Relationship: ${person.relationship}${income}`;
      return { page: 6, part: 6, item: '11', text: textLine };
    });
}

/** Item 14: the spouse, whose income counts, signs no Form I-864A when no family member immigrates along. */
const principalWithoutI864A = (ctx: MappingContext): IncomeContributor | undefined =>
  yesNo(incomeAnswers(ctx)['incomeBeneficiaryIsSoleGcApplicant']) === 'yes'
    ? incomeContributors(ctx).find((person) => person.isPrincipalImmigrant)
    : undefined;

const remarksRules: (FieldRule | FittedRule)[] = [
  rule(page6('P6_Line15_TotalHouseholdIncome[0]'), (ctx) => dollars(householdIncome(ctx))),
  // Item 13: the relatives and dependents who add their income each sign a Form I-864A.
  rule(page6('P6_Line16_CompletedForm[0]'), (ctx) => incomeContributors(ctx).some((person) => !person.isPrincipalImmigrant)),
  rule(page6('P6_Line17_NotNeedComplete[0]'), (ctx) => principalWithoutI864A(ctx) !== undefined),
  fitted(page6('P6_Line17_Name[0]'), 38, { page: 6, part: 6, item: '14' }, 'Name', (ctx) => principalWithoutI864A(ctx)?.name ?? ''),
];

/** Items 16.a to 16.c, the three tax years most recent first: their boxes, and the answers about each year. */
const TAX_YEAR_BOXES = (['19a', '19b', '19c'] as const).map((box, slot) => ({ box, slot, keys: TAX_YEAR_ANSWERS[slot] }));

/**
 * The total income of one tax year as the form instructs: the amount, "zero" for none, and "N/A"
 * for a year without a return; '' while unanswered.
 */
function taxYearTotal(ctx: MappingContext, keys: (typeof TAX_YEAR_ANSWERS)[number] | undefined): string {
  const answers = incomeAnswers(ctx);
  const filedAll = yesNo(answers[FILED_ALL_KEY]);
  const filed = filedAll === 'no' && keys ? yesNo(answers[keys.filed]) : filedAll;
  if (filed === 'no') return 'N/A';
  if (filed !== 'yes' || !keys) return '';
  const amount = amountOf(answers[keys.income]);
  return amount === 0 ? 'zero' : dollars(amount);
}

/** The year a slot's answers are about, as the answers record it (never a year typed here). */
function taxYearOf(ctx: MappingContext, slot: number): string {
  const years = answeredTaxYears(incomeAnswers(ctx));
  return years ? String(years[slot]) : '';
}

const taxRules: FieldRule[] = [
  rule(page6('P6_Line18a_Checkbox[0]'), (ctx) => yesBox(answer(ctx, FILED_ALL_KEY))),
  rule(page6('P6_Line18a_Checkbox[1]'), (ctx) => noBox(answer(ctx, FILED_ALL_KEY))),
  ...TAX_YEAR_BOXES.flatMap(({ box, slot, keys }) => [
    rule(page7(`P6_Line${box}_TaxYear[0]`), (ctx) => (taxYearTotal(ctx, keys) === '' ? '' : taxYearOf(ctx, slot))),
    rule(page7(`P6_Line${box}_TotalIncome[0]`), (ctx) => taxYearTotal(ctx, keys)),
  ]),
  // Item 17, asked only of a sponsor who missed a return.
  rule(page7('P6_Line17_IWasNotReq[0]'), (ctx) => yesBox(answer(ctx, 'incomeSponsorNotRequiredToFile'))),
];

export const employmentIncomePart = mappedPart([...employmentRules, ...personRules, ...remarksRules, ...taxRules], morePersons);
