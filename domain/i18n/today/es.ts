import type { todayEn } from './en.ts';

export const todayEs: Readonly<Record<keyof typeof todayEn, string>> = {
  'today.petitionNow':
    'La petición (Form I-130 y Form I-130A) se puede presentar hoy por sí sola: desde su panel puede presentarla primero y el resto cuando esté listo, con el mismo pago único.',
  'today.thenPetitionFirst':
    'Luego revisa los formularios de USCIS ya llenos. Su solicitud de residencia espera nuestros formularios actualizados, pero la petición no tiene que esperar: elija arriba presentarla primero, y paga {price} una sola vez, descarga la petición de inmediato y el resto cuando esté listo.',
};
