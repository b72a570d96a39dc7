import type { coverStageEn } from './en.ts';

/** The cover's stage notice and next steps in neutral Latin American Spanish (glossary: ../../es.ts). */
export const coverStageEs: Readonly<Record<keyof typeof coverStageEn, string>> = {
  'cover.stage.consular':
    'Este paquete contiene solo la petición, los Forms I-130 e I-130A, para un cónyuge que solicita una visa de inmigrante en una embajada o consulado de los Estados Unidos en el extranjero{consulate, select, none {} other { ({consulate}, como lo indica el Form I-130 Part 4 Item Number 62)}}. Lo que sigue a la aprobación se explica en "Qué sigue": Greencard no lo prepara.',
  'cover.stage.petitionOnly':
    'Este paquete contiene solo la petición, los Forms I-130 e I-130A. Según sus respuestas, la ley no permite que el beneficiario obtenga la residencia permanente desde dentro de los Estados Unidos (ajuste de estatus). Presentar la petición sigue siendo el primer paso; lo que sigue requiere un abogado de inmigración o un representante acreditado por el DOJ, como dice "Qué sigue".',
  'cover.stage.visaWait':
    'Este paquete contiene solo la petición, los Forms I-130 e I-130A: USCIS todavía no puede recibir la solicitud de residencia permanente, como explica "Adónde enviarlo". Presentar la petición ahora le da al beneficiario su lugar en la fila.',
  'cover.stage.chosen':
    'Este paquete contiene solo la petición, los Forms I-130 e I-130A, como ustedes eligieron: envíenlo ahora. Su solicitud de residencia permanente (Form I-485 con el Form I-864) es el segundo paquete de su trámite: cuando USCIS envíe el aviso de recibo de la petición (Form I-797C), ingresen su número de recibo en Greencard y descárguenlo. Hasta que se presente el Form I-485, la petición por sí sola no permite al beneficiario permanecer, trabajar ni viajar.',
  'cover.stage.petitionAlone': 'Este paquete contiene solo la petición, los Forms I-130 e I-130A.',
  'cover.stage.adjustmentUnfiled':
    'Este paquete es la solicitud de residencia permanente basada en el Form I-130 que ustedes presentan primero. No lo envíen antes de que USCIS haya enviado el aviso de recibo de esa petición (Form I-797C): ingresen su número de recibo en Greencard y descarguen este paquete de nuevo, para que el Form I-485 lo imprima.',
  'cover.stage.adjustmentFiled':
    'Este paquete es la solicitud de residencia permanente basada en el Form I-130 ya presentado (número de recibo {receipt}{priority, select, none {} other {, fecha de prioridad {priority}}}, {status, select, approved {aprobado} other {pendiente}}), que indica el Form I-485 Part 2 Item Number 2. Incluyan una copia del aviso de esa petición (Form I-797), como dice "Qué adjuntar", y ningún Form I-130 nuevo.',
  'cover.next.consularTitle': 'Qué sigue (Greencard no prepara estos pasos)',
  'cover.next.lawyerTitle': 'Qué sigue requiere un abogado',
  'cover.next.lawyer':
    'Greencard prepara solo la petición. El beneficiario solo puede obtener la residencia permanente mediante una visa de inmigrante en el extranjero, y salir de los Estados Unidos después de una presencia ilegal puede impedir el regreso por 3 o 10 años (INA 212(a)(9)(B)), salvo que se conceda un perdón, por ejemplo un perdón provisional por presencia ilegal (Form I-601A) pedido antes de salir. Consulten a un abogado de inmigración o a un representante acreditado por el DOJ antes de que el beneficiario salga de los Estados Unidos o presente cualquier otra cosa.',
};
