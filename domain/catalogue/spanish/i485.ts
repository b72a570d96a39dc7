import { i485Specific } from '../forms/i485-specific.ts';
import type { ExplanationPrompt, StepDef } from '../types.ts';
import { ILLEGAL_ENTRIES_ES, MISCELLANEOUS_ES, PUBLIC_ASSISTANCE_ES, UNLAWFUL_PRESENCE_ES } from './i485-conduct.ts';
import { CRIMINAL_ES, CRIMINAL_EXPLANATION_HELP_OF, INADMISSIBILITY_ES, ORGANIZATIONS_ES } from './i485-history.ts';
import { SECURITY_HISTORY_ES, SECURITY_INTENT_ES, SECURITY_PARTICIPATION_ES } from './i485-security.ts';
import { IN_ENGLISH, about } from './i485-words.ts';
import { either } from './person.ts';
import type { FieldSpanish, FormSpanish } from './types.ts';

/** The explanation prompts (domain/catalogue/explanations.ts), each answered in English for Part 14. */
const PROMPT_ES: Readonly<Record<ExplanationPrompt, string>> = {
  EXPLANATION_1: about(`Explique lo que hizo @, con fechas y lugares, o lo que tiene la intención de hacer. ${IN_ENGLISH}`),
  EXPLANATION_2: either(
    `Explique lo que hizo su padre, su madre o su cónyuge, con fechas y lugares. ${IN_ENGLISH}`,
    `Explique lo que hizo el padre, la madre o el cónyuge de {name}, con fechas y lugares. ${IN_ENGLISH}`,
  ),
  EXPLANATION_3: either(
    `Indique el nombre del país, la unidad militar o el grupo armado, su rango o cargo y las fechas de su participación. ${IN_ENGLISH}`,
    `Indique el nombre del país, la unidad militar o el grupo armado, el rango o cargo de {name} y las fechas de su participación. ${IN_ENGLISH}`,
  ),
  EXPLANATION_4: `Explique lo que ocurrió, con fechas y lugares. ${IN_ENGLISH}`,
  EXPLANATION_5: about(
    `Escriba una declaración que explique por qué @ no asistió o se negó a asistir al proceso de expulsión, o a permanecer en él, incluida cualquier causa razonable. ${IN_ENGLISH}`,
  ),
  EXPLANATION_6: `Indique las fechas de presencia ilegal. ${IN_ENGLISH}`,
};

/** The help of the explanations that have their own, by the key of the item explained. */
const EXPLANATION_HELP_ES: Readonly<Record<string, string>> = {
  q67: 'Escriba aquí la declaración: se imprime en la Part 14 (Additional Information) del formulario. Incluya cualquier explicación de una causa razonable para esa inasistencia o negativa.',
  q76: 'Indique cada período con la fecha en que comenzó y la fecha en que terminó (o que continúa).',
};

const ITEMS_ES: Readonly<Record<string, FieldSpanish>> = {
  ...ORGANIZATIONS_ES,
  ...INADMISSIBILITY_ES,
  ...CRIMINAL_ES,
  ...SECURITY_INTENT_ES,
  ...SECURITY_HISTORY_ES,
  ...SECURITY_PARTICIPATION_ES,
  ...PUBLIC_ASSISTANCE_ES,
  ...ILLEGAL_ENTRIES_ES,
  ...UNLAWFUL_PRESENCE_ES,
  ...MISCELLANEOUS_ES,
};

/**
 * The explanation asked after each "Yes" (part9-item.ts), in Spanish from its prompt, with the
 * help the item gives it: its own, else the criminal items' common one.
 */
function explanationsEs(): Record<string, FieldSpanish> {
  const entries: Record<string, FieldSpanish> = {};
  const steps: readonly StepDef[] = i485Specific.steps;
  for (const field of steps.flatMap((step) => step.fields)) {
    if (field.explanationPrompt === undefined || ITEMS_ES[field.key]) continue;
    const explained = field.key.slice(0, -'Explanation'.length);
    const help = EXPLANATION_HELP_ES[explained] ?? (CRIMINAL_ES[explained] ? CRIMINAL_EXPLANATION_HELP_OF : undefined);
    entries[field.key] = { question: PROMPT_ES[field.explanationPrompt], ...(field.help !== undefined && help !== undefined ? { help } : {}) };
  }
  return entries;
}

/** I_485_SPECIFIC: Part 9 of Form I-485, about the beneficiary (the applicant), in the couple's voice. */
export const I485_ES: FormSpanish = {
  title: 'Preguntas de elegibilidad del I-485',
  description:
    'Las preguntas de elegibilidad e inadmisibilidad del Form I-485: organizaciones, historial migratorio, antecedentes penales, seguridad, asistencia pública y otras conductas.',
  steps: {
    Organizations: {
      name: 'Organizaciones',
      intro: about('El formulario pregunta por todos los grupos a los que @ ha pertenecido o en los que ha participado, en cualquier lugar del mundo y en cualquier momento de su vida.'),
    },
    Inadmissibility: {
      name: 'Inadmisibilidad',
      intro:
        'Las siguientes preguntas son la Part 9 del Form I-485. Responda cada una con la verdad. Cada Sí se explica en la Part 14 (Additional Information) del formulario, y aquí se le pedirá esa explicación. Si no está seguro de si una respuesta debe ser No, consulte a un abogado de inmigración antes de presentar la solicitud.',
    },
    'Criminal History': {
      name: 'Antecedentes penales',
      intro: about(
        'Responda Sí a toda pregunta que se aplique a @, aunque sus antecedentes hayan sido sellados o borrados de otro modo, aunque alguien (incluidos un juez, un agente del orden o un abogado) le haya dicho que ya no tiene antecedentes, y tanto si ocurrió en los Estados Unidos como en cualquier otro lugar del mundo.',
      ),
    },
    'Security and Background - Intent': {
      name: 'Seguridad y antecedentes: intenciones',
      intro: about('Estas preguntas son sobre lo que @ tiene la intención de hacer en los Estados Unidos.'),
    },
    'Security and Background - History': {
      name: 'Seguridad y antecedentes: historial',
      intro: about('Estas preguntas son sobre cosas que @ pueda haber hecho en cualquier momento y en cualquier lugar del mundo.'),
    },
    'Security and Background - Participation': {
      name: 'Seguridad y antecedentes: participación',
      intro:
        'Estas preguntas son sobre la participación en fuerzas y grupos armados, la detención de personas y la violencia, en cualquier momento y en cualquier lugar del mundo.',
    },
    'Public Assistance': {
      name: 'Asistencia pública',
      intro:
        'USCIS considera si es probable que un solicitante dependa de la asistencia en efectivo del gobierno o de cuidados a largo plazo ("carga pública", public charge). El número de miembros del hogar, los ingresos, los bienes, las deudas y la educación para esta parte del formulario se toman de sus otras respuestas.',
    },
    'Illegal Entries and Other Immigration Violations': {
      name: 'Entradas ilegales y otras infracciones migratorias',
      intro: 'Estas preguntas son sobre la corte de inmigración, los documentos y las declaraciones hechas para obtener un beneficio migratorio.',
    },
    'Unlawful Presence': {
      name: 'Presencia ilegal',
      intro: 'Estas preguntas son sobre expulsiones, entradas sin inspección y el tiempo pasado en los Estados Unidos sin permiso.',
    },
    Miscellaneous: { name: 'Otras conductas', intro: 'Las últimas preguntas de la Part 9.' },
  },
  fields: { ...ITEMS_ES, ...explanationsEs() },
};
