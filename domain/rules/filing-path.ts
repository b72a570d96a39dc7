import { text, type Answers, type AnswersByForm, type AnswerValue } from '../answers.ts';
import { toLongDate, toMonthYear } from './dates.ts';
import { CHART_NAMES, chartEntryText, F2A_BULLETIN, newPetitionAvailability, type F2aBulletinRow, type VisaAvailability } from './visa-bulletin.ts';

/**
 * Which forms a couple can file now, by the law's categories. A U.S. citizen's spouse is an
 * immediate relative (INA 201(b)(2)(A)(i)): a visa is always available, so Form I-485 goes in with
 * the Form I-130 it rests on. A permanent resident's spouse is in preference category F2A (INA
 * 203(a)(2)(A)): Form I-485 can go in with a new Form I-130 only while the Visa Bulletin chart
 * USCIS uses is current for that petition's priority date, the day it is filed (8 CFR 245.2(a)(2)(i)(B)).
 * Otherwise the couple files Form I-130 (with I-130A) alone, which gives them their place in line.
 */

/** How the petitioner's status is stored, in onboarding (onboardingPStatus) and in PETITIONER_INFO (usStatus). */
export type PetitionerStatus = 'citizen' | 'pr';
export type PetitionCategory = 'immediate-relative' | 'f2a';

export const categoryOf = (status: PetitionerStatus): PetitionCategory => (status === 'citizen' ? 'immediate-relative' : 'f2a');

export type FilingPath =
  /** Forms I-130, I-130A, I-485 and I-864 together (with I-765 and I-131 when asked for). */
  | { readonly kind: 'adjustment'; readonly category: 'immediate-relative' }
  /** F2A, with the chart current for a petition filed today, or the month's bulletin not known yet. */
  | { readonly kind: 'adjustment'; readonly category: 'f2a'; readonly visa: Exclude<VisaAvailability, { status: 'not-current' }> }
  /** F2A, not current for a new petition: Forms I-130 and I-130A alone. */
  | { readonly kind: 'petition-only'; readonly category: 'f2a'; readonly visa: Extract<VisaAvailability, { status: 'not-current' }> };

const asStatus = (value: AnswerValue | undefined): PetitionerStatus | null => {
  const status = text(value);
  return status === 'citizen' || status === 'pr' ? status : null;
};

/** The petitioner's status as onboarding answered it, else as Petitioner Information did (the two are checked to agree). */
export function petitionerStatusOf(answers: AnswersByForm): PetitionerStatus | null {
  return asStatus(answers['ONBOARDING']?.['onboardingPStatus']) ?? asStatus(answers['PETITIONER_INFO']?.['usStatus']);
}

/** Whether the beneficiary was born in Mexico, which the Visa Bulletin charges apart. */
export function bornInMexico(answers: AnswersByForm): boolean {
  const onboarding = text(answers['ONBOARDING']?.['onboardingBBornInMexico']);
  if (onboarding === 'Yes' || onboarding === 'No') return onboarding === 'Yes';
  return text(answers['BENEFICIARY_INFO']?.['bBirthCountry']) === 'Mexico';
}

/** The way a couple files on `filingDate`; an immediate relative's while the petitioner's status is not given (as before it was asked). */
export function filingPath(answers: AnswersByForm, filingDate: string, bulletin: readonly F2aBulletinRow[] = F2A_BULLETIN): FilingPath {
  if (petitionerStatusOf(answers) !== 'pr') return { kind: 'adjustment', category: 'immediate-relative' };
  const visa = newPetitionAvailability(filingDate, bornInMexico(answers), bulletin);
  return visa.status === 'not-current' ? { kind: 'petition-only', category: 'f2a', visa } : { kind: 'adjustment', category: 'f2a', visa };
}

/** The onboarding answers alone, as the eligibility check has them. */
export const onboardingOnly = (onboarding: Answers): AnswersByForm => ({ ONBOARDING: onboarding });

/**
 * What the couple reads about the Visa Bulletin (eligibility, cover page): null for an immediate
 * relative, who does not wait for one.
 */
export function visaSentence(path: FilingPath, filingDate: string): string | null {
  if (path.category === 'immediate-relative') return null;
  const { visa } = path;
  const bulletin = `the Visa Bulletin for ${toMonthYear(visa.month)}`;
  if (visa.status === 'unknown') {
    return (
      `We do not have ${bulletin} yet, so we cannot tell whether USCIS takes Form I-485 from the spouse of a permanent resident (category F2A) this month. ` +
      'Before you mail, open uscis.gov/visabulletininfo: if the chart it names for family-sponsored cases shows "C" for F2A, or a date after the day you mail, ' +
      'mail the whole package; otherwise mail Forms I-130 and I-130A alone, to the address uscis.gov/i-130-addresses gives, and keep the rest for when the date is current.'
    );
  }
  const chart = `its ${CHART_NAMES[visa.chart]} chart, the one USCIS uses that month for family-sponsored cases`;
  const listed = `The Visa Bulletin for ${toMonthYear(visa.month)} lists ${chartEntryText(visa.entry)} for spouses of permanent residents (category F2A) on ${chart}`;
  if (visa.status === 'current') {
    return `${listed}, so a petition filed on ${toLongDate(filingDate)} is current: USCIS takes Form I-485 with it. If you mail in a later month, check that month's chart at uscis.gov/visabulletininfo first.`;
  }
  return (
    `${listed}. A new petition's place in line (its priority date) is the day USCIS receives it, ${toLongDate(filingDate)} or later, which is not earlier than that, ` +
    'so USCIS cannot take Form I-485 yet.'
  );
}

/** What a couple told they cannot file Form I-485 yet can do now. */
export const PETITION_ONLY_OFFER =
  'You can file Form I-130 with Form I-130A now, so your priority date starts; we prepare those two forms. ' +
  'File Form I-485 (with Form I-864, and the work permit and travel document if you want them) once the chart is current for your priority date. ' +
  'Until then the beneficiary must keep a lawful status and not work without permission: a spouse of a permanent resident who does not cannot adjust status (INA 245(c)).';
