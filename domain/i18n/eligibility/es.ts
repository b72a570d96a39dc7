import type { eligibilityEn } from './en.ts';

/** The eligibility check's verdicts in neutral Latin American Spanish, "usted" (glossary: ../../catalogue/spanish/GLOSSARY.md). */
export const eligibilityEs: Readonly<Record<keyof typeof eligibilityEn, string>> = {
  'eligibility.eligible':
    'Usted califica: este servicio puede preparar su solicitud de green card basada en el matrimonio (ajuste de estatus).',
  'eligibility.unanswered': 'Responda todas las preguntas de arriba para terminar la verificación de elegibilidad.',
  'eligibility.ineligible': 'Según sus respuestas, este servicio no puede preparar su solicitud, por las razones indicadas.',
  'eligibility.petitionOnly': 'Su solicitud de green card (Form I-485) tiene que esperar, pero su petición no.',
  'eligibility.petitionFirst':
    'Usted califica. Como eligió, preparamos primero su petición (Forms I-130 e I-130A), para descargarla y enviarla por correo ahora, y su solicitud de green card (Form I-485 con Form I-864) cuando tenga el aviso de recibo de la petición (Form I-797C): usted escribe el número de recibo y preparamos el resto. Hasta entonces, la petición sola no le permite al beneficiario quedarse, trabajar ni viajar.',
  'eligibility.petitionFiled':
    'Usted califica: preparamos la solicitud de green card (Form I-485 con Form I-864, y el permiso de trabajo y el documento de viaje si los pide) sobre el Form I-130 que ya presentó, con una copia de su aviso (Form I-797) en lugar de una petición nueva.',
  'eligibility.consularNextSteps':
    'Cuando USCIS aprueba la petición, la envía al Centro Nacional de Visas (National Visa Center, NVC) del Departamento de Estado, que le escribirá. Después: el beneficiario completa en línea la solicitud de visa de inmigrante (Form DS-260), el peticionario envía al NVC la declaración jurada de patrocinio económico (Form I-864) y sus pruebas, ustedes suben los documentos civiles que pide el NVC (actas de nacimiento y de matrimonio, certificados de antecedentes penales), y el beneficiario tiene un examen médico y una entrevista en la embajada o el consulado de EE. UU. No preparamos estos pasos.',
  'eligibility.consular':
    'El beneficiario solicitará una visa de inmigrante en una embajada o un consulado de EE. UU. en el extranjero (trámite consular). Preparamos la petición que lo inicia: el Form I-130 con el Form I-130A, que nombra esa embajada o consulado. {nextSteps}',
  'eligibility.barred':
    'Según sus respuestas, el beneficiario no puede obtener la green card desde dentro de los Estados Unidos, por las razones de abajo. El peticionario igual puede presentar la petición (Form I-130 con Form I-130A) ahora, y nosotros la preparamos. Lo que sigue (una visa de inmigrante en el extranjero, los castigos por presencia ilegal, un perdón provisional con el Form I-601A) necesita un abogado de inmigración o un representante acreditado por el DOJ antes de que el beneficiario salga de los Estados Unidos.',
  'eligibility.petitionOnlyOffer':
    'Puede presentar ahora el Form I-130 con el Form I-130A, para que empiece a correr su fecha de prioridad; preparamos esos dos formularios. Presente el Form I-485 (con el Form I-864, y el permiso de trabajo y el documento de viaje si los quiere) cuando la tabla esté al día para su fecha de prioridad. Hasta entonces, el beneficiario debe mantener un estatus legal y no trabajar sin permiso: el cónyuge de un residente permanente que no lo hace no puede ajustar su estatus (INA 245(c)).',
  'eligibility.whereFrom.inUs': 'Responda si el beneficiario (el cónyuge que solicita la green card) está ahora en los Estados Unidos.',
  'eligibility.whereFrom.fromUs': 'Responda si el beneficiario solicitará la green card desde dentro de los Estados Unidos.',
  'eligibility.onlyApplicant.unanswered': 'Responda si el beneficiario es la única persona que solicita una green card.',
  'eligibility.onlyApplicant.unmet':
    'El beneficiario debe ser la única persona que solicita una green card: este servicio no prepara solicitudes para hijos ni otros parientes.',
};
