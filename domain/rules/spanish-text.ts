import { isGroupValue, type Answers } from '../answers.ts';
import { fieldsOf } from '../catalogue/index.ts';
import type { FormDef } from '../catalogue/types.ts';

/**
 * USCIS reads English: every free-text answer that prints on a form must be in English (issue 22).
 * A gentle check for the explanations a couple types (the several-line answers): one that reads as
 * Spanish is pointed out, never refused. It counts common Spanish words, not accents, so names and
 * places keep theirs ("José de la Cruz", "San José", "Panadería La Esperanza") without a warning.
 */

/**
 * Words common in any Spanish sentence and not English words ("con", "sin", "son", "era", "hay"
 * are, and are left out), so an English explanation that names a Spanish place or person has one
 * or two of them at most.
 */
const SPANISH_WORDS: ReadonlySet<string> = new Set([
  'el', 'la', 'los', 'las', 'del', 'al', 'un', 'una', 'unos', 'unas', 'lo', 'le', 'les', 'se', 'que', 'qué', 'y', 'en', 'por', 'para',
  'es', 'fue', 'fui', 'soy', 'estoy', 'estaba', 'estuve', 'tengo', 'tenía', 'tuve', 'hice', 'hizo', 'había', 'fueron',
  'porque', 'pero', 'muy', 'cuando', 'donde', 'dónde', 'como', 'cómo', 'mi', 'mis', 'tu', 'su', 'sus', 'yo', 'él', 'ella', 'nosotros', 'ellos',
  'este', 'esta', 'esto', 'ese', 'esa', 'también', 'sobre', 'entre', 'hasta', 'desde', 'después', 'antes', 'ya', 'más', 'menos', 'todo', 'todos',
  'nunca', 'siempre', 'año', 'años', 'trabajo', 'trabajé', 'trabajaba', 'ni', 'pues', 'sí', 'aquí', 'allí', 'ahora', 'entonces', 'durante',
]);

/** At least this many Spanish words, making at least this share of the words, and the answer reads as Spanish. */
const MIN_SPANISH_WORDS = 3;
const MIN_SPANISH_SHARE = 0.25;

/** Whether a free-text answer reads as Spanish: inverted marks (¿ ¡), or enough common Spanish words. */
export function readsAsSpanish(text: string): boolean {
  if (/[¿¡]/.test(text)) return true;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const spanish = words.filter((word) => SPANISH_WORDS.has(word)).length;
  return spanish >= MIN_SPANISH_WORDS && spanish / words.length >= MIN_SPANISH_SHARE;
}

/** An explanation that reads as Spanish: where it is answered ('key' or 'list[1].key'), by the catalogue's key. */
export interface SpanishAnswer {
  readonly field: string;
  /** The top-level question's key (the list's for an answer inside a list). */
  readonly key: string;
}

/** The explanations (several-line answers) of one form that read as Spanish, in the catalogue's order. */
export function spanishExplanations(form: FormDef, answers: Answers): SpanishAnswer[] {
  const found: SpanishAnswer[] = [];
  for (const { field } of fieldsOf(form)) {
    const value = answers[field.key];
    if (field.kind === 'textarea' && typeof value === 'string' && readsAsSpanish(value)) found.push({ field: field.key, key: field.key });
    if (field.kind !== 'group' || !isGroupValue(value)) continue;
    const explanations = (field.item ?? []).filter((item) => item.kind === 'textarea');
    value.forEach((row, index) => {
      for (const item of explanations) {
        const typed = row[item.key];
        if (typeof typed === 'string' && readsAsSpanish(typed)) found.push({ field: `${field.key}[${index}].${item.key}`, key: field.key });
      }
    });
  }
  return found;
}
