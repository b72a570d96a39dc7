import type { ineligibleEn } from './en.ts';

export const ineligibleEs: Readonly<Record<keyof typeof ineligibleEn, string>> = {
  'ineligible.title': 'No podemos preparar esta solicitud',
  'ineligible.subtitle': 'Según sus respuestas a las preguntas iniciales, nuestro servicio no puede preparar su solicitud de residencia permanente (green card).',
};
