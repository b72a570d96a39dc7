import { either } from './person.ts';
import type { FieldSpanish, FormSpanish } from './types.ts';

/** Part 4, items 2.c and 3.c: what became of the last document issued. */
const DOCUMENT_DISPOSITION_ES = {
  in_my_possession: 'El solicitante todavía lo tiene',
  attached: 'Se envía con esta solicitud',
  lost: 'Se perdió',
  stolen: 'Fue robado',
  damaged_destroyed: 'Se dañó o se destruyó',
  returned: 'Se devolvió al gobierno de los Estados Unidos (por ejemplo, en la frontera)',
} as const;

/** The date issued and the disposition of the last document of a kind (Part 4, items 2 and 3); `document` with its article. */
function lastDocumentIssued(prefix: string, document: string): Record<string, FieldSpanish> {
  return {
    [`${prefix}IssuedDate`]: {
      question: either(`¿En qué fecha se le emitió a usted ${document} más reciente?`, `¿En qué fecha se le emitió a {name} ${document} más reciente?`),
      help: 'La fecha de emisión impresa en el documento.',
    },
    [`${prefix}Disposition`]: { question: '¿Qué pasó con ese documento?', choices: DOCUMENT_DISPOSITION_ES },
  };
}

const CORRECTION_HELP = 'Responda Sí por cada dato que se deba corregir.';

/** I_131_SPECIFIC: the travel document's own questions, about the beneficiary (the applicant), in the couple's voice. */
export const I131_ES: FormSpanish = {
  title: 'Documento de viaje (Form I-131)',
  description: 'La solicitud de permiso de viaje (advance parole), para viajar al extranjero y regresar mientras la solicitud de residencia permanente está pendiente.',
  steps: {
    'Application Type': {
      name: 'Tipo de solicitud',
      intro: either(
        'Todas las preguntas de este formulario son sobre usted, como cónyuge que solicita la residencia permanente y que viajará con el documento.',
        'Todas las preguntas de este formulario son sobre {name}, quien solicita la residencia permanente y viajará con el documento. Responda por {name}.',
      ),
    },
    'Travel Information': {
      name: 'Información del viaje',
      intro: either(
        'Informe a USCIS sobre el viaje que planea. Si todavía no tiene un plan exacto, dé su mejor estimación.',
        'Informe a USCIS sobre el viaje que planea {name}. Si todavía no hay un plan exacto, dé su mejor estimación.',
      ),
    },
    'Processing Information': {
      name: 'Información para el trámite',
      intro: either(
        'USCIS envía por correo el documento de viaje (advance parole) a la dirección postal en los Estados Unidos que usted indicó en la Información del beneficiario. El Form I-131 no permite a quien solicita un advance parole elegir una embajada, un consulado o una oficina en el extranjero para recogerlo, así que mantenga su dirección postal al día ante USCIS.',
        'USCIS envía por correo el documento de viaje (advance parole) a la dirección postal de {name} en los Estados Unidos indicada en la Información del beneficiario. El Form I-131 no permite a quien solicita un advance parole elegir una embajada, un consulado o una oficina en el extranjero para recogerlo, así que mantenga al día ante USCIS la dirección postal de {name}.',
      ),
    },
  },
  fields: {
    i131ApplicationType: {
      question: either('Lo que usted solicita', 'Lo que solicita {name}'),
      help: either(
        'El permiso de viaje (advance parole) le permite salir de los Estados Unidos y regresar mientras su solicitud de residencia permanente está pendiente. Sin él, salir de los Estados Unidos normalmente significa que se da por abandonada su solicitud. Usted debe estar en los Estados Unidos al presentarla, y no debe salir antes de tener el documento en la mano. Es el único tipo de documento de viaje que preparamos.',
        'El permiso de viaje (advance parole) le permite a {name} salir de los Estados Unidos y regresar mientras su solicitud de residencia permanente está pendiente. Sin él, salir de los Estados Unidos normalmente significa que se da por abandonada la solicitud. {name} debe estar en los Estados Unidos al presentarla, y no debe salir antes de tener el documento en la mano. Es el único tipo de documento de viaje que preparamos.',
      ),
      choices: { advance_parole_pending_i485: 'Documento de advance parole, basado en una solicitud de residencia permanente (Form I-485) pendiente' },
    },
    i131I485ReceiptNumber: {
      question: either(
        'Si su Form I-485 ya fue presentado, ¿cuál es su número de recibo (receipt number)?',
        'Si el Form I-485 de {name} ya fue presentado, ¿cuál es su número de recibo (receipt number)?',
      ),
      help: either(
        'Solo si presenta esta solicitud después de su Form I-485: el número de recibo figura en el aviso de recibo que USCIS le envió (3 letras y 10 dígitos). Déjelo vacío si envía ambas solicitudes juntas.',
        'Solo si esta solicitud se presenta después del Form I-485 de {name}: el número de recibo figura en el aviso de recibo que envió USCIS (3 letras y 10 dígitos). Déjelo vacío si ambas solicitudes se envían juntas.',
      ),
    },
    i131RefugeeStatus: {
      question: either(
        '¿Tiene usted estatus de refugiado, recibió un parole como refugiado, o es residente permanente como resultado directo de haber sido refugiado(a)?',
        '¿Tiene {name} estatus de refugiado, recibió un parole como refugiado, o es residente permanente como resultado directo de haber sido refugiado(a)?',
      ),
      help: 'La mayoría de quienes solicitan por matrimonio responden No. El estatus de asilado por sí solo no es estatus de refugiado.',
    },
    i131EverIssuedReentryOrRefugeeDoc: {
      question: either(
        '¿Se le ha emitido a usted alguna vez un permiso de reingreso (reentry permit) o un documento de viaje de refugiado (refugee travel document)?',
        '¿Se le ha emitido a {name} alguna vez un permiso de reingreso (reentry permit) o un documento de viaje de refugiado (refugee travel document)?',
      ),
      help: 'El permiso de reingreso es un documento de viaje para titulares de una green card; el documento de viaje de refugiado es para refugiados y asilados.',
    },
    ...lastDocumentIssued('i131LastReentryOrRefugeeDoc', 'el permiso de reingreso o documento de viaje de refugiado'),
    i131EverIssuedAdvanceParole: {
      question: either(
        '¿Se le ha emitido a usted alguna vez un documento de permiso de viaje (advance parole)?',
        '¿Se le ha emitido a {name} alguna vez un documento de permiso de viaje (advance parole)?',
      ),
      help: 'Cuente todo documento de advance parole anterior (Form I-512L, o una tarjeta combinada de trabajo y viaje que diga "Serves as I-512 Advance Parole").',
    },
    ...lastDocumentIssued('i131LastAdvanceParole', 'el documento de advance parole'),
    i131DepartureDate: {
      question: either('¿En qué fecha planea usted salir de los Estados Unidos?', '¿En qué fecha planea {name} salir de los Estados Unidos?'),
      help: either(
        'Su mejor estimación. El trámite tarda meses: planee salir solo cuando tenga el documento en la mano.',
        'Su mejor estimación. El trámite tarda meses: {name} debe planear salir solo cuando tenga el documento en la mano.',
      ),
    },
    i131TripPurpose: {
      question: either('¿Cuál es el propósito de su viaje? (en inglés: se imprime en el formulario)', '¿Cuál es el propósito del viaje de {name}? (en inglés: se imprime en el formulario)'),
      help: either(
        'Por ejemplo, en inglés: “to visit my parents” (visitar a mis padres), “to attend a family wedding” (asistir a una boda familiar), “for business meetings” (reuniones de negocios). Diga brevemente por qué necesita viajar.',
        'Por ejemplo, en inglés: “to visit my parents” (visitar a mis padres), “to attend a family wedding” (asistir a una boda familiar), “for business meetings” (reuniones de negocios). Diga brevemente por qué {name} necesita viajar.',
      ),
    },
    i131CountriesToVisit: {
      question: either('¿Qué países planea visitar? (en inglés: se imprime en el formulario)', '¿Qué países planea visitar {name}? (en inglés: se imprime en el formulario)'),
      help: 'Anote cada país, separados por comas, con su nombre en inglés (por ejemplo Mexico, Spain, Colombia).',
    },
    i131NumberOfTrips: {
      question: either('¿Cuántos viajes planea hacer con este documento?', '¿Cuántos viajes planea hacer {name} con este documento?'),
      help: either(
        'Con un documento para más de un viaje puede viajar varias veces mientras esté vigente.',
        'Con un documento para más de un viaje {name} puede viajar varias veces mientras esté vigente.',
      ),
      choices: { one_trip: 'Un viaje', more_than_one_trip: 'Más de un viaje' },
    },
    i131TripLengthDays: {
      question: either('¿Cuántos días espera que dure el viaje?', '¿Cuántos días espera {name} que dure el viaje?'),
      help: either('Si planea más de un viaje, indique la duración del más largo.', 'Si {name} planea más de un viaje, indique la duración del más largo.'),
    },
    i131IsReplacement: {
      question: either(
        '¿Pide usted reemplazar un documento de advance parole que ya se le emitió?',
        '¿Pide {name} reemplazar un documento de advance parole que ya se le emitió?',
      ),
      help: 'Responda Sí solo si esta solicitud reemplaza un documento que se emitió pero nunca llegó, que se perdió, fue robado o se dañó, o que tiene información incorrecta. Responda No para un documento nuevo.',
    },
    i131ReplacementReason: {
      question: either('¿Por qué necesita usted un reemplazo?', '¿Por qué necesita {name} un reemplazo?'),
      choices: {
        not_received: 'El documento se emitió pero nunca se recibió',
        lost_stolen_damaged: 'El documento se recibió y después se perdió, fue robado o se dañó',
        incorrect_my_error: 'El documento tiene información incorrecta por un error del propio solicitante, o porque sus datos cambiaron',
        incorrect_not_my_error: 'El documento tiene información incorrecta por un error que no cometió el solicitante, por ejemplo un error de USCIS',
      },
    },
    i131CorrectName: { question: either('¿Está mal su nombre en el documento?', '¿Está mal el nombre de {name} en el documento?'), help: CORRECTION_HELP },
    i131CorrectANumber: { question: either('¿Está mal su A-Number en el documento?', '¿Está mal el A-Number de {name} en el documento?'), help: CORRECTION_HELP },
    i131CorrectCountry: {
      question: either('¿Está mal su país de nacimiento o de ciudadanía en el documento?', '¿Está mal el país de nacimiento o de ciudadanía de {name} en el documento?'),
      help: CORRECTION_HELP,
    },
    i131CorrectTerms: { question: '¿Están mal los términos y condiciones en el documento?', help: CORRECTION_HELP },
    i131CorrectBirthDate: {
      question: either('¿Está mal su fecha de nacimiento en el documento?', '¿Está mal la fecha de nacimiento de {name} en el documento?'),
      help: CORRECTION_HELP,
    },
    i131CorrectSex: { question: either('¿Está mal su sexo en el documento?', '¿Está mal el sexo de {name} en el documento?'), help: CORRECTION_HELP },
    i131CorrectValidity: { question: '¿Están mal las fechas de vigencia en el documento?', help: CORRECTION_HELP },
    i131CorrectPhoto: { question: '¿Está mal la foto en el documento?', help: CORRECTION_HELP },
    i131CorrectionExplanation: {
      question: either(
        '¿Qué está incorrecto en su documento actual? (en inglés: se imprime en el formulario)',
        '¿Qué está incorrecto en el documento actual de {name}? (en inglés: se imprime en el formulario)',
      ),
      help: 'Diga qué está impreso y qué debería decir, y adjunte copias de documentos que prueben la información correcta.',
    },
    i131ReplacedReceiptNumber: {
      question: '¿Cuál es el número de recibo (receipt number) del Form I-131 del documento que se reemplaza?',
      help: 'Figura en el aviso de recibo y en el aviso de aprobación de esa solicitud: 3 letras y 10 dígitos.',
    },
    i131ParoleeId: {
      question: either('¿Cuál es su eMedical U.S. Parolee ID (USPID), si lo tiene?', '¿Cuál es el eMedical U.S. Parolee ID (USPID) de {name}, si lo tiene?'),
      help: either(
        'Solo recibieron este número las personas admitidas con parole en los Estados Unidos bajo ciertos programas (por ejemplo, para ucranianos o afganos). Déjelo vacío si no lo tiene.',
        'Solo recibieron este número las personas admitidas con parole en los Estados Unidos bajo ciertos programas (por ejemplo, para ucranianos o afganos). Déjelo vacío si {name} no lo tiene.',
      ),
    },
  },
};
