import type { AnswersByForm } from '../answers.ts';
import { JOINT_SPONSOR_KEYS as J } from '../catalogue/forms/sponsor-keys.ts';
import { answer, type AnswerSource } from '../catalogue/shown.ts';
import { affidavitRoute } from './affidavit-route.ts';
import { ageOn, hasJointSponsor } from './joint-sponsor.ts';
import { i864MinimumIncome } from './poverty-guidelines.ts';
import { closingWords, incomeShortfall, jointSponsorShortfallWords, shortfallWords, TO_THE_SPONSOR, type IncomeShortfall } from './support-route-words.ts';
import { readAnswers } from './validate.ts';

export interface AffidavitError {
  formType: 'INCOME';
  field: string;
  message: string;
  /** The figures of an income shortfall, for the check's own heading of it. */
  shortfall?: IncomeShortfall;
}

/** INA 213A(f)(1): a sponsor is at least 18 and domiciled in the United States. */
function jointSponsorErrors(ctx: AnswerSource & { readonly today: string }): AffidavitError[] {
  if (!hasJointSponsor(ctx)) return [];
  const errors: AffidavitError[] = [];
  const age = ageOn(answer(ctx, 'INCOME', 'jBirthDate'), ctx.today);
  if (age !== null && age < 18) {
    errors.push({
      formType: 'INCOME',
      field: 'jBirthDate',
      message: `A joint sponsor must be at least 18 years old; by this date of birth the joint sponsor is ${age}. Another person must be the joint sponsor.`,
    });
  }
  if (answer(ctx, 'INCOME', J.livesInUs) === 'no') {
    errors.push({
      formType: 'INCOME',
      field: J.livesInUs,
      message:
        'A joint sponsor must have their main home (domicile) in the United States or a U.S. territory (INA 213A(f)(1)): another person who lives here must be the joint sponsor.',
    });
  }
  return errors;
}

/** The shortfall's figures; a joint sponsor who lives alone counts a household of two (with the beneficiary). */
function shortfallOf(test: Parameters<typeof incomeShortfall>[0], multiple: Parameters<typeof incomeShortfall>[1], today: string): { shortfall?: IncomeShortfall } {
  const shortfall = incomeShortfall(test, multiple, i864MinimumIncome(2, 'contiguous', false, today) ?? test.figures.minimum, false);
  return shortfall ? { shortfall } : {};
}

/**
 * What the officer checks on the Affidavit of Support (Form I-864): the requirement is met in one of the lawful ways (the
 * household's income, assets, or a joint sponsor who meets it alone); when it is not, by how many
 * dollars it falls short and what would close it.
 */
export function affidavitErrors(answersByForm: Readonly<Record<string, unknown>>, today: string): AffidavitError[] {
  const answers: AnswersByForm = {};
  for (const [formType, data] of Object.entries(answersByForm)) answers[formType] = readAnswers(data);
  if (!answers.INCOME) return [];
  const ctx = { answers, today };
  const errors: AffidavitError[] = [];
  errors.push(...jointSponsorErrors(ctx));
  const affidavit = affidavitRoute(ctx, TO_THE_SPONSOR);
  if (!affidavit) return errors;
  const { route, multiple, basis, jointBasis } = affidavit;
  if (route.kind === 'none') {
    // Placed on the first of the ways that close it, all asked in Household Finances.
    errors.push({
      formType: 'INCOME',
      field: 'incomeHouseholdMembersSignI864A',
      message: `${shortfallWords(route.petitioner, TO_THE_SPONSOR, basis)} ${closingWords(route.petitioner, multiple, TO_THE_SPONSOR)}`,
      ...shortfallOf(route.petitioner, multiple, today),
    });
  }
  if (route.kind === 'joint sponsor' && route.petitioner.meets === false && route.joint.meets === false) {
    errors.push({ formType: 'INCOME', field: J.currentIncome, message: jointSponsorShortfallWords(route.joint, multiple, TO_THE_SPONSOR, jointBasis) });
  }
  return errors;
}
