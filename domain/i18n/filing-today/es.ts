import type { filingTodayEn } from './en.ts';

/** What can be filed today, in neutral Latin American Spanish, "usted" (glossary: ../../catalogue/spanish/GLOSSARY.md). */
export const filingTodayEs: Readonly<Record<keyof typeof filingTodayEn, string>> = {
  'filingToday.failed': 'Antes de que usted pague, su panel le indica cuáles de sus formularios se pueden presentar hoy.',
  'filingToday.all': 'Hoy, {date}, se pueden presentar todos los formularios que preparamos: usted paga {price} una sola vez y descarga su paquete completo.',
  'filingToday.title': 'Qué se puede presentar hoy, {date}, y qué debe esperar',
  'filingToday.petition': 'La petición ({forms}) se puede comprar y presentar hoy, sola o primero.',
  'filingToday.waiting': 'Estos formularios deben esperar:',
  'filingToday.form': 'Formulario {name}: {reason}',
  'filingToday.petitionNow':
    'Una pareja cuya solicitud de green card debe esperar puede presentar la petición ahora: un solo pago de {price} cubre la petición, para descargarla de inmediato, y la solicitud de green card, para descargarla cuando esté lista; le avisaremos por correo electrónico.',
  'filingToday.nothingYet': 'El pago se habilita en cuanto una parte de su trámite se pueda presentar: no vendemos nada que USCIS rechazaría.',
};
