import { isFilled, type AnswerValue } from '../answers.ts';
import { answer, item, personAnswer, rows, type AnswerSource } from '../catalogue/shown.ts';
import { incomePrediction } from './income-prediction.ts';
import { parseNumber } from './numbers.ts';

/**
 * The sponsor's household as Form I-864 counts it (Part 5) and whose income it adds up (Part 6),
 * from the INCOME wizard's shown answers: what the Affidavit of Support prints and what the
 * income test (income-test.ts) compares.
 */

/** A whole-dollar amount or count as answered, or null when not answered. */
export const amountOf = (value: AnswerValue | undefined): number | null => (isFilled(value) ? parseNumber(value) : null);

/** The sum of amounts, or null when one of them is unknown. */
export function sum(amounts: readonly (number | null)[]): number | null {
  let total = 0;
  for (const amount of amounts) {
    if (amount === null) return null;
    total += amount;
  }
  return total;
}

/** A name as the forms ask it: family, given and middle name ('' when none). */
export interface HouseholdName {
  readonly last: string;
  readonly first: string;
  readonly middle: string;
}

/** "Given Middle Family", the way a name reads in the form's one-box Name fields. */
export const fullName = (name: HouseholdName): string => [name.first, name.middle, name.last].filter((part) => part !== '').join(' ');

export interface SponsoredFamilyMember {
  readonly name: HouseholdName;
  /** ISO date, '' when not answered. */
  readonly birthDate: string;
  readonly aNumber: string;
  readonly uscisAccountNumber: string;
}

/** Part 4: the family members immigrating with the principal immigrant on this affidavit. */
export function sponsoredFamilyMembers(source: AnswerSource): SponsoredFamilyMember[] {
  return rows(source, 'INCOME', 'incomeSponsoredFamilyMembers').map((row) => ({
    name: { last: item(row, 'nameLast'), first: item(row, 'nameFirst'), middle: item(row, 'nameMiddle') },
    birthDate: item(row, 'birthDate'),
    aNumber: item(row, 'aNumber'),
    uscisAccountNumber: item(row, 'uscisAccountNumber'),
  }));
}

/**
 * The petitioner's household as their Form I-864 Part 5 counts it, item by item; null where the
 * answer it needs is missing. Not onboarding's household size (eligibility-income.ts), the number
 * the couple gave before any form was filled in.
 */
export interface PetitionerHousehold {
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

const i864ASigners = (source: AnswerSource) => rows(source, 'INCOME', 'incomeHouseholdMembers');

export function petitionerHousehold(source: AnswerSource): PetitionerHousehold {
  const soleImmigrant = answer(source, 'INCOME', 'incomeBeneficiaryIsSoleGcApplicant');
  const sponsored = soleImmigrant === 'yes' ? 1 : soleImmigrant === 'no' ? 1 + sponsoredFamilyMembers(source).length : null;
  const signsI864A = answer(source, 'INCOME', 'incomeHouseholdMembersSignI864A');
  const relativesSigningI864A =
    signsI864A === 'no' ? 0 : signsI864A === 'yes' ? i864ASigners(source).filter((row) => item(row, 'relationship') !== 'dependent').length : null;
  const size = {
    sponsored,
    yourself: 1,
    spouse: 0,
    dependentChildren: amountOf(answer(source, 'INCOME', 'incomeNumberOfDependentChildren')),
    otherDependents: amountOf(answer(source, 'INCOME', 'incomeNumberOfOtherDependents')),
    previouslySponsored: amountOf(answer(source, 'INCOME', 'incomeNumberOfPreviouslySponsored')),
    relativesSigningI864A,
  };
  return {
    ...size,
    total: sum([size.sponsored, size.yourself, size.spouse, size.dependentChildren, size.otherDependents, size.previouslySponsored, size.relativesSigningI864A]),
  };
}

/** Who Part 5 counts by name, "Given Middle Family" each, to show how its size is added up. */
export interface HouseholdNames {
  /** Item 1 besides the principal immigrant: the family members of Part 4. */
  readonly sponsoredFamilyMembers: readonly string[];
  /** Item 7: the relatives who sign Form I-864A, not the dependents among the signers. */
  readonly relativesSigningI864A: readonly string[];
  /** Signers of Form I-864A who are dependents, already counted in item 4 or 5. */
  readonly dependentsSigningI864A: number;
}

export function householdNames(source: AnswerSource): HouseholdNames {
  const signers = answer(source, 'INCOME', 'incomeHouseholdMembersSignI864A') === 'yes' ? i864ASigners(source) : [];
  const isDependent = (row: (typeof signers)[number]) => item(row, 'relationship') === 'dependent';
  return {
    sponsoredFamilyMembers: answer(source, 'INCOME', 'incomeBeneficiaryIsSoleGcApplicant') === 'no' ? sponsoredFamilyMembers(source).map((member) => fullName(member.name)) : [],
    relativesSigningI864A: signers.filter((row) => !isDependent(row)).map((row) => fullName({ last: item(row, 'nameLast'), first: item(row, 'nameFirst'), middle: item(row, 'nameMiddle') })),
    dependentsSigningI864A: signers.filter(isDependent).length,
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
const RELATIONSHIP_WORDS = { parent: 'Parent', brother_sister: 'Sibling', child: 'Adult child', dependent: 'Dependent' } as const;

/** The spouse first when the sponsor counts the spouse's income, then the Form I-864A signers in order. */
export function incomeContributors(source: AnswerSource): IncomeContributor[] {
  const contributors: IncomeContributor[] = [];
  if (answer(source, 'INCOME', 'incomeUsesBeneficiaryIncome') === 'yes') {
    const beneficiary = { last: personAnswer(source, 'b', 'NameLast'), first: personAnswer(source, 'b', 'NameFirst'), middle: personAnswer(source, 'b', 'NameMiddle') };
    contributors.push({
      name: fullName(beneficiary),
      relationship: 'Spouse',
      income: amountOf(answer(source, 'INCOME', 'incomeBeneficiaryCurrentIncome')),
      isPrincipalImmigrant: true,
    });
  }
  for (const row of i864ASigners(source)) {
    const relationship = item(row, 'relationship');
    contributors.push({
      name: fullName({ last: item(row, 'nameLast'), first: item(row, 'nameFirst'), middle: item(row, 'nameMiddle') }),
      relationship: relationship === '' ? '' : RELATIONSHIP_WORDS[relationship],
      income: amountOf(item(row, 'currentIncome')),
      isPrincipalImmigrant: false,
    });
  }
  return contributors;
}

/**
 * Part 6 item 7: the sponsor's current yearly income, the wizard's prediction from the three tax
 * years or the sponsor's own figure; null until the answers it rests on are given.
 */
export const sponsorCurrentIncome = (source: AnswerSource): number | null => incomePrediction(source, 'every year');

/** Part 6 item 12: the sponsor's income and that of every person counted in items 8 to 11 (and beyond). */
export function householdIncome(source: AnswerSource): number | null {
  return sum([sponsorCurrentIncome(source), ...incomeContributors(source).map((person) => person.income)]);
}
