import type { ExplanationPrompt, StepDef } from '../../types.ts';
import { applicant, select } from '../applicant-voice.ts';
import {
  CRIMINAL_EXPLANATION_HELP,
  DO_YOU,
  EXPLAIN_ON_YES,
  HAVE_YOU,
  SENSITIVE,
  THEIR,
  helpText,
  whenYes,
  yesNoItems,
  type Part9Item,
} from './part9-item.ts';

/** Items 22. - 41. all need the form's description of each offense when answered Yes. */
const criminal = <K extends string>(
  key: K,
  question: string,
  explanation: ExplanationPrompt,
  extra: Pick<Part9Item, 'help' | 'visibleWhen' | 'explanationHelp'> = {},
): Part9Item<K> & { readonly explanation: ExplanationPrompt } => ({
  key,
  question,
  help: SENSITIVE,
  explanation,
  explanationHelp: CRIMINAL_EXPLANATION_HELP,
  ...extra,
});

/** I-485 Part 9, "Criminal Acts and Violations", Item Numbers 22. - 41. */
export const criminalHistoryStep = {
  name: 'Criminal History',
  intro: applicant(
    'Answer Yes to any question that applies to you, even if your records were sealed or otherwise cleared, even if anyone, including a judge, law enforcement officer, or attorney, told you that you no longer have a record, and whether it happened in the United States or anywhere else in the world.',
    "Answer Yes to any question that applies to {name}, even if {name}'s records were sealed or otherwise cleared, even if anyone, including a judge, law enforcement officer, or attorney, told {name} that they no longer have a record, and whether it happened in the United States or anywhere else in the world.",
  ),
  fields: yesNoItems([
    criminal(
      'q22',
      `${HAVE_YOU} EVER been arrested, cited, charged, or permitted to participate in a diversion program (including pre-trial diversion, deferred prosecution, deferred adjudication, or any withheld adjudication), or detained for any reason by any law enforcement official in any country including but not limited to any U.S. immigration official or any official of the U.S. armed forces or U.S. Coast Guard or by a similar official of a country other than the United States?`,
      'EXPLANATION_4',
      {
        help: helpText(
          'Include every arrest, citation, charge, or detention, even if the charges were dropped or the record was sealed or expunged. A ticket is a citation: always include one that involved alcohol or drugs or led to an arrest, and if you are unsure whether a minor traffic ticket counts, include it or ask an immigration attorney.',
          SENSITIVE,
        ),
      },
    ),
    criminal(
      'q23',
      `${HAVE_YOU} EVER committed a crime of any kind (even if ${select('you were', '{name} was')} not arrested, cited, charged with, or tried for that crime, or convicted)?`,
      'EXPLANATION_1',
    ),
    criminal(
      'q24',
      `${HAVE_YOU} EVER pled guilty to or been convicted of a crime or offense (even if the violation was subsequently expunged or sealed by a court, or if ${select('you were', '{name} was')} granted a pardon, amnesty, a rehabilitation decree, or other act of clemency)?`,
      'EXPLANATION_4',
      {
        help: helpText(
          `If ${select('you were', '{name} was')} the beneficiary of a pardon, amnesty, a rehabilitation decree, or other act of clemency, provide documentation of that post-conviction action.`,
          SENSITIVE,
        ),
      },
    ),
    criminal(
      'q25',
      `${HAVE_YOU} EVER been ordered punished by a judge or had conditions imposed on ${select('you that restrained your', '{name} that restrained their')} liberty (such as a prison sentence, suspended sentence, house arrest, parole, alternative sentencing, drug or alcohol treatment, rehabilitative programs or classes, probation, or community service)?`,
      'EXPLANATION_4',
    ),
    criminal(
      'q26',
      `${HAVE_YOU} EVER violated (or attempted or conspired to violate) any controlled substance law or regulation of a state, the United States, or a foreign country?`,
      'EXPLANATION_1',
      {
        help: helpText(
          'This includes using, possessing, growing, or selling marijuana, even where a state allows it: marijuana is still a controlled substance under U.S. federal law.',
          SENSITIVE,
        ),
      },
    ),
    criminal(
      'q27',
      `${HAVE_YOU} EVER trafficked in or benefited from, or knowingly aided, abetted, assisted, conspired or colluded in the illegal trafficking of any controlled substances, such as chemicals, illegal drugs, or narcotics?`,
      'EXPLANATION_1',
    ),
    criminal(
      'q28',
      select(
        'Are you the spouse, son, or daughter of an alien who illicitly trafficked or aided (or otherwise abetted, assisted, conspired, or colluded) in the illicit trafficking of a controlled substance, such as chemicals, illegal drugs, or narcotics and you obtained, within the last 5 years, any financial or other benefit from this activity of your spouse or parent?',
        'Is {name} the spouse, son, or daughter of an alien who illicitly trafficked or aided (or otherwise abetted, assisted, conspired, or colluded) in the illicit trafficking of a controlled substance, such as chemicals, illegal drugs, or narcotics and did {name} obtain, within the last 5 years, any financial or other benefit from this activity of their spouse or parent?',
      ),
      'EXPLANATION_2',
    ),
    criminal(
      'q29',
      select(
        'If your answer to Item Number 28. is "Yes," did you know or should you have reasonably known that the financial or other benefit you obtained resulted from this activity of your spouse or parent?',
        'If your answer to Item Number 28. is "Yes," did {name} know or should {name} have reasonably known that the financial or other benefit {name} obtained resulted from this activity of their spouse or parent?',
      ),
      'EXPLANATION_4',
      { visibleWhen: whenYes('q28') },
    ),
    criminal(
      'q30',
      `${HAVE_YOU} EVER engaged in prostitution or ${select('are you', 'is {name}')} coming to the United States to engage in prostitution?`,
      'EXPLANATION_1',
    ),
    criminal(
      'q31',
      `${HAVE_YOU} EVER directly or indirectly procured or attempted to procure, or imported prostitutes or persons for the purpose of prostitution?`,
      'EXPLANATION_1',
    ),
    criminal('q32', `${HAVE_YOU} EVER received any proceeds or money from prostitution?`, 'EXPLANATION_1'),
    criminal(
      'q33',
      `${DO_YOU} intend to engage in illegal gambling or any other form of commercialized vice, such as prostitution, bootlegging, or the sale of child pornography, while in the United States?`,
      'EXPLANATION_1',
    ),
    criminal(
      'q34',
      `${HAVE_YOU} EVER exercised immunity (diplomatic or otherwise) to avoid being prosecuted for a criminal offense in the United States?`,
      'EXPLANATION_1',
    ),
    criminal('q35.a', `${HAVE_YOU} EVER served as a foreign government official?`, 'EXPLANATION_1', {
      help: helpText('This includes any office in a national, regional, or local government of another country.', EXPLAIN_ON_YES),
      explanationHelp: `Give the country, the government body, ${THEIR} position, and the dates ${select('you', '{name}')} held it.`,
    }),
    criminal(
      'q35.b',
      `If your answer to Item Number 35.a. is "Yes," ${select('have you', 'has {name}')} EVER been responsible for, enforced, or directly carried out violations of religious freedoms?`,
      'EXPLANATION_1',
      { visibleWhen: whenYes('q35.a') },
    ),
    criminal(
      'q36',
      `${HAVE_YOU} EVER induced by force, fraud, or coercion (or otherwise been involved in) the trafficking of another person for commercial sex acts (sex trafficking)?`,
      'EXPLANATION_1',
      {
        help: helpText(
          'Sex trafficking involves inducing or causing an adult to engage in a commercial sex act (any sex act performed for anything of value) through fraud, force, or coercion, or inducing or causing any person under 18 years of age to engage in a commercial sex act (even without force, fraud, or coercion).',
          SENSITIVE,
        ),
      },
    ),
    criminal(
      'q37',
      `${HAVE_YOU} EVER trafficked a person into involuntary servitude, peonage, debt bondage, or slavery?`,
      'EXPLANATION_1',
      {
        help: helpText(
          'Trafficking includes recruiting, harboring, transporting, providing, or obtaining a person for labor or services through the use of force, fraud, or coercion.',
          SENSITIVE,
        ),
      },
    ),
    criminal(
      'q38',
      `${HAVE_YOU} EVER knowingly aided, abetted, assisted, conspired, or colluded with others in trafficking in persons for commercial sex acts or involuntary servitude, peonage, debt bondage, or slavery?`,
      'EXPLANATION_1',
    ),
    criminal(
      'q39',
      select(
        'Are you the spouse, son, or daughter of an alien who engaged in the trafficking in persons and have received or obtained, within the last 5 years, any financial or other benefits from this activity of your spouse or your parent?',
        'Is {name} the spouse, son, or daughter of an alien who engaged in the trafficking in persons and has {name} received or obtained, within the last 5 years, any financial or other benefits from this activity of their spouse or their parent?',
      ),
      'EXPLANATION_2',
    ),
    criminal(
      'q40',
      select(
        'If your answer is "Yes" to Item Number 39., did you know or reasonably should have known that this benefit resulted from this activity of your spouse or parent?',
        'If your answer is "Yes" to Item Number 39., did {name} know or reasonably should {name} have known that this benefit resulted from this activity of their spouse or parent?',
      ),
      'EXPLANATION_4',
      { visibleWhen: whenYes('q39') },
    ),
    criminal(
      'q41',
      `${HAVE_YOU} EVER engaged in money laundering or ${select('have you', 'has {name}')} EVER knowingly aided, assisted, abetted, conspired, or colluded with others in money laundering or ${select('do you', 'does {name}')} seek to enter the United States to engage in such activity?`,
      'EXPLANATION_1',
    ),
  ]),
} as const satisfies StepDef;
