import type { shortfallEn } from './en.ts';

export const shortfallEs: Readonly<Record<keyof typeof shortfallEn, string>> = {
  'shortfall.title': 'A los ingresos les faltan {shortfall} para cumplir el requisito',
  'shortfall.figures': 'El Form I-864 exige al menos {minimum} al año para un hogar de {size} personas; los ingresos contados hasta ahora son {income}. Cualquiera de estas opciones cubre la diferencia:',
  'shortfall.member.title': 'Los ingresos de un miembro del hogar',
  'shortfall.member.text': '{shortfall} más al año de familiares que viven con el peticionario (o de dependientes en su declaración de impuestos). Cada uno firma el Form I-864A.',
  'shortfall.spouse.title': 'Los ingresos del cónyuge',
  'shortfall.spouse.text': '{shortfall} al año de ingresos propios del beneficiario que continuarán después de la residencia permanente.',
  'shortfall.assets.title': 'Bienes',
  'shortfall.assets.text': 'Ahorros, propiedades o inversiones con un valor neto de al menos {needed} ({multiple} veces la diferencia).',
  'shortfall.assets.counted': 'Los contados hasta ahora valen {counted}.',
  'shortfall.joint.title': 'Un copatrocinador',
  'shortfall.joint.text': 'Un ciudadano estadounidense o residente permanente que vive en los Estados Unidos, alcanza por sí solo el mínimo para su propio hogar más el beneficiario (al menos {minimum} si vive solo) y firma un segundo Form I-864.',
  'shortfall.joint.chosen': 'Usted indicó que uno firmará.',
  'shortfall.next': 'Puede continuar: lo indica en el formulario de ingresos y la revisión le dirá cuándo se cumple el requisito.',
  'shortfall.fix': 'Respóndalo en Finanzas del hogar',
};
