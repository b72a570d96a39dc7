import type { StepDef } from '../../types.ts';
import { select } from '../applicant-voice.ts';
import {
  ARE_YOU,
  EXPLAIN_ON_YES,
  HAVE_YOU,
  SENSITIVE,
  UNLAWFUL_PRESENCE_HELP,
  helpText,
  subPart,
  whenYes,
  yesNoItems,
} from './part9-item.ts';

/** I-485 Part 9, "Illegal Entries and Other Immigration Violations", Item Numbers 67. - 73. */
export const illegalEntriesStep = {
  name: 'Illegal Entries and Other Immigration Violations',
  intro: 'These questions are about immigration court, documents, and statements made to get an immigration benefit.',
  fields: yesNoItems([
    {
      key: 'q67',
      question:
        `${HAVE_YOU} EVER failed or refused to attend or to remain in attendance at any removal proceeding filed against ${select('you', '{name}')} on or after April 1, 1997?`,
      help: SENSITIVE,
      explanation: 'EXPLANATION_5',
      explanationHelp:
        'Write the statement here: it is printed in Part 14 (Additional Information) of the form. Include any explanation of a reasonable cause for that failure or refusal.',
    },
    {
      key: 'q68',
      question:
        `${HAVE_YOU} EVER submitted altered, fraudulent, or counterfeit documentation to any U.S. Government official to obtain or attempt to obtain any immigration benefit, including a visa or entry into the United States?`,
      help: SENSITIVE,
      explanation: 'EXPLANATION_1',
    },
    {
      key: 'q69',
      question:
        `${HAVE_YOU} EVER lied about, concealed, or misrepresented any information on an application or petition to obtain a visa, other documentation required for entry into the United States, admission to the United States, or any other kind of immigration benefit?`,
      help: helpText(
        'This includes any false statement on a visa application or to an officer at the border, for example about the purpose of a trip.',
        SENSITIVE,
      ),
      explanation: 'EXPLANATION_1',
    },
    {
      key: 'q70',
      question: `${HAVE_YOU} EVER falsely claimed to be a U.S. citizen (in writing or any other way)?`,
      help: helpText(
        'This includes checking a "citizen" box on an employment form (Form I-9), a voter registration, or an application for a loan or for benefits.',
        SENSITIVE,
      ),
      explanation: 'EXPLANATION_1',
    },
    {
      key: 'q71',
      question: `${HAVE_YOU} EVER been a stowaway on a vessel or aircraft arriving in the United States?`,
      help: SENSITIVE,
      explanation: 'EXPLANATION_1',
    },
    {
      key: 'q72',
      question:
        `${HAVE_YOU} EVER knowingly encouraged, induced, assisted, abetted, or aided any alien to enter or to try to enter the United States illegally (alien smuggling)?`,
      help: helpText(`This includes helping a member of ${select('your', "{name}'s")} own family.`, SENSITIVE),
      explanation: 'EXPLANATION_1',
    },
    {
      key: 'q73',
      question:
        `${ARE_YOU} under a final order of civil penalty for violating INA section 274C for use of fraudulent documents?`,
      help: SENSITIVE,
      explanation: 'EXPLANATION_4',
    },
  ]),
} as const satisfies StepDef;

const REENTRY_AFTER = `Since April 1, 1997, ${select('have you', 'has {name}')} EVER reentered or attempted to reenter the United States without being inspected and admitted or paroled after:`;

/**
 * Item Numbers 74. - 78.b., which the form heads "Removal, Unlawful Presence, or Illegal Reentry
 * After Previous Immigration Violations".
 */
export const unlawfulPresenceStep = {
  name: 'Unlawful Presence',
  intro:
    'These questions are about removals, entries without inspection, and time spent in the United States without permission.',
  fields: yesNoItems([
    {
      key: 'q74',
      question:
        `${HAVE_YOU} EVER been excluded, deported, or removed from the United States or ${select('have you ever departed the United States on your own', 'has {name} ever departed the United States on their own')} after having been ordered excluded, deported, or removed from the United States?`,
      help: SENSITIVE,
      explanation: 'EXPLANATION_4',
    },
    {
      key: 'q75',
      question: `${HAVE_YOU} EVER entered the United States without being inspected and admitted or paroled?`,
      help: helpText(
        'For example, crossing the border away from a port of entry, or entering without being checked by an immigration officer.',
        SENSITIVE,
      ),
      explanation: 'EXPLANATION_4',
    },
    {
      key: 'q76',
      question:
        select(
          'Since April 1, 1997, have you been unlawfully present in the United States? You were unlawfully present in the United States if you were present in the United States after the expiration of the period of stay authorized by the Department of Homeland Security (DHS) Secretary or were present in the United States without being admitted or paroled.',
          'Since April 1, 1997, has {name} been unlawfully present in the United States? {name} was unlawfully present in the United States if {name} was present in the United States after the expiration of the period of stay authorized by the Department of Homeland Security (DHS) Secretary or was present in the United States without being admitted or paroled.',
        ),
      help: helpText(UNLAWFUL_PRESENCE_HELP, EXPLAIN_ON_YES),
      explanation: 'EXPLANATION_6',
      explanationHelp: 'Give each period with the date it began and the date it ended (or that it continues).',
    },
    {
      key: 'q77',
      question:
        `If you answered "Yes" to Item Number 76., was a severe form of trafficking in persons at least one central reason for ${select('your', "{name}'s")} unlawful presence in the United States?`,
      help: helpText(
        'Severe trafficking in persons involves sex trafficking induced by force, fraud, or coercion, or of a person under 18 years of age, or obtaining a person for labor or services through force, fraud, or coercion for the purpose of involuntary servitude, peonage, debt bondage, or slavery.',
        SENSITIVE,
      ),
      visibleWhen: whenYes('q76'),
      explanation: 'EXPLANATION_4',
    },
    {
      key: 'q78.a',
      question: subPart(
        REENTRY_AFTER,
        select(
          'Having been unlawfully present in the United States for more than one year in the aggregate on or after April 1, 1997? You were unlawfully present in the United States for more than one year in the aggregate if you count all of the days during all of your stays that you were present in the United States after the expiration of the period of stay authorized by the DHS Secretary or were present in the United States without being admitted or paroled.',
          "Having been unlawfully present in the United States for more than one year in the aggregate on or after April 1, 1997? {name} was unlawfully present in the United States for more than one year in the aggregate if you count all of the days during all of {name}'s stays that {name} was present in the United States after the expiration of the period of stay authorized by the DHS Secretary or was present in the United States without being admitted or paroled.",
        ),
      ),
      help: helpText(UNLAWFUL_PRESENCE_HELP, EXPLAIN_ON_YES),
      explanation: 'EXPLANATION_4',
    },
    {
      key: 'q78.b',
      question: subPart(REENTRY_AFTER, 'Having been deported, excluded, or removed from the United States?'),
      help: SENSITIVE,
      explanation: 'EXPLANATION_4',
    },
  ]),
} as const satisfies StepDef;
