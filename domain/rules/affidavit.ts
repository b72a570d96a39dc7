import type { AnswersByForm } from '../answers.ts';
import { JOINT_SPONSOR_KEYS as J } from '../catalogue/forms/sponsor-keys.ts';
import { answer, type AnswerSource } from '../catalogue/shown.ts';
import { affidavitRoute } from './affidavit-route.ts';
import { ageOn, hasJointSponsor } from './joint-sponsor.ts';
import { i864MinimumIncome } from './poverty-guidelines.ts';
import { closingWords, incomeShortfall, jointSponsorShortfallWords, shortfallWords, toTheSponsor, type IncomeShortfall } from './support-route-words.ts';
import { readAnswers } from './validate.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate } from '../i18n/messages.ts';

export interface AffidavitError {
  formType: 'INCOME';
  field: string;
  message: string;
  /** The figures of an income shortfall, for the check's own heading of it. */
  shortfall?: IncomeShortfall;
}

/** INA 213A(f)(1): a sponsor is at least 18 and domiciled in the United States. */
function jointSponsorErrors(ctx: AnswerSource & { readonly today: string }, language: Language): AffidavitError[] {
  if (!hasJointSponsor(ctx)) return [];
  const errors: AffidavitError[] = [];
  const age = ageOn(answer(ctx, 'INCOME', 'jBirthDate'), ctx.today);
  if (age !== null && age < 18) {
    errors.push({
      formType: 'INCOME',
      field: 'jBirthDate',
      message: translate(language, 'check.jointSponsorAge', { age: String(age) }),
    });
  }
  if (answer(ctx, 'INCOME', J.livesInUs) === 'no') {
    errors.push({
      formType: 'INCOME',
      field: J.livesInUs,
      message: translate(language, 'check.jointSponsorDomicile'),
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
export function affidavitErrors(answersByForm: Readonly<Record<string, unknown>>, today: string, language: Language = DEFAULT_LANGUAGE): AffidavitError[] {
  const answers: AnswersByForm = {};
  for (const [formType, data] of Object.entries(answersByForm)) answers[formType] = readAnswers(data);
  if (!answers.INCOME) return [];
  const ctx = { answers, today };
  const errors: AffidavitError[] = [];
  errors.push(...jointSponsorErrors(ctx, language));
  const affidavit = affidavitRoute(ctx, language);
  const audience = toTheSponsor(language);
  if (!affidavit) return errors;
  const { route, multiple, basis, jointBasis } = affidavit;
  if (route.kind === 'none') {
    // Placed on the first of the ways that close it, all asked in Household Finances.
    errors.push({
      formType: 'INCOME',
      field: 'incomeHouseholdMembersSignI864A',
      message: `${shortfallWords(route.petitioner, audience, basis)} ${closingWords(route.petitioner, multiple, audience)}`,
      ...shortfallOf(route.petitioner, multiple, today),
    });
  }
  if (route.kind === 'joint sponsor' && route.petitioner.meets === false && route.joint.meets === false) {
    errors.push({ formType: 'INCOME', field: J.currentIncome, message: jointSponsorShortfallWords(route.joint, multiple, audience, jointBasis) });
  }
  return errors;
}
