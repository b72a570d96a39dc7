import type { feesEn } from './en.ts';

export const feesEs: Readonly<Record<keyof typeof feesEn, string>> = {
  'fees.title': 'Sus formularios y sus tarifas de USCIS',
  'fees.intro': 'USCIS cobra estas tarifas el {date}; usted las paga a USCIS al presentar la solicitud, no a nosotros.',
  'fees.table': 'Sus formularios y sus tarifas de USCIS el {date}',
  'fees.form': 'Formulario',
  'fees.fee': 'Tarifa de USCIS',
  'fees.none': 'sin tarifa',
  'fees.stageTotal': 'Tarifas de USCIS de esta parte',
  'fees.total': 'Total de tarifas de USCIS',
  'fees.unknown': 'Las tarifas de USCIS del {date} no están en nuestras tablas; consúltelas en uscis.gov antes de presentar la solicitud.',
};
