import {
  asked,
  bar,
  obstacle,
  unanswered,
  yesNo,
  type EligibilityCondition,
  onboardingAnswer,
  type EligibilityContext,
  type OnboardingAnswers,
  type UnmetCondition,
} from './eligibility-condition.ts';
import type { ScalarKey } from '../catalogue/keys.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { translate, type MessageId } from '../i18n/messages.ts';

/**
 * The rows of the eligibility table about who the petitioner is and how the beneficiary came in:
 * whether the law lets the spouse get the green card from inside the United States (INA 245).
 */

/** A reason in the reader's language: every sentence here is a message of domain/i18n/eligibility. */
const say = (ctx: EligibilityContext, id: MessageId): string => translate(ctx.language ?? DEFAULT_LANGUAGE, id);

/** An answer the questionnaire shows with these answers; '' for one it does not ask (an old answer left behind). */
const shown = <K extends ScalarKey<'ONBOARDING'>>(key: K, answers: OnboardingAnswers) => onboardingAnswer(answers, key);

/** A question shown and not answered yet. */
const mustBeAnswered = (name: string, key: ScalarKey<'ONBOARDING'>, message: MessageId): EligibilityCondition => ({
  name,
  unmet: (answers, ctx) => (asked(key, answers) && shown(key, answers) === '' ? [unanswered(say(ctx, message))] : []),
});

const isPr = (answers: OnboardingAnswers): boolean => shown('onboardingPStatus', answers) === 'pr';
const lastEntry = (answers: OnboardingAnswers): string => shown('onboardingBLastEntry', answers);

export const petitionerStatusCondition = mustBeAnswered(
  'whose spouse: a U.S. citizen’s (immediate relative) or a green card holder’s (F2A)',
  'onboardingPStatus',
  'eligibility.petitionerStatus.unanswered',
);

export const lastEntryCondition = mustBeAnswered(
  'how the beneficiary last came in',
  'onboardingBLastEntry',
  'eligibility.lastEntry.unanswered',
);

/**
 * A K-1 fiancé(e) may adjust only through marriage to the citizen who petitioned (INA 245(d)), and
 * then does so on the Form I-129F, with no Form I-130: the forms this service does not prepare.
 */
export const fianceCondition: EligibilityCondition = {
  name: 'a K-1 fiancé(e) (INA 245(d))',
  unmet: (answers, ctx) => {
    if (!asked('onboardingBK1MarriedPetitioner', answers)) return [];
    const married = yesNo(shown('onboardingBK1MarriedPetitioner', answers));
    if (married === null) return [unanswered(say(ctx, 'eligibility.fiance.unanswered'))];
    return [married === 'no' ? bar(say(ctx, 'eligibility.fiance.notPetitioner')) : obstacle(say(ctx, 'eligibility.fiance.married'))];
  },
};

/** A bar to adjustment of status that INA 245(i) lifts: the beneficiary's case when 245(i) does not apply. */
interface Bar {
  readonly applies: (answers: OnboardingAnswers) => boolean;
  readonly message: MessageId;
}

// Each bar applies unless INA 245(i) does; the messages say so.
const BARS: readonly Bar[] = [
  { applies: (answers) => lastEntry(answers) === 'without_inspection', message: 'eligibility.bar.withoutInspection' },
  { applies: (answers) => lastEntry(answers) === 'crewman', message: 'eligibility.bar.crewman' },
  { applies: (answers) => isPr(answers) && lastEntry(answers) === 'vwp', message: 'eligibility.bar.visaWaiver' },
  {
    applies: (answers) =>
      isPr(answers) && (shown('onboardingBKeptLawfulStatus', answers) === 'No' || shown('onboardingBWorkedWithoutPermission', answers) === 'Yes'),
    message: 'eligibility.bar.lawfulStatus',
  },
];

/**
 * How the beneficiary came in and what they did since, for the bars of INA 245(a) and 245(c). Each
 * bar is lifted by INA 245(i); an application under it needs Form I-485 Supplement A, which this
 * service does not prepare, so it is told plainly.
 */
export const adjustmentBarsCondition: EligibilityCondition = {
  name: 'the bars to adjustment of status (INA 245(a), 245(c)) and INA 245(i)',
  unmet: (answers, ctx) => {
    const bars = BARS.filter((bar) => bar.applies(answers));
    if (bars.length === 0) return [];
    const grandfathered = yesNo(shown('onboardingB245i', answers));
    if (grandfathered === null) return [unanswered(say(ctx, 'eligibility.grandfathered.unanswered'))];
    if (grandfathered === 'yes') return [bar(say(ctx, 'eligibility.grandfathered.yes'))];
    return bars.map((applying) => bar(say(ctx, applying.message)));
  },
};

/** F2A only: whether the beneficiary kept a lawful status and worked only with permission (INA 245(c)). */
export const f2aStatusConditions: readonly EligibilityCondition[] = [
  mustBeAnswered(
    'F2A: lawful status kept (INA 245(c)(2))',
    'onboardingBKeptLawfulStatus',
    'eligibility.keptLawfulStatus.unanswered',
  ),
  mustBeAnswered(
    'F2A: no work without permission (INA 245(c)(2))',
    'onboardingBWorkedWithoutPermission',
    'eligibility.workedWithoutPermission.unanswered',
  ),
];

/** The two-year home-country physical presence requirement of an exchange visitor (INA 212(e)). */
export const homeResidenceCondition: EligibilityCondition = {
  name: 'a J-1 or J-2 exchange visitor’s two-year home residence (INA 212(e))',
  unmet: (answers, ctx) => {
    const unmet: UnmetCondition[] = [];
    if (asked('onboardingBEverJ', answers) && yesNo(shown('onboardingBEverJ', answers)) === null) unmet.push(unanswered(say(ctx, 'eligibility.exchange.everJ')));
    const subject = shown('onboardingBSubjectTo212e', answers);
    if (asked('onboardingBSubjectTo212e', answers) && subject === '') unmet.push(unanswered(say(ctx, 'eligibility.exchange.subject')));
    if (subject === 'Not sure') unmet.push(unanswered(say(ctx, 'eligibility.exchange.notSure')));
    const waived = yesNo(shown('onboardingB212eWaived', answers));
    if (asked('onboardingB212eWaived', answers) && waived === null) unmet.push(unanswered(say(ctx, 'eligibility.exchange.waived')));
    if (waived === 'no') unmet.push(bar(say(ctx, 'eligibility.exchange.notWaived')));
    return unmet;
  },
};

export const bornInMexicoCondition = mustBeAnswered(
  'F2A: the Visa Bulletin’s column (country of birth)',
  'onboardingBBornInMexico',
  'eligibility.bornInMexico.unanswered',
);

/** The rows whose unmet conditions bar adjustment of status but not the petition (domain/rules/filing-path.ts). */
export const ADJUSTMENT_BAR_CONDITIONS: readonly EligibilityCondition[] = [fianceCondition, homeResidenceCondition, adjustmentBarsCondition];
