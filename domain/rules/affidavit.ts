import type { AnswersByForm } from '../answers.ts';
import { i864IncomeTest } from './income-test.ts';
import { formatNumber, parseNumber } from './numbers.ts';
import { readAnswers } from './validate.ts';

export interface AffidavitError {
  formType: 'INCOME';
  field: string;
  message: string;
}

const dollars = (amount: number): string => `$${formatNumber(amount)}`;

/**
 * What the officer checks on the Affidavit of Support (Form I-864): the household size stated
 * adds up to the people listed, and the household income reaches the minimum for that size. A
 * package below the minimum would need a joint sponsor, which this service does not prepare.
 */
export function affidavitErrors(answersByForm: Readonly<Record<string, unknown>>, today: string): AffidavitError[] {
  const answers: AnswersByForm = {};
  for (const [formType, data] of Object.entries(answersByForm)) answers[formType] = readAnswers(data);
  if (!answers.INCOME) return [];
  const test = i864IncomeTest({ answers, today });
  const errors: AffidavitError[] = [];
  const stated = parseNumber(answers.INCOME.incomeNumberOfHouseholdMembers);
  if (test.householdSize !== null && stated > 0 && stated !== test.householdSize) {
    errors.push({
      formType: 'INCOME',
      field: 'incomeNumberOfHouseholdMembers',
      message:
        `You said your household has ${stated} people, but the people you listed add up to ${test.householdSize} ` +
        '(you, your spouse, the family members immigrating with your spouse, your dependents, the people you sponsored before who are still under an affidavit, and the relatives who add their income). Correct the number or the lists.',
    });
  }
  if (!test.meets && test.minimumIncome !== null && test.householdIncome !== null && test.householdSize !== null) {
    errors.push({
      formType: 'INCOME',
      field: 'incomeCurrentYearPrediction',
      message:
        `The household income you expect this year (${dollars(test.householdIncome)}) is below ${dollars(test.minimumIncome)}, ` +
        `the least Form I-864 accepts for a household of ${test.householdSize}. Check the amounts, or add the income of household members who will sign Form I-864A; ` +
        'otherwise a joint sponsor must file a separate Form I-864, which this service does not prepare.',
    });
  }
  return errors;
}
