import { EXPLANATION_PROMPTS, EXPLANATION_PROMPTS_NAMING } from '../../explanations.ts';
import type { CatalogueText } from '../../text.ts';
import type { Condition, ExplanationPrompt, FieldDef } from '../../types.ts';
import { applicant, inApplicantVoice, select } from '../applicant-voice.ts';

/** One yes/no item of I-485 Part 9, with the explanation a "Yes" calls for. */
export interface Part9Item<K extends string = string> {
  /** 'q22', 'q42.a': the item number of the form. */
  readonly key: K;
  /**
   * The form's own wording of the item, in the applicant's voice (applicant-voice.ts): its "you"
   * branch is the form's wording, its other branch names the beneficiary to the petitioner.
   */
  readonly question: string;
  readonly help?: string;
  /** For items the form asks only after an earlier answer ("If you answered "Yes" to Item Number 19., …"). */
  readonly visibleWhen?: Condition;
  /** The explanation asked when the answer is Yes; left out where a list asks for the details instead. */
  readonly explanation?: ExplanationPrompt;
  readonly explanationHelp?: string;
}

export const whenYes = (key: string): Condition => ({ field: key, is: 'yes' });

/** Key of the explanation of a question: 'q22Explanation', 'q42.aExplanation'. */
export const explanationKey = <K extends string>(key: K) => `${key}Explanation` as const;

/** The question of an item, under the item's key. */
type QuestionOf<I extends Part9Item> = FieldDef & { readonly key: I['key']; readonly kind: 'yesNo' };
/** The explanation of an item that asks one, under `${key}Explanation`. */
type ExplanationOf<I extends Part9Item> = FieldDef & { readonly key: `${I['key']}Explanation`; readonly kind: 'textarea' };

/** The prompt of an explanation, naming the beneficiary to the petitioner where it speaks of the one who did it. */
const promptOf = (prompt: ExplanationPrompt): CatalogueText =>
  EXPLANATION_PROMPTS[prompt] === EXPLANATION_PROMPTS_NAMING[prompt] ? EXPLANATION_PROMPTS[prompt] : applicant(EXPLANATION_PROMPTS[prompt], EXPLANATION_PROMPTS_NAMING[prompt]);

/** The fields an item adds: its question, and its explanation when it asks one. */
export type Part9Fields<I extends Part9Item> = I extends { readonly explanation: ExplanationPrompt } ? QuestionOf<I> | ExplanationOf<I> : QuestionOf<I>;

/** The yes/no question, followed by its explanation when it has one (so its fields are Part9Fields<I>). */
export const yesNoItem = <const I extends Part9Item>(item: I): Part9Fields<I>[] => fieldsOfItem(item) as Part9Fields<I>[];

function fieldsOfItem<I extends Part9Item>(item: I): (QuestionOf<I> | ExplanationOf<I>)[] {
  const question: QuestionOf<I> = {
    key: item.key,
    question: inApplicantVoice(item.question),
    kind: 'yesNo',
    required: true,
    ...(item.help === undefined ? {} : { help: inApplicantVoice(item.help) }),
    ...(item.visibleWhen === undefined ? {} : { visibleWhen: item.visibleWhen }),
  };
  if (item.explanation === undefined) return [question];
  // A follow-up's explanation also needs the answer that opens the follow-up, so a stale "Yes" never asks for it.
  const shownWhen: Condition =
    item.visibleWhen === undefined ? whenYes(item.key) : { all: [item.visibleWhen, whenYes(item.key)] };
  const explanation: ExplanationOf<I> = {
    key: explanationKey(item.key),
    question: promptOf(item.explanation),
    kind: 'textarea',
    required: true,
    visibleWhen: shownWhen,
    explanationPrompt: item.explanation,
    ...(item.explanationHelp === undefined ? {} : { help: inApplicantVoice(item.explanationHelp) }),
  };
  return [question, explanation];
}

/** The fields of several items, in order; an item's keys are types, and its explanation's key only when it asks one. */
export const yesNoItems = <const I extends Part9Item>(items: readonly I[]): Part9Fields<I>[] => items.flatMap((item) => yesNoItem(item));

/**
 * A lettered sub-part read with the form's lead-in sentence ("Have you EVER:" + "Received any
 * weapons training, …?"), since the wizard shows each sub-part as a question of its own.
 */
export const subPart = (leadIn: string, text: string): string => `${leadIn} ${text}`;

/** Several help sentences as one text. */
export const helpText = (...sentences: readonly string[]): string => sentences.join(' ');

/** The openings of the items in the applicant's voice: "Have you" to the beneficiary, "Has Priya" to the petitioner. */
export const HAVE_YOU = select('Have you', 'Has {name}');
export const ARE_YOU = select('Are you', 'Is {name}');
export const DO_YOU = select('Do you', 'Does {name}');
/** The applicant as the object or owner of the words: "you"/"Priya", "your"/"Priya's", "your"/"their" once named. */
export const YOU = select('you', '{name}');
export const YOUR = select('your', "{name}'s");
export const THEIR = select('your', 'their');

export const EXPLAIN_ON_YES =
  'If you answer Yes, you will be asked to explain; your explanation is printed in Part 14 (Additional Information) of the form.';

export const SENSITIVE = `If you answer Yes, you will be asked to explain. A Yes here can decide whether ${select('you get', '{name} gets')} a green card, so consider asking an immigration attorney before you file. Answer truthfully: a false answer can itself make ${YOU} inadmissible.`;

export const CRIMINAL_EXPLANATION_HELP =
  `For each offense, describe the offense, where and when it happened, whether ${select('you were', '{name} was')} arrested, cited, charged, or detained, and the outcome (for example convicted, a diversion program, no charges filed, charges dismissed, jail, prison, detention, probation, or community service), including the length of any sentence to confinement, even if suspended. USCIS usually asks for court and police records of each event.`;

export const UNLAWFUL_PRESENCE_HELP = select(
  'Unlawful presence is time you spent in the United States after the period of stay you were given ended (usually the "Admit Until" date on your I-94), or time in the United States after entering without being admitted or paroled. Which days count is technical (for example time before age 18, or while an application was pending), so if you ever stayed past your date or entered without inspection, ask an immigration attorney before you answer.',
  'Unlawful presence is time {name} spent in the United States after the period of stay they were given ended (usually the "Admit Until" date on their I-94), or time in the United States after entering without being admitted or paroled. Which days count is technical (for example time before age 18, or while an application was pending), so if {name} ever stayed past their date or entered without inspection, ask an immigration attorney before you answer.',
);

export const PUBLIC_CHARGE_EXEMPT_HELP =
  `Some immigration categories are exempt from the public charge ground of inadmissibility, for example refugees, asylees, T nonimmigrants (trafficking victims), U nonimmigrants (crime victims), VAWA self-petitioners, and Special Immigrant Juveniles. Answer Yes only if ${select('you', '{name}')} held such a category at that time. Being married to a U.S. citizen or green card holder is not in itself an exempt category.`;
