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
  'shortfall.route.basis':
    '{activeDuty, select, yes {el 100% de las pautas de pobreza del HHS de {year}, para un patrocinador en servicio activo en las fuerzas armadas de los Estados Unidos} other {el 125% de las pautas de pobreza del HHS de {year}}}',
  'shortfall.route.relative': '{relation, select, parent {un padre o una madre} brother_sister {un hermano o una hermana} child {un hijo o una hija adultos} other {un dependiente}}',
  'shortfall.route.member': 'los de {who} como miembro del hogar (Form I-864A)',
  'shortfall.route.spouseIncome': '{to, select, sponsor {los ingresos continuos de su cónyuge} other {los ingresos continuos del beneficiario}}',
  'shortfall.route.income': '{to, select, sponsor {sus ingresos} other {los ingresos del peticionario}}{added, select, none {} other {, con {added}}}',
  'shortfall.route.assets': '{income}, y bienes por un valor de {assets} (al menos {multiple} veces los {shortfall} que les faltan a los ingresos)',
  'shortfall.route.joint':
    '{name, select, none {un copatrocinador} other {un copatrocinador, {name},}} que lo cumple por sí solo para un hogar de {size} personas ({to, select, sponsor {usted firma igualmente su propio} other {el peticionario firma igualmente su propio}} Form I-864)',
  'shortfall.route.meets': 'Cumple el requisito de ingresos con {way}.',
  'shortfall.route.onboardingMeets': 'La declaración jurada de patrocinio económico (Affidavit of Support) cumple el requisito de ingresos con {way}.',
  'shortfall.route.jointToName':
    'Se cumplirá con un copatrocinador, que debe alcanzar por sí solo el mínimo para su propio hogar más el beneficiario (al menos {minimum} si vive solo) y firmar un segundo Form I-864: usted indica sus datos en el formulario de ingresos.',
  'shortfall.words.short':
    '{to, select, sponsor {Los ingresos de su hogar} other {Los ingresos del hogar del peticionario}} ({income}) están {shortfall} por debajo de {minimum}, lo mínimo que acepta el Form I-864 para un hogar de {size} personas ({basis}).',
  'shortfall.words.closing':
    'Cualquiera de estas opciones lo resuelve: {shortfall} más de ingresos al año, de familiares que viven con {to, select, sponsor {usted} other {el peticionario}} (o de dependientes en {to, select, sponsor {su} other {la}} declaración de impuestos{to, select, sponsor {} other { del peticionario}}) y firman el Form I-864A, o de ingresos {to, select, sponsor {de su cónyuge} other {del beneficiario}} que continúen después de la residencia permanente; bienes con un valor neto de al menos {needed} ({multiple} veces la diferencia){counted, select, none {} other {: los contados valen {counted}, {lacking} menos de lo necesario}}; o un copatrocinador que alcance por sí solo el mínimo y firme un segundo Form I-864.',
  'shortfall.words.notMet': 'Según las respuestas, no cumple el requisito de ingresos. {short} {closing}',
  'shortfall.words.joint':
    'Los ingresos del hogar del copatrocinador ({income}) están {shortfall} por debajo de {minimum}, lo mínimo que acepta el Form I-864 para su hogar de {size} personas, {to, select, sponsor {su cónyuge} other {el beneficiario}} incluido ({basis}). Un copatrocinador debe cumplirlo por sí solo: con {shortfall} más de ingresos al año, con bienes propios por un valor de al menos {needed} ({multiple} veces la diferencia{counted, select, none {} other {, {lacking} más que los {counted} contados}}), o bien otro copatrocinador debe firmar en su lugar.',
};
