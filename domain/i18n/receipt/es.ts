import type { receiptEn } from './en.ts';

/** El correo del recibo de pago (api/mail/receipt.ts). */
export const receiptEs: Readonly<Record<keyof typeof receiptEn, string>> = {
  'mail.receipt.subject': 'Su recibo de Greencard: {amount} pagados',
  'mail.receipt.intro': 'Gracias. Recibimos su pago de {amount} el {date} (referencia {reference}). Con él paga toda su solicitud con Greencard:',
  'mail.receipt.stage.whole': 'Su paquete completo ({forms})',
  'mail.receipt.stage.petition': 'La petición ({forms})',
  'mail.receipt.stage.adjustment': 'La solicitud de residencia permanente ({forms})',
  'mail.receipt.now': 'se puede presentar hoy; descárguelo ahora.',
  'mail.receipt.wait.forms':
    'está en espera, porque USCIS exige una edición de {forms} distinta de la que llenamos hoy. La actualizamos, conservamos todas las respuestas que usted dio y le avisamos por correo cuando este paquete esté disponible.',
  'mail.receipt.wait.visa':
    'está en espera, porque USCIS recibe el Form I-485 cuando la tabla del Boletín de Visas que indica está al día para la fecha de prioridad de su petición. Le avisamos por correo el mes en que lo esté.',
  'mail.receipt.wait.receipt':
    'espera el aviso de recibo de su petición (Form I-797C); cuando USCIS se lo envíe, ingrese su número de recibo en su panel y prepararemos este paquete con él.',
  'mail.receipt.refund':
    'Reembolsos: reembolsamos los {amount} completos si usted lo pide antes de descargar algo, o si una falla de nuestra parte nos impide entregarle su paquete. Si presenta en dos etapas y no podemos entregarle la etapa posterior dentro de {months, plural, one {# mes} other {# meses}} desde su pago, le reembolsamos los {amount} completos sin que tenga que pedirlo. En los demás casos, una vez descargado un paquete, el pago es definitivo. Los términos dan la regla completa: {terms}',
  'mail.receipt.fees': 'Las tarifas de presentación de USCIS no forman parte de este pago: usted las paga a USCIS al enviar cada paquete, como indica su portada.',
  'mail.receipt.action': 'Ir a su panel',
  'mail.receipt.outro': 'Guarde este correo como su recibo.',
};
