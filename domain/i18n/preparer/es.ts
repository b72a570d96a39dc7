import type { preparerEn } from './en.ts';

export const preparerEs: Readonly<Record<keyof typeof preparerEn, string>> = {
  'preparer.typedBy.help':
    '{who, select, jointSponsor {Si alguien que no es el copatrocinador escribe sus respuestas, esa persona le prepara su Form I-864: el formulario la nombra como preparador, y ella también lo firma a mano.} you {Si alguien que no es usted escribe sus respuestas, esa persona le prepara sus formularios: cada formulario la nombra como preparador, y ella también lo firma a mano.} other {Si alguien que no es {name} escribe las respuestas de {name}, incluido usted, esa persona le prepara sus formularios: cada formulario la nombra como preparador, y ella también lo firma a mano.}} Greencard no es un preparador: es solo el programa en el que se escriben las respuestas. Tampoco es un intérprete: que Greencard muestre las preguntas en español no es lo mismo que una persona que lee el formulario en español a quien lo firma y firma también la parte del intérprete.',
  'preparer.firstName': '{who, select, jointSponsor {Nombre del preparador del copatrocinador} you {Nombre del preparador} other {Nombre del preparador de {name}}} (nombre de pila)',
  'preparer.lastName': '{who, select, jointSponsor {Apellido del preparador del copatrocinador} you {Apellido del preparador} other {Apellido del preparador de {name}}}',
  'preparer.organization':
    '{who, select, jointSponsor {Empresa u organización del preparador del copatrocinador} you {Empresa u organización del preparador} other {Empresa u organización del preparador de {name}}}, si la tiene',
  'preparer.organization.help': 'Déjelo vacío si las respuestas las escribió un amigo o un familiar.',
  'preparer.phone': '{who, select, jointSponsor {Teléfono diurno del preparador del copatrocinador} you {Teléfono diurno del preparador} other {Teléfono diurno del preparador de {name}}}',
  'preparer.mobilePhone': '{who, select, jointSponsor {Teléfono celular del preparador del copatrocinador} you {Teléfono celular del preparador} other {Teléfono celular del preparador de {name}}}, si lo tiene',
  'preparer.email': '{who, select, jointSponsor {Correo electrónico del preparador del copatrocinador} you {Correo electrónico del preparador} other {Correo electrónico del preparador de {name}}}, si lo tiene',
};
