import type { ExplanationPrompt, StepDef } from '../../types.ts';
import { applicant, select } from '../applicant-voice.ts';
import { ARE_YOU, DO_YOU, EXPLAIN_ON_YES, HAVE_YOU, SENSITIVE, helpText, subPart, yesNoItems, type Part9Item } from './part9-item.ts';

const INTENT = `${DO_YOU} intend to:`;
const EVER = `${HAVE_YOU} EVER:`;
const PARTICIPATED =
  `${HAVE_YOU} EVER ordered, incited, called for, committed, assisted, helped with, or otherwise participated in any of the following:`;

const security = <K extends string>(
  key: K,
  question: string,
  explanation: ExplanationPrompt,
  help: string = SENSITIVE,
): Part9Item<K> & { readonly explanation: ExplanationPrompt } => ({ key, question, help, explanation });

/** I-485 Part 9, "Security and Related", Item Numbers 42.a. - 42.d. (what you intend to do). */
export const securityIntentStep = {
  name: 'Security and Background - Intent',
  intro: applicant(
    'These questions are about what you intend to do in the United States.',
    'These questions are about what {name} intends to do in the United States.',
  ),
  fields: yesNoItems([
    security(
      'q42.a',
      subPart(
        INTENT,
        'Engage in any activity that violates or evades any law relating to espionage (including spying) or sabotage in the United States?',
      ),
      'EXPLANATION_1',
    ),
    security(
      'q42.b',
      subPart(
        INTENT,
        'Engage in any activity in the United States that violates or evades any law prohibiting the export from the United States of goods, technology, or sensitive information?',
      ),
      'EXPLANATION_1',
    ),
    security(
      'q42.c',
      subPart(
        INTENT,
        'Engage in any activity whose purpose includes opposing, controlling, or overthrowing the U.S. Government by force, violence, or other unlawful means while in the United States?',
      ),
      'EXPLANATION_1',
    ),
    security('q42.d', subPart(INTENT, 'Engage in any other unlawful activity?'), 'EXPLANATION_1'),
  ]),
} as const satisfies StepDef;

/** Item Numbers 43.a. - 46.: what you have done, and the intent questions that refer back to it. */
export const securityHistoryStep = {
  name: 'Security and Background - History',
  intro: applicant(
    'These questions are about things you may have done at any time, anywhere in the world.',
    'These questions are about things {name} may have done at any time, anywhere in the world.',
  ),
  fields: yesNoItems([
    security(
      'q43.a',
      subPart(EVER, 'Received any weapons training, paramilitary training, or other military-type training?'),
      'EXPLANATION_1',
      helpText(
        'This includes training received during military or police service, even compulsory military service.',
        EXPLAIN_ON_YES,
      ),
    ),
    security(
      'q43.b',
      subPart(
        EVER,
        'Committed kidnapping, assassination, or hijacking or sabotage of a conveyance (including an aircraft, vessel, vehicle, or train)?',
      ),
      'EXPLANATION_1',
    ),
    security(
      'q43.c',
      subPart(
        EVER,
        'Used a weapon or explosive or any dangerous device with the intent to endanger the safety of another person or people or cause damage to property?',
      ),
      'EXPLANATION_1',
    ),
    security(
      'q43.d',
      subPart(
        EVER,
        'Threatened, attempted, conspired, prepared, or planned to do any of the things described in Item Numbers 43.b. - 43.c.?',
      ),
      'EXPLANATION_1',
    ),
    security(
      'q43.e',
      subPart(
        EVER,
        'Incited, under circumstances indicating an intention to cause death or serious bodily harm/injury, any of the activities described in Item Numbers 43.b. - 43.c.?',
      ),
      'EXPLANATION_1',
    ),
    security(
      'q43.f',
      subPart(
        EVER,
        'Participated in, or been a member of, a group or organization that did any of the activities described in Item Numbers 43.b. - 43.e.?',
      ),
      'EXPLANATION_1',
    ),
    security(
      'q43.g',
      subPart(
        EVER,
        'Recruited members or asked for money or things of value for a group or organization that did any of the activities described in Item Numbers 43.b. - 43.e.?',
      ),
      'EXPLANATION_1',
    ),
    security(
      'q43.h',
      subPart(
        EVER,
        'Provided money, a thing of value, services or labor, or any other assistance or support for any of the activities described in Item Numbers 43.b. - 43.e.?',
      ),
      'EXPLANATION_1',
    ),
    security(
      'q43.i',
      subPart(
        EVER,
        'Provided money, a thing of value, services or labor, or any other assistance or support for an individual, group, or organization who did any of the activities described in Item Numbers 43.b. - 43.e.?',
      ),
      'EXPLANATION_1',
    ),
    security(
      'q44',
      `${DO_YOU} intend to engage in any of the activities listed in any part of Item Numbers 43.b. - 43.e.?`,
      'EXPLANATION_1',
    ),
    security(
      'q45',
      `${DO_YOU} intend to engage in any activity that could endanger the welfare, safety, or security of the United States?`,
      'EXPLANATION_1',
    ),
    security(
      'q46',
      `${ARE_YOU} the spouse or child of an individual who EVER engaged in any of the activities listed in Item Numbers 43.b. - 43.i.?`,
      'EXPLANATION_2',
    ),
  ]),
} as const satisfies StepDef;

/** Item Numbers 47. - 55.: weapons, detention, armed groups, persecution and child soldiers. */
export const securityParticipationStep = {
  name: 'Security and Background - Participation',
  intro:
    'These questions are about taking part in armed forces and groups, detention, and violence, at any time and anywhere in the world.',
  fields: yesNoItems([
    security(
      'q47',
      `${HAVE_YOU} EVER sold, provided, or transported weapons, or assisted any person in selling, providing, or transporting weapons, which ${select('you', '{name}')} knew or believed would be used against another person?`,
      'EXPLANATION_4',
    ),
    security(
      'q48',
      `${HAVE_YOU} EVER worked, volunteered, or otherwise served in any prison, jail, prison camp, detention facility, labor camp, or any other place where people were detained, or ${select('have you', 'has {name}')} EVER directed or participated in any other activity that involved detaining people?`,
      'EXPLANATION_4',
      helpText('This includes any job in such a place, for example as a guard, nurse, cook, or clerk.', SENSITIVE),
    ),
    security(
      'q49',
      `${HAVE_YOU} EVER been a member of, assisted, or participated in any group, unit, or organization of any kind in which ${select('you', '{name}')} or other persons used any type of weapon against any person or threatened to do so?`,
      'EXPLANATION_4',
    ),
    security(
      'q50',
      `${HAVE_YOU} EVER served in, been a member of, assisted (helped), or participated in any military or police unit?`,
      'EXPLANATION_3',
      helpText('This includes compulsory military service and service in any police force.', EXPLAIN_ON_YES),
    ),
    security(
      'q51',
      `${HAVE_YOU} EVER served in, been a member of, assisted (helped), or participated in any armed group (a group that carries weapons), for example: paramilitary unit (a group of people who act like a military group, but are not part of the official military), self-defense unit, vigilante unit, rebel group, or guerrilla group?`,
      'EXPLANATION_3',
    ),
    security(
      'q52',
      `${HAVE_YOU} EVER been a member of, or in any way affiliated with, the Communist Party or any totalitarian party (in the United States or abroad)?`,
      'EXPLANATION_4',
      helpText(
        'Answer Yes even if membership was required for school or a job, or ended long ago. The law has exceptions, for example for involuntary membership; an immigration attorney can tell you whether one applies, and your explanation should say so.',
        SENSITIVE,
      ),
    ),
    security('q53.a', subPart(PARTICIPATED, 'Torture?'), 'EXPLANATION_4'),
    security('q53.b', subPart(PARTICIPATED, 'Genocide?'), 'EXPLANATION_4'),
    security('q53.c', subPart(PARTICIPATED, 'Killing, or trying to kill, any person?'), 'EXPLANATION_4'),
    security(
      'q53.d',
      subPart(PARTICIPATED, 'Intentionally and severely injuring or trying to injure any person?'),
      'EXPLANATION_4',
    ),
    security(
      'q54',
      `${HAVE_YOU} EVER recruited, enlisted, conscripted, or used any person under 15 years of age to take part in hostilities or to serve in or help an armed force or group, or attempted or worked with others to do so?`,
      'EXPLANATION_4',
    ),
    security(
      'q55',
      `${HAVE_YOU} EVER used any person under 15 years of age to take part in hostilities, for instance, participating in combat or providing services related to combat (such as sabotage or serving as a courier) or providing support services (such as transporting supplies), or attempted or worked with others to do so?`,
      'EXPLANATION_4',
    ),
  ]),
} as const satisfies StepDef;
