import { either } from './person.ts';

/**
 * The words the Spanish of the I-485 eligibility questions (Part 9) shares. A text about the
 * applicant is written once with '@' where the applicant is named: "usted" to the beneficiary
 * filling in, their first name to the petitioner (the English's voice). Verbs agree with both, as
 * "usted" takes the third person. Item numbers and part names stay in English.
 */
export const about = (words: string): string =>
  words.includes('@') ? either(words.replace(/(^|[.?!] )@/g, '$1Usted').replaceAll('@', 'usted'), words.replaceAll('@', '{name}')) : words;

/** Several help sentences as one text, in the applicant's voice when one of them names the applicant. */
export const helpEs = (...sentences: readonly string[]): string => about(sentences.join(' '));

/** What the form prints, so a free-text answer says it is written in English. */
export const IN_ENGLISH = '(en inglés: se imprime en el formulario)';

export const EXPLAIN_ON_YES_ES = 'Si responde Sí, se le pedirá una explicación, que se imprime en la Part 14 (Additional Information) del formulario.';

export const SENSITIVE_ES =
  'Si responde Sí, se le pedirá una explicación. Un Sí aquí puede decidir si @ obtiene la residencia permanente, así que considere consultar a un abogado de inmigración antes de presentar la solicitud. Responda con la verdad: una respuesta falsa puede, por sí sola, hacer que @ sea inadmisible.';

export const CRIMINAL_EXPLANATION_HELP_ES =
  'Para cada delito, describa el delito, dónde y cuándo ocurrió, si @ fue arrestado(a), citado(a), acusado(a) o detenido(a), y el resultado (por ejemplo: condena, un programa de desvío, no se presentaron cargos, cargos desestimados, cárcel, prisión, detención, libertad a prueba o servicio comunitario), incluida la duración de toda pena privativa de libertad, aunque haya sido suspendida. USCIS suele pedir los registros judiciales y policiales de cada hecho.';

export const UNLAWFUL_PRESENCE_HELP_ES =
  'La presencia ilegal es el tiempo que @ pasó en los Estados Unidos después de que terminó el período de estadía autorizado (normalmente la fecha "Admit Until" del I-94), o el tiempo en los Estados Unidos después de entrar sin haber sido admitido(a) ni recibido(a) con parole. Qué días cuentan es un asunto técnico (por ejemplo, el tiempo antes de los 18 años o mientras una solicitud estaba pendiente), así que si @ alguna vez se quedó más allá de su fecha o entró sin inspección, consulte a un abogado de inmigración antes de responder.';

export const PUBLIC_CHARGE_EXEMPT_HELP_ES =
  'Algunas categorías migratorias están exentas de la causal de inadmisibilidad por carga pública (public charge), por ejemplo los refugiados, los asilados, los no inmigrantes T (víctimas de trata de personas), los no inmigrantes U (víctimas de delitos), quienes presentan una autopetición bajo VAWA y los jóvenes inmigrantes especiales (Special Immigrant Juveniles). Responda Sí solo si @ tenía una de esas categorías en ese momento. Estar casado con un ciudadano estadounidense o con un titular de una green card no es, por sí mismo, una categoría exenta.';
