import { I485_ASSETS_BANDS, I485_HOUSEHOLD_INCOME_BANDS, I485_LIABILITIES_BANDS } from '../forms/marriage-info.ts';
import type { Choice } from '../types.ts';
import { UNIT_TYPE_ES } from './choices.ts';
import type { FormSpanish } from './types.ts';

/**
 * MARRIAGE_INFO: the marriage, the couple's last shared home, and the household of the spouse who
 * applies (Form I-485's public charge questions). Its questions speak to the couple as "usted".
 */

/**
 * Form I-485 Part 9's brackets in Spanish, their amounts read from the English labels (which copy
 * the form's) so that they are written once: "$1 to $10,100" is "De $1 a $10,100".
 */
function bandsInSpanish(bands: readonly Choice[]): Record<string, string> {
  const spanish = (label: string): string => {
    const words = label
      .replace(/^(\$[\d,]+) to (\$[\d,]+)$/, 'De $1 a $2')
      .replace(/^Over (\$[\d,]+)$/, 'Más de $1')
      .replace(/^(\$[\d,]+) \(no debts\)$/, '$1 (sin deudas)');
    // A label worded otherwise would stay English: say so where the bands change.
    if (words === label) throw new Error(`No Spanish for the band "${label}"`);
    return words;
  };
  return Object.fromEntries(bands.map(({ value, label }) => [value, spanish(label)]));
}
export const MARRIAGE_INFO_ES: FormSpanish = {
  title: 'Información del matrimonio',
  description: 'Su matrimonio, dónde viven juntos y la situación económica de su hogar.',
  steps: {
    'Marriage Details': { name: 'Datos del matrimonio' },
    'Spouse Information': {
      name: 'Hogar del cónyuge solicitante',
      intro:
        'El Form I-485 pregunta al cónyuge que solicita la residencia permanente por el tamaño y la situación económica de su hogar (las preguntas sobre carga pública). ' +
        'Responda estas preguntas sobre el hogar del cónyuge que solicita la residencia permanente, sea quien sea de ustedes dos el que las llene.',
    },
  },
  fields: {
    marriageDate: { question: '¿En qué fecha se casaron?', help: 'La fecha que aparece en su acta de matrimonio.' },
    marriageCity: { question: '¿En qué ciudad o pueblo se casaron?', help: 'El lugar que aparece en su acta de matrimonio.' },
    marriageCountry: { question: '¿En qué país se casaron?' },
    marriageState: { question: '¿En qué estado se casaron?' },
    marriageProvince: { question: '¿En qué provincia, región o estado se casaron (si lo hay)?' },
    marriageBPCurrentlyLiveTogether: {
      question: '¿Viven usted y su cónyuge juntos ahora?',
      help: 'Responda Sí si ahora comparten la misma vivienda, aunque uno de los dos esté fuera por poco tiempo (un viaje de trabajo, una visita al extranjero).',
    },
    marriageBPEverLivedTogether: {
      question: '¿Han vivido usted y su cónyuge juntos alguna vez?',
      help: 'El Form I-130 pide la última dirección donde vivieron juntos, o que se indique que nunca vivieron juntos.',
    },
    lastPhysicalBAndPLivedTogetherCountry: { question: '¿En qué país está la última dirección donde vivieron juntos?' },
    lastPhysicalBAndPLivedTogetherStreet: { question: 'Número y nombre de la calle' },
    lastPhysicalBAndPLivedTogetherUnitType: { question: 'Apartamento, suite o piso', choices: UNIT_TYPE_ES },
    lastPhysicalBAndPLivedTogetherUnitNumber: { question: 'Número de apartamento, suite o piso' },
    lastPhysicalBAndPLivedTogetherCity: { question: 'Ciudad o pueblo' },
    lastPhysicalBAndPLivedTogetherState: { question: 'Estado' },
    lastPhysicalBAndPLivedTogetherZip: { question: 'Código postal (ZIP code)' },
    lastPhysicalBAndPLivedTogetherProvince: { question: 'Provincia, región o condado (si lo hay)' },
    lastPhysicalBAndPLivedTogetherPostalCode: { question: 'Código postal (si lo hay)' },
    lastPhysicalBAndPLivedTogetherDateFrom: { question: '¿Cuándo empezaron a vivir juntos en esta dirección?' },
    lastPhysicalBAndPLivedTogetherDateTo: { question: '¿Cuándo dejaron de vivir juntos en esta dirección?' },
    marriageHouseholdSize: {
      question: '¿Cuántas personas hay en el hogar del cónyuge que solicita la residencia permanente?',
      help:
        'Cuente, como lo hace el Form I-485 para el cónyuge que solicita la residencia permanente: a ese cónyuge; al otro cónyuge, si los dos viven juntos; ' +
        'a los hijos del cónyuge solicitante que viven con ellos; a otros hijos y a cualquier otra persona a quien el cónyuge solicitante le pague al menos la mitad de sus gastos, ' +
        'o que declare como dependiente en una declaración federal de impuestos; y a cualquier persona que pague al menos la mitad de los gastos del cónyuge solicitante, ' +
        'o que lo declare como dependiente en su declaración de impuestos.',
    },
    marriageAnnualHouseholdIncome: {
      question: '¿Cuáles son los ingresos anuales de ese hogar?',
      help:
        'Sume los ingresos anuales antes de impuestos de todas las personas contadas en el hogar: salarios, trabajo por cuenta propia, pensiones, alquileres, intereses y dividendos, ' +
        'y el dinero que el hogar recibe de personas de fuera, como la pensión alimenticia del excónyuge o la manutención de los hijos.',
      choices: bandsInSpanish(I485_HOUSEHOLD_INCOME_BANDS),
    },
    marriageTotalAssets: {
      question: '¿Cuál es el valor total de los bienes de ese hogar?',
      help:
        'Sume lo que poseen todas las personas del hogar y que podría convertirse en dinero: cuentas de cheques y de ahorros, acciones, bonos, anualidades, ' +
        'cuentas de jubilación y de educación, e inmuebles y otros bienes según lo que valen hoy.',
      choices: bandsInSpanish(I485_ASSETS_BANDS),
    },
    marriageTotalLiabilities: {
      question: '¿Cuál es el total de las deudas de ese hogar?',
      help:
        'Sume todo lo que deben todas las personas del hogar: deudas garantizadas con un bien, como una hipoteca o un préstamo de auto, y deudas sin garantía, ' +
        'como tarjetas de crédito, préstamos estudiantiles, préstamos personales y facturas médicas sin pagar.',
      choices: bandsInSpanish(I485_LIABILITIES_BANDS),
    },
  },
};
