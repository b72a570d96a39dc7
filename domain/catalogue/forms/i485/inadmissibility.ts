import type { StepDef } from '../../types.ts';
import { select } from '../applicant-voice.ts';
import { ARE_YOU, EXPLAIN_ON_YES, HAVE_YOU, SENSITIVE, THEIR, helpText, whenYes, yesNoItems } from './part9-item.ts';

/** I-485 Part 9, Item Numbers 10. - 21.: admission, visas, status and removal history. */
export const inadmissibilityStep = {
  name: 'Inadmissibility',
  intro:
    'The next questions are Part 9 of Form I-485. Answer each one truthfully. Every Yes is explained in Part 14 (Additional Information) of the form, and you will be asked for that explanation here. If you are unsure whether an answer should be No, talk to an immigration attorney before you file.',
  fields: yesNoItems([
    {
      key: 'q10',
      question: `${HAVE_YOU} EVER been denied admission to the United States?`,
      help: helpText(
        `For example, being refused entry at an airport or a land border, or being allowed to withdraw ${THEIR} application for admission and return.`,
        SENSITIVE,
      ),
      explanation: 'EXPLANATION_4',
    },
    {
      key: 'q11',
      question: `${HAVE_YOU} EVER been denied a visa to the United States?`,
      help: helpText(
        `Include every refusal at a U.S. embassy or consulate, including a refusal under section 214(b), even if ${select('you were', '{name} was')} given a visa later.`,
        EXPLAIN_ON_YES,
      ),
      explanation: 'EXPLANATION_4',
    },
    {
      key: 'q12',
      question: `${HAVE_YOU} EVER worked in the United States without authorization?`,
      help: helpText(
        `Work includes any job or self-employment at a time when neither ${THEIR} status nor an employment authorization document (EAD) allowed it.`,
        SENSITIVE,
      ),
      explanation: 'EXPLANATION_1',
    },
    {
      key: 'q13',
      question: `${HAVE_YOU} EVER violated the terms or conditions of ${THEIR} nonimmigrant status?`,
      help: helpText(
        `For example, staying past the date on ${THEIR} I-94, working or studying when ${THEIR} status did not allow it, or not keeping up a full course of study as a student.`,
        SENSITIVE,
      ),
      explanation: 'EXPLANATION_1',
    },
    {
      key: 'q14',
      question: `${ARE_YOU} presently or ${select('have you', 'has {name}')} EVER been in removal, exclusion, rescission, or deportation proceedings, including expedited removal proceedings?`,
      help: helpText(
        'Removal proceedings are cases before an immigration judge, usually started by a Notice to Appear. Expedited removal is a removal ordered by an officer at the border or an airport.',
        SENSITIVE,
      ),
      explanation: 'EXPLANATION_4',
    },
    {
      key: 'q15',
      question: `${HAVE_YOU} EVER been issued a final order of exclusion, deportation, or removal?`,
      help: SENSITIVE,
      explanation: 'EXPLANATION_4',
    },
    {
      key: 'q16',
      question: `${HAVE_YOU} EVER had a prior final order of exclusion, deportation, or removal reinstated?`,
      help: SENSITIVE,
      explanation: 'EXPLANATION_4',
    },
    {
      key: 'q17',
      question: `${HAVE_YOU} EVER been granted voluntary departure by an immigration officer or an immigration judge but failed to depart within the allotted time?`,
      help: helpText(
        'Voluntary departure lets a person leave the United States by a set date instead of being removed.',
        SENSITIVE,
      ),
      explanation: 'EXPLANATION_4',
    },
    {
      key: 'q18',
      question: `${HAVE_YOU} EVER applied for any kind of relief or protection from removal, exclusion, or deportation?`,
      help: helpText(
        'For example, asylum, withholding of removal, protection under the Convention Against Torture, cancellation of removal, or suspension of deportation.',
        SENSITIVE,
      ),
      explanation: 'EXPLANATION_4',
    },
    {
      key: 'q19',
      question: `${HAVE_YOU} EVER been a J nonimmigrant exchange visitor who was subject to the two-year foreign residence requirement?`,
      help: helpText(
        select(
          'The two-year home-country residence requirement (INA section 212(e)) is usually noted on your Form DS-2019 and on your J visa. While it applies and is neither met nor waived, it generally stops you from adjusting status, so ask an immigration attorney if it may apply to you.',
          "The two-year home-country residence requirement (INA section 212(e)) is usually noted on {name}'s Form DS-2019 and J visa. While it applies and is neither met nor waived, it generally stops {name} from adjusting status, so ask an immigration attorney if it may apply.",
        ),
        EXPLAIN_ON_YES,
      ),
      explanation: 'EXPLANATION_4',
    },
    {
      key: 'q20',
      question: `If you answered "Yes" to Item Number 19., ${select('have you', 'has {name}')} complied with the foreign residence requirement?`,
      help: helpText(
        select(
          'Complying means you lived in your country of nationality or last residence for a total of at least two years after your exchange program.',
          'Complying means {name} lived in their country of nationality or last residence for a total of at least two years after their exchange program.',
        ),
        EXPLAIN_ON_YES,
      ),
      visibleWhen: whenYes('q19'),
      explanation: 'EXPLANATION_4',
      explanationHelp: `Give the country and the dates ${select('you', '{name}')} lived there.`,
    },
    {
      key: 'q21',
      question:
        `If you answered "Yes" to Item Number 19. and "No" to Item Number 20., ${select('have you', 'has {name}')} been granted a waiver or has Department of State issued a favorable waiver recommendation letter for ${select('you', '{name}')}?`,
      help: EXPLAIN_ON_YES,
      visibleWhen: { all: [whenYes('q19'), { field: 'q20', is: 'no' }] },
      explanation: 'EXPLANATION_4',
      explanationHelp:
        'Give the date of the waiver or of the recommendation letter; keep a copy to file with the form.',
    },
  ]),
} as const satisfies StepDef;
