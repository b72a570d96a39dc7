import type { ScalarKey } from '../../catalogue/keys.ts';
import { answer, shownAnswerRecord } from '../../catalogue/shown.ts';
import { amountOf, householdIncome, incomeContributors, sponsorCurrentIncome, type IncomeContributor } from '../../rules/household.ts';
import { answeredTaxYears, FILED_ALL_KEY, TAX_YEAR_ANSWERS } from '../../rules/income-tax-years.ts';
import { formatNumber } from '../../rules/numbers.ts';
import { checkBox, continued, dateBox, rule, section, textBox, yesNoBoxes, type FormTemplate, type Section } from '../blocks/index.ts';
import type { ContinuationEntry, MappingContext } from '../types.ts';
import { dollars } from './amounts.ts';

/** Part 6, the sponsor's employment and income (pages 5 to 7). */

export function employmentIncomePart(I864: FormTemplate): Section {
  const { at, box } = I864;
  const income = <K extends ScalarKey<'INCOME'>>(key: K) => (ctx: MappingContext) => answer(ctx, 'INCOME', key);

  /** Item 6: neither employed, self-employed nor retired, as the wizard asks the date of item 6a. */
  const isUnemployed = (ctx: MappingContext): boolean =>
    (['incomeSponsorIsEmployed', 'incomeSponsorIsSelfEmployed', 'incomeSponsorHasRetired'] as const).every((key) => income(key)(ctx) === 'no');

  const employment = section(
    checkBox(at(5, 'P6_Line1_Checkbox[0]'), (ctx) => income('incomeSponsorIsEmployed')(ctx) === 'yes'),
    textBox(box(5, 'P6_Line1a_NameofEmployer[0]'), { page: 5, part: 6, item: '1' }, income('incomeSponsorOccupation'), 'Occupation'),
    textBox(box(5, 'P6_Line1a1_NameofEmployer[0]'), { page: 5, part: 6, item: '2' }, income('incomeSponsorEmployer1Name'), 'Name of Employer 1'),
    textBox(box(5, 'P6_Line1a2_NameofEmployer[0]'), { page: 5, part: 6, item: '3' }, income('incomeSponsorEmployer2Name'), 'Name of Employer 2'),
    checkBox(at(5, 'P6_Line4_Checkbox[0]'), (ctx) => income('incomeSponsorIsSelfEmployed')(ctx) === 'yes'),
    textBox(box(5, 'P6_Line4a_SelfEmployedAs[0]'), { page: 5, part: 6, item: '4' }, income('incomeSponsorSelfEmployedOccupation'), 'Self-employed as'),
    checkBox(at(5, 'P6_Line5_Checkbox[0]'), (ctx) => income('incomeSponsorHasRetired')(ctx) === 'yes'),
    dateBox(at(5, 'P6_Line5a_DateRetired[0]'), income('incomeSponsorRetirementDate')),
    checkBox(at(5, 'P6_Line6_Checkbox[0]'), isUnemployed),
    dateBox(at(5, 'P6_Line6a_DateofUnemployment[0]'), income('incomeSponsorUnemployedSinceDate')),
    rule(at(5, 'P6_Line2_TotalIncome[0]'), (ctx) => dollars(sponsorCurrentIncome(ctx))),
  );

  /** Items 8 to 11, Persons 1 to 4. */
  const PERSON_ROWS = [
    { item: '8', name: 'P6_Line3_Name[0]', relationship: 'P6_Line4_Relationship[0]', income: 'P6_Line5_CurrentIncome[0]' },
    { item: '9', name: 'P6_Line6_Name[0]', relationship: 'P6_Line7_Relationship[0]', income: 'P6_Line8_CurrentIncome[0]' },
    { item: '10', name: 'P6_Line9_Name[0]', relationship: 'P6_Line10_Relationship[0]', income: 'P6_Line11_CurrentIncome[0]' },
    { item: '11', name: 'P6_Line12_Name[0]', relationship: 'P6_Line13_Relationship[0]', income: 'P6_Line14_CurrentIncome[0]' },
  ] as const;

  const persons = PERSON_ROWS.map((row, index): Section => {
    const person = (ctx: MappingContext): IncomeContributor | undefined => incomeContributors(ctx)[index];
    const place = { page: 6, part: 6, item: row.item };
    return section(
      textBox(box(6, row.name), place, (ctx) => person(ctx)?.name ?? '', 'Name'),
      textBox(box(6, row.relationship), place, (ctx) => person(ctx)?.relationship ?? '', 'Relationship'),
      rule(at(6, row.income), (ctx) => dollars(person(ctx)?.income ?? null)),
    );
  });

  /** People whose income counts beyond the form's four rows, each continued after item 11. */
  function morePersons(ctx: MappingContext): ContinuationEntry[] {
    return incomeContributors(ctx)
      .slice(PERSON_ROWS.length)
      .map((person, index) => {
        const income = person.income === null ? '' : `; Current Income: $${formatNumber(person.income)}`;
        const textLine = `Person ${PERSON_ROWS.length + index + 1}: Name: ${person.name}; Relationship: ${person.relationship}${income}`;
        return { ...I864.cite({ page: 6, part: 6, item: '11' }), text: textLine };
      });
  }

  /** Item 14: the spouse, whose income counts, signs no Form I-864A when no family member immigrates along. */
  const principalWithoutI864A = (ctx: MappingContext): IncomeContributor | undefined =>
    income('incomeBeneficiaryIsSoleGcApplicant')(ctx) === 'yes'
      ? incomeContributors(ctx).find((person) => person.isPrincipalImmigrant)
      : undefined;

  const remarks = section(
    rule(at(6, 'P6_Line15_TotalHouseholdIncome[0]'), (ctx) => dollars(householdIncome(ctx))),
    // Item 13: the relatives and dependents who add their income each sign a Form I-864A.
    checkBox(at(6, 'P6_Line16_CompletedForm[0]'), (ctx) => incomeContributors(ctx).some((person) => !person.isPrincipalImmigrant)),
    checkBox(at(6, 'P6_Line17_NotNeedComplete[0]'), (ctx) => principalWithoutI864A(ctx) !== undefined),
    textBox(box(6, 'P6_Line17_Name[0]'), { page: 6, part: 6, item: '14' }, (ctx) => principalWithoutI864A(ctx)?.name ?? '', 'Name'),
  );

  /** Items 16.a to 16.c, the three tax years most recent first: their boxes, and the answers about each year. */
  const TAX_YEAR_BOXES = (['19a', '19b', '19c'] as const).map((line, slot) => ({ line, slot, keys: TAX_YEAR_ANSWERS[slot] }));

  /**
   * The total income of one tax year as the form instructs: the amount, "zero" for none, and "N/A"
   * for a year without a return; '' while unanswered.
   */
  function taxYearTotal(ctx: MappingContext, keys: (typeof TAX_YEAR_ANSWERS)[number] | undefined): string {
    const filedAll = income(FILED_ALL_KEY)(ctx);
    const filed = filedAll === 'no' && keys ? income(keys.filed)(ctx) : filedAll;
    if (filed === 'no') return 'N/A';
    if (filed !== 'yes' || !keys) return '';
    const amount = amountOf(income(keys.income)(ctx));
    return amount === 0 ? 'zero' : dollars(amount);
  }

  /** The year a slot's answers are about, as the answers record it (never a year typed here). */
  function taxYearOf(ctx: MappingContext, slot: number): string {
    const years = answeredTaxYears(shownAnswerRecord(ctx, 'INCOME'));
    return years ? String(years[slot]) : '';
  }

  const taxes = section(
    yesNoBoxes(at(6, 'P6_Line18a_Checkbox[0]'), at(6, 'P6_Line18a_Checkbox[1]'), income(FILED_ALL_KEY)),
    ...TAX_YEAR_BOXES.flatMap(({ line, slot, keys }) => [
      rule(at(7, `P6_Line${line}_TaxYear[0]`), (ctx) => (taxYearTotal(ctx, keys) === '' ? '' : taxYearOf(ctx, slot))),
      rule(at(7, `P6_Line${line}_TotalIncome[0]`), (ctx) => taxYearTotal(ctx, keys)),
    ]),
    // Item 17, asked only of a sponsor who missed a return.
    checkBox(at(7, 'P6_Line17_IWasNotReq[0]'), (ctx) => income('incomeSponsorNotRequiredToFile')(ctx) === 'yes'),
  );

  return section(employment, ...persons, remarks, taxes, continued(morePersons));
}
