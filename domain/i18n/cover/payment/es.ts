import type { coverPaymentEn } from './en.ts';

/** The cover's fees in neutral Latin American Spanish, speaking to the couple as "ustedes" (rule: ../es.ts; glossary: domain/catalogue/spanish/GLOSSARY.md). */
export const coverPaymentEs: Readonly<Record<keyof typeof coverPaymentEn, string>> = {
  'cover.payment.title': 'Tarifas de USCIS y cómo pagarlas',
  'cover.payment.feesUnknown': 'No conocemos las tarifas de USCIS para el {date}: consúltenlas en uscis.gov/fees antes de enviar el paquete.',
  'cover.payment.column.form': 'Formulario',
  'cover.payment.column.fee': 'Tarifa',
  'cover.payment.column.how': 'Pago, colocado encima del formulario',
  'cover.payment.noFee': 'sin tarifa',
  'cover.payment.none': 'ninguno',
  'cover.payment.aPayment': 'un pago',
  'cover.payment.either': '{first} o {second}',
  'cover.payment.one': 'un {paidWith} por {amount}, solo para el Form {form}',
  'cover.payment.total': 'Total',
  'cover.payment.howUnknown': 'No sabemos cómo cobra USCIS las tarifas el {date}: lean uscis.gov/fees antes de pagar.',
  'cover.payment.rule':
    'Desde el {date}, USCIS rechaza una solicitud en papel pagada con {rejected}. Paguen cada tarifa con su propio {ways}, llenado y firmado para esa sola tarifa, y colóquenlo encima del formulario que paga. Este paquete no incluye esos formularios: descárguenlos de {links}. USCIS cobra cada uno por separado: asegúrense de que la tarjeta o la cuenta cubra el total, o USCIS rechazará la solicitud.',
  'cover.payment.and': '{first} y {second}',
  'cover.payment.orAlso': '{first}, o {second}',
  'cover.payment.changes': 'USCIS cambia sus tarifas de vez en cuando: confírmenlas en uscis.gov/fees antes de enviar el paquete. ({source}.)',
};
