import {
  answerText,
  asked,
  bar,
  obstacle,
  unanswered,
  yesNo,
  type EligibilityCondition,
  type OnboardingAnswers,
  type UnmetCondition,
} from './eligibility-condition.ts';

/**
 * The rows of the eligibility table about who the petitioner is and how the beneficiary came in:
 * whether the law lets the spouse get the green card from inside the United States (INA 245).
 */

const HELP = 'an immigration attorney or a DOJ-accredited representative';

/** An answer the questionnaire shows with these answers; '' for one it does not ask (an old answer left behind). */
const shown = (key: string, answers: OnboardingAnswers): string => (asked(key, answers) ? answerText(answers[key]) : '');

/** A question shown and not answered yet. */
const mustBeAnswered = (name: string, key: string, message: string): EligibilityCondition => ({
  name,
  unmet: (answers) => (asked(key, answers) && shown(key, answers) === '' ? [unanswered(message)] : []),
});

const isPr = (answers: OnboardingAnswers): boolean => shown('onboardingPStatus', answers) === 'pr';
const lastEntry = (answers: OnboardingAnswers): string => shown('onboardingBLastEntry', answers);

export const petitionerStatusCondition = mustBeAnswered(
  'whose spouse: a U.S. citizen’s (immediate relative) or a green card holder’s (F2A)',
  'onboardingPStatus',
  'Answer whether the petitioner is a U.S. citizen or a green card holder: it decides how the beneficiary can apply.',
);

export const lastEntryCondition = mustBeAnswered(
  'how the beneficiary last came in',
  'onboardingBLastEntry',
  'Answer how the beneficiary last came into the United States.',
);

/**
 * A K-1 fiancé(e) may adjust only through marriage to the citizen who petitioned (INA 245(d)), and
 * then does so on the Form I-129F, with no Form I-130: the forms this service does not prepare.
 */
export const fianceCondition: EligibilityCondition = {
  name: 'a K-1 fiancé(e) (INA 245(d))',
  unmet: (answers) => {
    if (!asked('onboardingBK1MarriedPetitioner', answers)) return [];
    const married = yesNo(answers['onboardingBK1MarriedPetitioner']);
    if (married === null) return [unanswered('Answer whether the beneficiary married the U.S. citizen who filed the fiancé(e) petition for them.')];
    if (married === 'no') {
      return [
        bar(
          'A K-1 fiancé(e) can get a green card in the United States only through marriage to the U.S. citizen who filed the fiancé(e) petition (INA 245(d)), ' +
            `so the beneficiary cannot adjust status through this marriage. What you can do: talk to ${HELP} about an immigrant visa from abroad.`,
        ),
      ];
    }
    return [
      obstacle(
        'A K-1 fiancé(e) who married the petitioner applies on the approved fiancé(e) petition: Form I-485 with Form I-864, and no Form I-130. ' +
          'This service prepares applications that rest on a Form I-130, so it cannot prepare this one. What you can do: file Form I-485 as a K-1 fiancé(e), ' +
          `as the Form I-485 instructions on uscis.gov/i-485 describe, or ask ${HELP} to prepare it.`,
      ),
    ];
  },
};

/** A bar to adjustment of status that INA 245(i) lifts: the beneficiary's case when 245(i) does not apply. */
interface Bar {
  readonly applies: (answers: OnboardingAnswers) => boolean;
  readonly message: string;
}

const UNLESS_245I = 'unless INA 245(i) applies';

const BARS: readonly Bar[] = [
  {
    applies: (answers) => lastEntry(answers) === 'without_inspection',
    message:
      'The beneficiary last came in without being inspected and admitted or paroled: such a person cannot get a green card from inside the United States ' +
      `(INA 245(a)) ${UNLESS_245I}. What you can do: talk to ${HELP} about an immigrant visa from abroad, which usually starts with a provisional ` +
      'unlawful presence waiver (Form I-601A) while the beneficiary is still here.',
  },
  {
    applies: (answers) => lastEntry(answers) === 'crewman',
    message:
      `A crew member of a ship or an airplane cannot get a green card from inside the United States, even as a U.S. citizen’s spouse (INA 245(c)(1)), ${UNLESS_245I}. ` +
      `What you can do: talk to ${HELP} about an immigrant visa at a U.S. consulate abroad.`,
  },
  {
    applies: (answers) => isPr(answers) && lastEntry(answers) === 'vwp',
    message:
      'A green card holder’s spouse who came in under the Visa Waiver Program cannot get a green card from inside the United States ' +
      `(INA 245(c)(4)) ${UNLESS_245I}; a U.S. citizen’s spouse could. What you can do: the petitioner can file Form I-130 now, and the beneficiary applies ` +
      `for an immigrant visa abroad once a visa is available; talk to ${HELP} before the beneficiary leaves the United States.`,
  },
  {
    applies: (answers) =>
      isPr(answers) && (shown('onboardingBKeptLawfulStatus', answers) === 'No' || shown('onboardingBWorkedWithoutPermission', answers) === 'Yes'),
    message:
      'A green card holder’s spouse must have kept a lawful status since the last arrival, and never worked without permission, to get a green card from ' +
      `inside the United States (INA 245(c)(2) and 245(c)(8)), ${UNLESS_245I}; a U.S. citizen’s spouse is not held to this. What you can do: the petitioner ` +
      `can file Form I-130 now; talk to ${HELP} about an immigrant visa abroad and about what leaving the United States would mean.`,
  },
];

/**
 * How the beneficiary came in and what they did since, for the bars of INA 245(a) and 245(c). Each
 * bar is lifted by INA 245(i); an application under it needs Form I-485 Supplement A, which this
 * service does not prepare, so it is told plainly.
 */
export const adjustmentBarsCondition: EligibilityCondition = {
  name: 'the bars to adjustment of status (INA 245(a), 245(c)) and INA 245(i)',
  unmet: (answers) => {
    const bars = BARS.filter((bar) => bar.applies(answers));
    if (bars.length === 0) return [];
    const grandfathered = yesNo(shown('onboardingB245i', answers));
    if (grandfathered === null) {
      return [unanswered('Answer whether a petition or a labor certification was filed for the beneficiary on or before April 30, 2001 (INA 245(i)).')];
    }
    if (grandfathered === 'yes') {
      return [
        bar(
          'INA 245(i) lets the beneficiary get the green card from inside the United States, but the application then needs Form I-485 Supplement A and ' +
            `the additional sum it asks for, which this service does not prepare. What you can do: ${HELP} can prepare the application under INA 245(i), with the ` +
            'evidence of the petition or labor certification filed by April 30, 2001.',
        ),
      ];
    }
    return bars.map((applying) => bar(applying.message));
  },
};

/** F2A only: whether the beneficiary kept a lawful status and worked only with permission (INA 245(c)). */
export const f2aStatusConditions: readonly EligibilityCondition[] = [
  mustBeAnswered(
    'F2A: lawful status kept (INA 245(c)(2))',
    'onboardingBKeptLawfulStatus',
    'Answer whether the beneficiary has been in a lawful immigration status every day since the last arrival.',
  ),
  mustBeAnswered(
    'F2A: no work without permission (INA 245(c)(2))',
    'onboardingBWorkedWithoutPermission',
    'Answer whether the beneficiary has ever worked in the United States without permission.',
  ),
];

/** The two-year home-country physical presence requirement of an exchange visitor (INA 212(e)). */
export const homeResidenceCondition: EligibilityCondition = {
  name: 'a J-1 or J-2 exchange visitor’s two-year home residence (INA 212(e))',
  unmet: (answers) => {
    const unmet: UnmetCondition[] = [];
    if (asked('onboardingBEverJ', answers) && yesNo(answers['onboardingBEverJ']) === null) {
      unmet.push(unanswered('Answer whether the beneficiary has ever been in the United States as a J-1 or J-2 exchange visitor.'));
    }
    const subject = shown('onboardingBSubjectTo212e', answers);
    if (asked('onboardingBSubjectTo212e', answers) && subject === '') {
      unmet.push(unanswered('Answer whether the beneficiary is subject to the two-year home-country physical presence requirement (INA 212(e)).'));
    }
    if (subject === 'Not sure') {
      unmet.push(
        unanswered(
          'Find out whether the beneficiary is subject to the two-year home-country physical presence requirement (INA 212(e)): the J visa and the Form DS-2019 ' +
            'usually say so, and the Department of State gives an advisory opinion on request (travel.state.gov, "Waiver of the Exchange Visitor Two-Year Home-Country ' +
            'Physical Presence Requirement"). Then answer the question again.',
        ),
      );
    }
    const waived = yesNo(shown('onboardingB212eWaived', answers));
    if (asked('onboardingB212eWaived', answers) && waived === null) {
      unmet.push(unanswered('Answer whether the beneficiary has a waiver of the two-year home-country requirement, or has already lived the two years at home.'));
    }
    if (waived === 'no') {
      unmet.push(
        bar(
          'The beneficiary must live two years in their home country after the exchange program before they can get a green card (INA 212(e)), and has ' +
            'no waiver: they cannot adjust status until then. What you can do: apply for a waiver (through the Department of State’s J-1 waiver process, ' +
            `then with USCIS), or spend the two years abroad; ${HELP} can tell which fits. Come back once the waiver is granted.`,
        ),
      );
    }
    return unmet;
  },
};

export const bornInMexicoCondition = mustBeAnswered(
  'F2A: the Visa Bulletin’s column (country of birth)',
  'onboardingBBornInMexico',
  'Answer whether the beneficiary was born in Mexico.',
);

/** The rows whose unmet conditions bar adjustment of status but not the petition (domain/rules/filing-path.ts). */
export const ADJUSTMENT_BAR_CONDITIONS: readonly EligibilityCondition[] = [fianceCondition, homeResidenceCondition, adjustmentBarsCondition];
