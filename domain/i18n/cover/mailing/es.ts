import type { coverMailingEn } from './en.ts';

/** The cover's "Where to mail" in neutral Latin American Spanish (glossary: ../../es.ts). */
export const coverMailingEs: Readonly<Record<keyof typeof coverMailingEn, string>> = {
  'cover.mailing.title': 'Adónde enviarlo',
  'cover.mailing.lockbox':
    '{stage, select, petition {Envíen juntos los Forms I-130 e I-130A} other {Envíen todo junto}}, en un solo sobre o caja, al USCIS {lockbox} Lockbox: la dirección para {whose}.',
  'cover.mailing.whose':
    '{stage, select, petition {un Form I-130 presentado por sí solo por un peticionario que vive {place}} adjustment {un Form I-485 de base familiar presentado sobre un Form I-130 pendiente o aprobado por un solicitante que vive en {place}} other {un Form I-485 de base familiar presentado con su Form I-130 por un solicitante que vive en {place}}}',
  'cover.mailing.petitionerPlace': '{where, select, abroad {fuera de los Estados Unidos} unknown {en el estado de la dirección del domicilio del peticionario} other {en {where}}}',
  'cover.mailing.applicantPlace': '{where, select, unknown {el estado de la dirección del domicilio indicada en el Form I-485} other {{where}}}',
  'cover.mailing.petitionerAbroad': 'un peticionario que vive fuera de los Estados Unidos',
  'cover.mailing.petitionerState': '{where, select, unknown {el estado de la dirección del domicilio del peticionario} other {{where}}}',
  'cover.mailing.familyKind': 'solicitudes de base familiar de un solicitante que vive en {place}',
  'cover.mailing.usps': 'Por el Servicio Postal (USPS)',
  'cover.mailing.courier': 'Por FedEx, UPS o DHL',
  'cover.mailing.source':
    'Según la tabla de USCIS ({source}), {read, select, confirmed {vigente al {date}} other {en vigor desde el {date}}}. USCIS cambia los lockboxes de vez en cuando: consulten {page} el día en que lo envíen.',
  'cover.mailing.fallback':
    '{why, select, unknown {No conocemos la dirección del lockbox vigente el {date}} other {La tabla de USCIS no indica ningún lockbox para {place}}}: abran {page} y {stage, select, petition {envíen juntos los Forms I-130 e I-130A} other {envíen todo junto}}, en un solo sobre o caja, a la dirección que indica para {kind}.',
  'cover.mailing.visaPetition':
    '{visa} Presenten el Form I-485 cuando la tabla que usa USCIS esté al día para su fecha de prioridad, la fecha del aviso de recibo que USCIS envía por el Form I-130: sus respuestas se conservan aquí para ello.',
  'cover.mailing.visa':
    'El peticionario es residente permanente: {stage, select, adjustment {USCIS recibe el Form I-485} other {USCIS recibe el Form I-485 con el Form I-130}} solo mientras haya una visa disponible para el cónyuge (categoría F2A). {visa}{alone, select, yes { La petición sola va a la dirección que {page} indica para un Form I-130 presentado por sí solo, según el estado del peticionario.} other {}}',
  'cover.mailing.order':
    'Coloquen cada autorización de pago encima del formulario que paga, y cada formulario antes de sus pruebas, en el orden de este archivo. Usen un servicio de correo con seguimiento y guarden una copia completa de todo lo que envíen.',
};
