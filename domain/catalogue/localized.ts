import type { Language } from '../i18n/languages.ts';
import { YES_NO, YES_NO_UNKNOWN } from './choices.ts';
import { SPANISH, SPANISH_VOICED_ABOUT, spanishOf } from './spanish/index.ts';
import type { FieldSpanish, SpanishText } from './spanish/types.ts';
import type { CatalogueText } from './text.ts';
import type { Choice, FieldDef, FormDef, StepDef } from './types.ts';

/**
 * A wizard as a reader of `language` reads it: the same questions, keys, rules and conditions,
 * with each text in that language where the catalogue has it (spanish/), else in English. The
 * catalogue stays the one description: only the words change, never what is asked or stored.
 */

/** The English text's person, when it is written in the couple's voice (a voiced part). */
function aboutOf(text: CatalogueText | undefined): 'p' | 'b' | undefined {
  if (text === undefined || typeof text === 'string') return undefined;
  for (const part of text) if (typeof part === 'object' && 'voiced' in part) return part.about;
  return undefined;
}

const SELECT_MARK = '{who, select,';

/** Whether a Spanish text is written in the couple's voice. */
const spanishVoiced = (spanish: SpanishText): boolean =>
  typeof spanish === 'string' ? spanish.includes(SELECT_MARK) : spanish.some((part) => typeof part === 'string' && part.includes(SELECT_MARK));

/**
 * The Spanish in place of the English; a text written in the voice stays voiced, about the same
 * person, and its tax years stay parts. A Spanish text in the voice whose English is not (yet) is
 * voiced about `person`, the one the wizard asks about (spanish/index.ts).
 */
export function inPlaceOf(english: CatalogueText | undefined, spanish: SpanishText | undefined, person?: 'p' | 'b'): CatalogueText | undefined {
  if (english === undefined || spanish === undefined) return english;
  // Texts that are messages of domain/i18n are in every language already.
  if (typeof english !== 'string' && english.some((part) => typeof part === 'object' && 'message' in part)) return english;
  const about = aboutOf(english) ?? (spanishVoiced(spanish) ? person : undefined);
  if (typeof spanish === 'string') return about ? [{ voiced: spanish, about }] : spanish;
  return spanish.map((part) => (typeof part === 'string' && about ? { voiced: part, about } : part));
}

function localizedField(field: FieldDef, spanish: FieldSpanish | undefined, person: 'p' | 'b' | undefined): FieldDef {
  const items = field.item?.map((item) => localizedField(item, spanish?.item?.[item.key], person));
  if (!spanish) return items ? { ...field, item: items } : field;
  const help = inPlaceOf(field.help, spanish.help, person);
  return {
    ...field,
    question: inPlaceOf(field.question, spanish.question, person) ?? field.question,
    ...(help === undefined ? {} : { help }),
    ...(field.choices ? { choices: field.choices.map((choice) => ({ ...choice, label: spanish.choices?.[choice.value] ?? choice.label })) } : {}),
    ...(field.itemLabel && spanish.itemLabel ? { itemLabel: spanish.itemLabel } : {}),
    ...(items ? { item: items } : {}),
  };
}

const cache = new Map<FormDef, FormDef>();

function inSpanish(form: FormDef): FormDef {
  const known = cache.get(form);
  if (known) return known;
  const table = SPANISH[form.type];
  const person = SPANISH_VOICED_ABOUT[form.type];
  const steps = form.steps.map((step): StepDef => {
    const words = table?.steps[step.name];
    const intro = inPlaceOf(step.intro, words?.intro, person);
    return {
      ...step,
      name: words?.name ?? step.name,
      ...(intro === undefined ? {} : { intro }),
      fields: step.fields.map((field) => localizedField(field, spanishOf(form.type, field), person)),
    };
  });
  const localized: FormDef = { ...form, title: table?.title ?? form.title, description: table?.description ?? form.description, steps };
  cache.set(form, localized);
  return localized;
}

/** The wizard in the reader's language. */
export const localizedForm = (form: FormDef, language: Language): FormDef => (language === 'es' ? inSpanish(form) : form);

const YES_NO_LABELS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {},
  es: { yes: 'Sí', no: 'No', unknown: 'No lo sé' },
};

/** The choices a question offers: its own, or yes and no (and "I do not know") in the reader's language. */
export function answerChoices(field: FieldDef, language: Language): readonly Choice[] {
  if (field.choices) return field.choices;
  const choices = field.kind === 'yesNoUnknown' ? YES_NO_UNKNOWN : YES_NO;
  return choices.map((choice) => ({ ...choice, label: YES_NO_LABELS[language][choice.value] ?? choice.label }));
}
