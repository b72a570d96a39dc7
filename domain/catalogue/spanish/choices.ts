/** The Spanish of the choice lists several questions share (domain/catalogue/choices.ts), by stored value. */

export const YES_NO_ES = { yes: 'Sí', no: 'No' } as const;
export const ONBOARDING_YES_NO_ES = { Yes: 'Sí', No: 'No' } as const;

export const SEX_ES = { male: 'Masculino', female: 'Femenino' } as const;

export const UNIT_TYPE_ES = { '': 'Ninguno', 'apt.': 'Apartamento (Apt.)', 'ste.': 'Suite (Ste.)', 'flr.': 'Piso (Flr.)' } as const;

export const US_STATUS_ES = { citizen: 'Ciudadano estadounidense', pr: 'Residente permanente legal (titular de una green card)' } as const;

export const CITIZENSHIP_GOT_BY_ES = {
  by_birth: 'Por nacimiento en los Estados Unidos',
  by_naturalization: 'Por naturalización',
  by_parent: 'Por padres ciudadanos estadounidenses',
} as const;

export const ETHNICITY_ES = { hispanic: 'Hispano o latino', not_hispanic: 'Ni hispano ni latino' } as const;

export const RACE_ES = {
  white: 'Blanca',
  asian: 'Asiática',
  black: 'Negra o afroamericana',
  american_indian: 'Indígena americana o nativa de Alaska',
  hawaiian: 'Nativa de Hawái u otras islas del Pacífico',
} as const;

export const EYE_COLOR_ES = {
  black: 'Negros',
  blue: 'Azules',
  brown: 'Cafés',
  gray: 'Grises',
  green: 'Verdes',
  hazel: 'Color avellana',
  maroon: 'Granates',
  pink: 'Rosados',
  other: 'Desconocido u otro',
} as const;

export const HAIR_COLOR_ES = {
  bald: 'Calvo (sin cabello)',
  black: 'Negro',
  blond: 'Rubio',
  brown: 'Castaño',
  gray: 'Canoso',
  red: 'Pelirrojo',
  sandy: 'Rubio rojizo (Sandy)',
  white: 'Blanco',
  other: 'Desconocido u otro',
} as const;

export const MARRIAGE_END_REASON_ES = { divorced: 'Divorcio', deceased: 'Fallecimiento del cónyuge', annulled: 'Anulación', other: 'Otro' } as const;

export const RELATION_ES = { spouse: 'Cónyuge', parent: 'Padre o madre', brother_sister: 'Hermano o hermana', child: 'Hijo o hija' } as const;

export const CHILD_RELATIONSHIP_ES = { biological: 'Hijo(a) biológico(a)', stepchild: 'Hijastro(a)', adopted: 'Hijo(a) adoptado(a) legalmente' } as const;
