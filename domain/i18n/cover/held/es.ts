import type { coverHeldEn } from './en.ts';

/** The cover's held-form notice in neutral Latin American Spanish (glossary: ../../es.ts). */
export const coverHeldEs: Readonly<Record<keyof typeof coverHeldEn, string>> = {
  'cover.held.title': 'No envíen este paquete todavía',
  'cover.held.form':
    'El Form {form} de este archivo es la edición {edition}, que USCIS ya no acepta{since, select, none {} other { desde el {since}}}{required, select, none {} other {; solo acepta la edición {required}}}. No lo envíen: USCIS rechaza un formulario de una edición que ya no acepta, o lo trata como si faltara.',
  'cover.held.kept': 'Todas sus respuestas se conservan. Les enviaremos un correo electrónico en cuanto se actualice el formulario; entonces descarguen de nuevo su paquete y envíen ese.',
};
