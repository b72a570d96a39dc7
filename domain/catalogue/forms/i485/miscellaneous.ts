import type { StepDef } from '../../types.ts';
import { applicant, select } from '../applicant-voice.ts';
import { DO_YOU, EXPLAIN_ON_YES, HAVE_YOU, SENSITIVE, helpText, subPart, whenYes, yesNoItems } from './part9-item.ts';

const EVER = `${HAVE_YOU} EVER:`;

/** I-485 Part 9, "Miscellaneous Conduct", Item Numbers 79. - 86. */
export const miscellaneousStep = {
  name: 'Miscellaneous',
  intro: 'The last questions of Part 9.',
  fields: [
    ...yesNoItems([
      {
        key: 'q79',
        question: `${DO_YOU} plan to practice polygamy in the United States?`,
        help: SENSITIVE,
        explanation: 'EXPLANATION_1',
      },
      {
        key: 'q80',
        question:
          `${select('Are you', 'Is {name}')} accompanying an alien who is inadmissible and who has been certified by a medical officer as helpless from sickness, mental or physical disability, or infancy, and who requires ${select('your', "{name}'s")} protection or guardianship, as described in INA section 232(c)?`,
        help: EXPLAIN_ON_YES,
        explanation: 'EXPLANATION_4',
      },
      {
        key: 'q81',
        question:
          `${HAVE_YOU} EVER assisted in detaining, retaining, or withholding custody of a U.S. citizen child outside the United States from a person who has been granted custody of the child?`,
        help: SENSITIVE,
        explanation: 'EXPLANATION_1',
      },
      {
        key: 'q82',
        question:
          `${HAVE_YOU} EVER voted in violation of any Federal, state, or local constitutional provision, statute, ordinance, or regulation in the United States?`,
        help: helpText('This includes voting in any election where only U.S. citizens may vote.', SENSITIVE),
        explanation: 'EXPLANATION_1',
      },
      {
        key: 'q83',
        question: `${HAVE_YOU} EVER renounced U.S. citizenship to avoid being taxed by the United States?`,
        help: SENSITIVE,
        explanation: 'EXPLANATION_1',
      },
      {
        key: 'q84.a',
        question: subPart(
          EVER,
          `Applied for exemption or discharge from training or service in the U.S. armed forces or in the U.S. National Security Training Corps on the ground that ${select('you are', '{name} is')} an alien?`,
        ),
        help: SENSITIVE,
        explanation: 'EXPLANATION_4',
      },
      {
        key: 'q84.b',
        question: subPart(
          EVER,
          `Been relieved or discharged from such training or service on the ground that ${select('you are', '{name} is')} an alien?`,
        ),
        help: SENSITIVE,
        explanation: 'EXPLANATION_4',
      },
      {
        key: 'q84.c',
        question: subPart(EVER, 'Been convicted of desertion from the U.S. armed forces?'),
        help: SENSITIVE,
        explanation: 'EXPLANATION_4',
      },
      {
        key: 'q85',
        question:
          `${HAVE_YOU} EVER left or remained outside the United States to avoid or evade training or service in the U.S. armed forces in time of war or a period declared by the President to be a national emergency?`,
        help: SENSITIVE,
        explanation: 'EXPLANATION_1',
      },
    ]),
    {
      key: 'q86',
      question: applicant(
        'If you answered "Yes" to Item Number 85., what was your nationality or immigration status immediately before you left (for example, U.S. citizen or national, lawful permanent resident, nonimmigrant, parolee, present without admission or parole, or any other status)?',
        "If you answered \"Yes\" to Item Number 85., what was {name}'s nationality or immigration status immediately before {name} left (for example, U.S. citizen or national, lawful permanent resident, nonimmigrant, parolee, present without admission or parole, or any other status)?",
      ),
      kind: 'text',
      required: true,
      visibleWhen: whenYes('q85'),
    },
  ],
} as const satisfies StepDef;
