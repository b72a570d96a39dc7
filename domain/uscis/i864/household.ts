import { isFilled, text, type AnswerValue, type Answers, type GroupItem } from '../../answers.ts';
import { incomePrediction } from '../../rules/income-prediction.ts';
import { parseNumber } from '../../rules/numbers.ts';
import { personName, type PersonName } from '../people/names.ts';
import { shownAnswers, shownRows, yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { sum } from './rules.ts';

/**
 * The sponsor's household as Form I-864 counts it (Part 5) and whose income it adds up (Part 6),
 * from the INCOME wizard's shown answers; shared by the form's fields and the income test.
 */

/** The INCOME answers the sponsor was actually asked (hidden follow-ups left out). */
export const incomeAnswers = (ctx: MappingContext): Answers => shownAnswers(ctx, 'INCOME');

/** A whole-dollar amount or count as answered, or null when not answered. */
export const amountOf = (value: AnswerValue | undefined): number | null => (isFilled(value) ? parseNumber(value) : null);

const rowName = (row: GroupItem): PersonName => ({
  last: text(row['nameLast']),
  first: text(row['nameFirst']),
  middle: text(row['nameMiddle']),
});

/** "Given Middle Family", the way a name reads in the form's one-box Name fields. */
export const fullName = (name: PersonName): string =>
  [name.first, name.middle, name.last].filter((part) => part !== '').join(' ');

export interface SponsoredFamilyMember {
  readonly name: PersonName;
  /** ISO date, '' when not answered. */
  readonly birthDate: string;
  readonly aNumber: string;
  readonly uscisAccountNumber: string;
}

/** Part 4: the family members immigrating with the principal immigrant on this affidavit. */
export function sponsoredFamilyMembers(ctx: MappingContext): SponsoredFamilyMember[] {
  return shownRows(incomeAnswers(ctx), 'incomeSponsoredFamilyMembers').map((row) => ({
    name: rowName(row),
    birthDate: text(row['birthDate']),
    aNumber: text(row['aNumber']),
    uscisAccountNumber: text(row['uscisAccountNumber']),
  }));
}

/** Part 5 item by item; null where the answer it needs is missing. */
export interface HouseholdSize {
  /** Item 1: the principal immigrant and the family members of Part 4. */
  readonly sponsored: number | null;
  /** Item 2. */
  readonly yourself: number;
  /** Item 3: the spouse is the principal immigrant, already counted in item 1, so the form wants 0. */
  readonly spouse: number;
  readonly dependentChildren: number | null;
  readonly otherDependents: number | null;
  readonly previouslySponsored: number | null;
  /** Item 7: parents, siblings and adult children who sign Form I-864A (dependents are counted in 4 or 5). */
  readonly relativesSigningI864A: number | null;
  /** Item 8: items 1 to 7 added, or null when one of them is unknown. */
  readonly total: number | null;
}

const i864ASigners = (answers: Answers): GroupItem[] => shownRows(answers, 'incomeHouseholdMembers');

export function householdSize(ctx: MappingContext): HouseholdSize {
  const answers = incomeAnswers(ctx);
  const soleImmigrant = yesNo(answers['incomeBeneficiaryIsSoleGcApplicant']);
  const sponsored =
    soleImmigrant === 'yes' ? 1 : soleImmigrant === 'no' ? 1 + sponsoredFamilyMembers(ctx).length : null;
  const signsI864A = yesNo(answers['incomeHouseholdMembersSignI864A']);
  const relativesSigningI864A =
    signsI864A === 'no'
      ? 0
      : signsI864A === 'yes'
        ? i864ASigners(answers).filter((row) => text(row['relationship']) !== 'dependent').length
        : null;
  const size = {
    sponsored,
    yourself: 1,
    spouse: 0,
    dependentChildren: amountOf(answers['incomeNumberOfDependentChildren']),
    otherDependents: amountOf(answers['incomeNumberOfOtherDependents']),
    previouslySponsored: amountOf(answers['incomeNumberOfPreviouslySponsored']),
    relativesSigningI864A,
  };
  return {
    ...size,
    total: sum([
      size.sponsored,
      size.yourself,
      size.spouse,
      size.dependentChildren,
      size.otherDependents,
      size.previouslySponsored,
      size.relativesSigningI864A,
    ]),
  };
}

/** A person whose income the sponsor adds to theirs (Part 6 items 8 to 11). */
export interface IncomeContributor {
  /** "Given Middle Family". */
  readonly name: string;
  /** The relationship to the sponsor, in the form's own words. */
  readonly relationship: string;
  readonly income: number | null;
  /** The principal immigrant, who signs no Form I-864A when no family member immigrates along (item 14). */
  readonly isPrincipalImmigrant: boolean;
}

/** The wizard's relationship choices in the words of Form I-864 Part 5 item 7. */
const RELATIONSHIP_WORDS: Readonly<Record<string, string>> = {
  parent: 'Parent',
  brother_sister: 'Sibling',
  child: 'Adult child',
  dependent: 'Dependent',
};

/** The spouse first when the sponsor counts the spouse's income, then the Form I-864A signers in order. */
export function incomeContributors(ctx: MappingContext): IncomeContributor[] {
  const answers = incomeAnswers(ctx);
  const contributors: IncomeContributor[] = [];
  if (yesNo(answers['incomeUsesBeneficiaryIncome']) === 'yes') {
    contributors.push({
      name: fullName(personName(ctx, 'b')),
      relationship: 'Spouse',
      income: amountOf(answers['incomeBeneficiaryCurrentIncome']),
      isPrincipalImmigrant: true,
    });
  }
  for (const row of i864ASigners(answers)) {
    contributors.push({
      name: fullName(rowName(row)),
      relationship: RELATIONSHIP_WORDS[text(row['relationship'])] ?? '',
      income: amountOf(row['currentIncome']),
      isPrincipalImmigrant: false,
    });
  }
  return contributors;
}

const TAX_YEAR_INCOMES = ['income1stMostRecentIncome', 'income2ndMostRecentIncome', 'income3rdMostRecentIncome'];

/**
 * Part 6 item 7: the sponsor's current yearly income, the wizard's prediction from the three tax
 * years or the sponsor's own figure; null until the answers it rests on are given.
 */
export function sponsorCurrentIncome(ctx: MappingContext): number | null {
  const answers = incomeAnswers(ctx);
  if (yesNo(answers['incomeCurrentYearUserOverrideYesNo']) === 'no') {
    return amountOf(answers['incomeCurrentYearUserOverrideValue']);
  }
  return TAX_YEAR_INCOMES.every((key) => isFilled(answers[key])) ? incomePrediction(answers) : null;
}

/** Part 6 item 12: the sponsor's income and that of every person counted in items 8 to 11 (and beyond). */
export function householdIncome(ctx: MappingContext): number | null {
  return sum([sponsorCurrentIncome(ctx), ...incomeContributors(ctx).map((person) => person.income)]);
}
