import type { jobsEn } from './en.ts';

/** Why a document job failed, in neutral Latin American Spanish, "usted" (glossary: ../es.ts). */
export const jobsEs: Readonly<Record<keyof typeof jobsEn, string>> = {
  'jobs.failed.checkAgain': 'Sus respuestas o los formularios oficiales cambiaron después de la revisión. Vuelva a ejecutar Revisar mis datos y luego genere sus documentos.',
  'jobs.failed.ourSide': 'No pudimos preparar sus documentos por un error de nuestra parte. Vuelva a intentarlo; si vuelve a ocurrir, comuníquese con soporte.',
};
