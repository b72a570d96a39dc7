import {
  CHILD_RELATIONSHIP_ES,
  ETHNICITY_ES,
  EYE_COLOR_ES,
  HAIR_COLOR_ES,
  MARRIAGE_END_REASON_ES,
  RACE_ES,
  SEX_ES,
  UNIT_TYPE_ES,
} from './choices.ts';
import type { FieldSpanish } from './types.ts';

/**
 * The Spanish of the questions the person builders (domain/catalogue/forms/person-*.ts) ask the
 * petitioner and the beneficiary alike, by key without its p or b: to the one filling in as
 * "usted", of their spouse by name. Answers that print on the forms as words are asked in English.
 */

/** Words for the one filling in and for their spouse, named: an ICU select on `who`. */
export const either = (you: string, other: string): string => `{who, select, you {${you}} other {${other}}}`;

/** The parts of one address (person-addresses.ts), each question opening with `label`. */
export function addressSpanish(base: string, label: string, { abroad = false }: { readonly abroad?: boolean } = {}): Record<string, FieldSpanish> {
  const none = 'Déjelo vacío si las direcciones de ese país no lo tienen.';
  return {
    [`${base}Country`]: { question: `${label}: país` },
    [`${base}Street`]: {
      question: `${label}: número y nombre de la calle`,
      ...(abroad ? { help: 'Déjelo vacío solo si la vivienda no tenía nombre ni número de calle.' } : {}),
    },
    [`${base}UnitType`]: { question: `${label}: apartamento, suite o piso`, choices: UNIT_TYPE_ES },
    [`${base}UnitNumber`]: { question: `${label}: número de apartamento, suite o piso` },
    [`${base}City`]: { question: `${label}: ciudad o pueblo` },
    [`${base}State`]: { question: `${label}: estado`, help: 'Incluye D.C., los territorios de los Estados Unidos y los códigos militares APO/FPO (AA, AE, AP).' },
    [`${base}Zip`]: { question: `${label}: código postal (ZIP code)` },
    [`${base}Province`]: { question: `${label}: provincia, región o condado`, help: none },
    [`${base}PostalCode`]: { question: `${label}: código postal`, help: none },
  };
}

const UNKNOWN = 'Si no lo sabe, escriba Unknown.';

/** One parent (person-family.ts): `yours` is "su padre", `theirs` "el padre de {name}", `of` the same after "de" ("del padre de {name}"). */
function parentSpanish(parent: 'Father' | 'Mother', words: { readonly yours: string; readonly ofYours: string; readonly ofTheirs: string; readonly theirs: string }): Record<string, FieldSpanish> {
  const { yours, ofYours, ofTheirs, theirs } = words;
  return {
    [`${parent}NameFirst`]: {
      question: either(`¿Cuál es el primer nombre ${ofYours}?`, `¿Cuál es el primer nombre ${ofTheirs}?`),
      help: either(`${UNKNOWN} Si ${yours} falleció, indique el último nombre que tuvo.`, `${UNKNOWN} Si ${theirs} falleció, indique el último nombre que tuvo.`),
    },
    [`${parent}NameMiddle`]: { question: either(`¿Cuál es el segundo nombre ${ofYours}?`, `¿Cuál es el segundo nombre ${ofTheirs}?`) },
    [`${parent}NameLast`]: { question: either(`¿Cuál es el apellido ${ofYours}?`, `¿Cuál es el apellido ${ofTheirs}?`), help: UNKNOWN },
    [`${parent}NameAtBirthDifferent`]: {
      question: either(`¿Tenía ${yours} otro nombre al nacer (por ejemplo, un apellido de soltera)?`, `¿Tenía ${theirs} otro nombre al nacer (por ejemplo, un apellido de soltera)?`),
    },
    [`${parent}BirthNameFirst`]: { question: either(`¿Cuál era el primer nombre ${ofYours} al nacer?`, `¿Cuál era el primer nombre ${ofTheirs} al nacer?`), help: UNKNOWN },
    [`${parent}BirthNameMiddle`]: { question: either(`¿Cuál era el segundo nombre ${ofYours} al nacer?`, `¿Cuál era el segundo nombre ${ofTheirs} al nacer?`) },
    [`${parent}BirthNameLast`]: { question: either(`¿Cuál era el apellido ${ofYours} al nacer?`, `¿Cuál era el apellido ${ofTheirs} al nacer?`), help: UNKNOWN },
    [`${parent}BirthCity`]: { question: either(`¿En qué ciudad, pueblo o aldea nació ${yours}?`, `¿En qué ciudad, pueblo o aldea nació ${theirs}?`), help: UNKNOWN },
    [`${parent}BirthDate`]: {
      question: either(`¿Cuál es la fecha de nacimiento ${ofYours}?`, `¿Cuál es la fecha de nacimiento ${ofTheirs}?`),
      help: 'Déjela vacía solo si de verdad no la sabe; los formularios dirán entonces Unknown. Nunca adivine una fecha.',
    },
    [`${parent}BirthCountry`]: { question: either(`¿En qué país nació ${yours}?`, `¿En qué país nació ${theirs}?`) },
    [`${parent}Sex`]: { question: either(`¿Cuál es el sexo ${ofYours}?`, `¿Cuál es el sexo ${ofTheirs}?`), choices: SEX_ES },
    [`${parent}Alive`]: {
      question: either(`¿Vive ${yours}?`, `¿Vive ${theirs}?`),
      help: `Si no, los formularios indican Deceased donde preguntan dónde vive ${parent === 'Father' ? 'el padre' : 'la madre'}.`,
    },
    [`${parent}ResidenceCity`]: { question: either(`¿En qué ciudad o pueblo vive ${yours}?`, `¿En qué ciudad o pueblo vive ${theirs}?`), help: UNKNOWN },
    [`${parent}ResidenceCountry`]: { question: either(`¿En qué país vive ${yours}?`, `¿En qué país vive ${theirs}?`) },
  };
}

const IN_CARE_OF_HELP = either(
  'Solo si vive en la dirección de otra persona y esa dirección se conoce por el nombre de ella. De lo contrario, déjelo vacío.',
  'Solo si {name} vive en la dirección de otra persona y esa dirección se conoce por el nombre de ella. De lo contrario, déjelo vacío.',
);

const SUPPORT_SOURCE_HELP = either(
  'Por ejemplo: savings (ahorros), my spouse’s income (los ingresos de su cónyuge), help from family (ayuda de la familia), a pension (una pensión). Escríbalo en inglés: se imprime en el formulario.',
  'Por ejemplo: savings (ahorros), my spouse’s income (los ingresos de usted), help from family (ayuda de la familia), a pension (una pensión). Escríbalo en inglés: se imprime en el formulario.',
);

export const PERSON_ES: Readonly<Record<string, FieldSpanish>> = {
  NameFirst: {
    question: either('¿Cuál es su primer nombre (nombre de pila)?', '¿Cuál es el primer nombre (nombre de pila) de {name}?'),
    help: either(
      'Su nombre legal actual, exactamente como aparece en su pasaporte u otra identificación oficial. No un apodo.',
      'El nombre legal actual de {name}, exactamente como aparece en su pasaporte u otra identificación oficial. No un apodo.',
    ),
  },
  NameMiddle: {
    question: either('¿Cuál es su segundo nombre?', '¿Cuál es el segundo nombre de {name}?'),
    help: either('Déjelo vacío si no tiene.', 'Déjelo vacío si {name} no tiene.'),
  },
  NameLast: {
    question: either('¿Cuál es su apellido (o sus apellidos, como aparecen en su pasaporte)?', '¿Cuál es el apellido de {name} (o sus apellidos, como aparecen en su pasaporte)?'),
  },
  HasOtherNames: {
    question: either('¿Ha usado alguna vez otro nombre?', '¿Ha usado {name} alguna vez otro nombre?'),
    help: either(
      'Incluya su nombre de nacimiento, un apellido de soltera, nombres de matrimonios anteriores, otros nombres legales, apodos, alias y otras formas de escribir su nombre que haya usado.',
      'Incluya el nombre de nacimiento de {name}, un apellido de soltera, nombres de matrimonios anteriores, otros nombres legales, apodos, alias y otras formas de escribir su nombre que haya usado.',
    ),
  },
  OtherNamesList: {
    question: either('Anote cada otro nombre que haya usado', 'Anote cada otro nombre que {name} haya usado'),
    itemLabel: 'nombre',
    item: {
      otherNameFirst: { question: 'Primer nombre (nombre de pila)' },
      otherNameMiddle: { question: 'Segundo nombre' },
      otherNameLast: { question: 'Apellido' },
    },
  },
  Sex: {
    question: either('¿Cuál es su sexo?', '¿Cuál es el sexo de {name}?'),
    help: either('Como aparece en su pasaporte u otros documentos oficiales.', 'Como aparece en el pasaporte u otros documentos oficiales de {name}.'),
    choices: SEX_ES,
  },
  Phone: { question: either('¿A qué número de teléfono puede llamarle USCIS durante el día?', '¿A qué número de teléfono puede USCIS llamar a {name} durante el día?') },
  MobilePhone: {
    question: either('¿Cuál es su número de teléfono celular, si lo tiene?', '¿Cuál es el número de teléfono celular de {name}, si lo tiene?'),
    help: either('Puede repetir su número de teléfono diurno si es su celular.', 'Puede repetir el número de teléfono diurno de {name} si es su celular.'),
  },
  Email: { question: either('¿Cuál es su dirección de correo electrónico, si la tiene?', '¿Cuál es la dirección de correo electrónico de {name}, si la tiene?') },
  ...addressSpanish('InterpreterMailing', either('Dirección postal del intérprete', 'Dirección postal del intérprete de {name}')),
  BirthDate: { question: either('¿Cuál es su fecha de nacimiento?', '¿Cuál es la fecha de nacimiento de {name}?') },
  BirthCity: { question: either('¿En qué ciudad, pueblo o aldea nació?', '¿En qué ciudad, pueblo o aldea nació {name}?') },
  BirthCountry: {
    question: either('¿En qué país nació?', '¿En qué país nació {name}?'),
    help: either('Como lo indica su pasaporte o su acta de nacimiento.', 'Como lo indica el pasaporte o el acta de nacimiento de {name}.'),
  },
  MailingInCareOfName: {
    question: either('Dirección postal: nombre de la persona a cargo (c/o), si lo hay', 'Dirección postal de {name}: nombre de la persona a cargo (c/o), si lo hay'),
    help: either(
      'Solo si su correo llega a otra persona, por ejemplo, un amigo o familiar por medio de quien recibe su correo. De lo contrario, déjelo vacío.',
      'Solo si el correo de {name} llega a otra persona, por ejemplo, un amigo o familiar por medio de quien recibe su correo. De lo contrario, déjelo vacío.',
    ),
  },
  ...addressSpanish('Mailing', either('Dirección postal', 'Dirección postal de {name}')),
  MailingSameAsPhysical: {
    question: either('¿Vive usted en esta dirección postal?', '¿Vive {name} en esta dirección postal?'),
    help: either(
      'Responda No si su correo llega a un apartado postal (P.O. box), a un amigo o a cualquier dirección distinta de su domicilio.',
      'Responda No si el correo de {name} llega a un apartado postal (P.O. box), a un amigo o a cualquier dirección distinta de su domicilio.',
    ),
  },
  PhysicalInCareOfName: {
    question: either('Dirección de su domicilio: nombre de la persona a cargo (c/o), si lo hay', 'Dirección del domicilio de {name}: nombre de la persona a cargo (c/o), si lo hay'),
    help: IN_CARE_OF_HELP,
  },
  ...addressSpanish('Physical', either('Dirección de su domicilio', 'Dirección del domicilio de {name}')),
  PhysicalMoveInDate: {
    question: either('¿Cuándo se mudó a la vivienda donde vive ahora?', '¿Cuándo se mudó {name} a la vivienda donde vive ahora?'),
    help: either(
      'El primer día que vivió allí. Si no recuerda el día, use el primer día del mes en que se mudó.',
      'El primer día que {name} vivió allí. Si usted no recuerda el día, use el primer día del mes en que se mudó.',
    ),
  },
  HasPreviousAddresses: {
    question: either('¿Ha vivido en alguna otra dirección en los últimos cinco años?', '¿Ha vivido {name} en alguna otra dirección en los últimos cinco años?'),
    help: either(
      'Responda No solo si ha vivido en su vivienda actual cinco años o más. Las viviendas fuera de los Estados Unidos también cuentan.',
      'Responda No solo si {name} ha vivido en su vivienda actual cinco años o más. Las viviendas fuera de los Estados Unidos también cuentan.',
    ),
  },
  PhysicalAddressHistory: {
    question: either('Anote cada otra vivienda donde vivió en los últimos cinco años', 'Anote cada otra vivienda donde {name} vivió en los últimos cinco años'),
    help: 'Empiece por la vivienda anterior a la actual y retroceda cinco años, dentro y fuera de los Estados Unidos. Cada fecha de salida debe coincidir con la siguiente fecha de llegada, sin huecos.',
    itemLabel: 'dirección',
    item: {
      ...addressSpanish('physical', 'Dirección'),
      physicalInCareOfName: { question: 'Nombre de la persona a cargo (c/o), si lo hay', help: IN_CARE_OF_HELP },
      physicalMoveInDate: { question: '¿Cuándo llegó a vivir a esa dirección?' },
      physicalMoveOutDate: { question: '¿Cuándo dejó de vivir en esa dirección?' },
    },
  },
  HasEmploymentHistory: {
    question: either(
      'En los últimos cinco años, ¿ha tenido un empleo o su propio negocio, o ha estudiado?',
      'En los últimos cinco años, ¿ha tenido {name} un empleo o su propio negocio, o ha estudiado?',
    ),
    help: either(
      'Responda No solo si no tuvo ningún empleo, trabajo por cuenta propia ni estudios en los últimos cinco años.',
      'Responda No solo si {name} no tuvo ningún empleo, trabajo por cuenta propia ni estudios en los últimos cinco años.',
    ),
  },
  EmploymentHistory: {
    question: either(
      'Anote sus empleos, trabajos por cuenta propia, estudios y cualquier período sin trabajo de los últimos cinco años',
      'Anote los empleos, trabajos por cuenta propia, estudios y cualquier período sin trabajo de {name} en los últimos cinco años',
    ),
    help:
      'Empiece por el actual o el más reciente y retroceda cinco años, dentro y fuera de los Estados Unidos, sin huecos. ' +
      'Para un período sin trabajo (desempleo, jubilación, en casa), agregue un período y responda Sí a "¿Fue un período sin trabajo?".',
    itemLabel: 'período',
    item: {
      employerIsUnemployed: {
        question: '¿Fue un período sin trabajo (desempleo o jubilación)?',
        help: either(
          'Responda Sí para un período en que no tuvo empleo, negocio ni estudios; entonces no se pregunta por un empleador.',
          'Responda Sí para un período en que {name} no tuvo empleo, negocio ni estudios; entonces no se pregunta por un empleador.',
        ),
      },
      employerIsSchool: { question: either('¿Es una escuela a la que asistió?', '¿Es una escuela a la que asistió {name}?') },
      employerName: {
        question: either('Nombre del empleador, de su propio negocio o de la escuela', 'Nombre del empleador, del negocio propio de {name} o de la escuela'),
        help: either(
          'Si trabaja por cuenta propia, escriba Self-employed (en inglés) y el nombre de su negocio, si lo tiene.',
          'Si {name} trabaja por cuenta propia, escriba Self-employed (en inglés) y el nombre de su negocio, si lo tiene.',
        ),
      },
      ...addressSpanish('employer', 'Dirección del empleador o de la escuela'),
      employerYourOccupation: {
        question: either('Su ocupación o cargo (en inglés)', 'Ocupación o cargo de {name} (en inglés)'),
        help: 'Se imprime en el formulario, que USCIS lee en inglés: por ejemplo Nurse, Cook, Sales Associate. En una escuela escriba Student; para un período sin trabajo, Unemployed o Retired.',
      },
      employerSupportSource: { question: either('¿Cómo se mantuvo durante ese período?', '¿Cómo se mantuvo {name} durante ese período?'), help: SUPPORT_SOURCE_HELP },
      employerDateFrom: { question: '¿Cuándo empezó?' },
      employerStillWorkHere: {
        question: '¿Continúa todavía hoy?',
        help: either('Sí para su empleo o escuela actual, o si todavía está sin trabajo.', 'Sí para el empleo o la escuela actual de {name}, o si todavía está sin trabajo.'),
      },
      employerDateTo: { question: '¿Cuándo terminó?' },
    },
  },
  UnemployedSinceDate: {
    question: either('¿Desde cuándo está sin trabajo ni estudios?', '¿Desde cuándo está {name} sin trabajo ni estudios?'),
    help: either(
      'El día en que terminó su último empleo, negocio o estudio. Si nunca ha trabajado, el día en que terminó sus estudios.',
      'El día en que terminó el último empleo, negocio o estudio de {name}. Si nunca ha trabajado, el día en que terminó sus estudios.',
    ),
  },
  UnemployedSupportSource: {
    question: either('¿Cómo se ha mantenido durante este tiempo?', '¿Cómo se ha mantenido {name} durante este tiempo?'),
    help: SUPPORT_SOURCE_HELP,
  },
  ...parentSpanish('Father', { yours: 'su padre', ofYours: 'de su padre', theirs: 'el padre de {name}', ofTheirs: 'del padre de {name}' }),
  ...parentSpanish('Mother', { yours: 'su madre', ofYours: 'de su madre', theirs: 'la madre de {name}', ofTheirs: 'de la madre de {name}' }),
  BioEthnicity: { question: either('¿Cuál es su origen étnico?', '¿Cuál es el origen étnico de {name}?'), choices: ETHNICITY_ES },
  BioRace: {
    question: either('¿Cuál es su raza? Seleccione todas las que correspondan.', '¿Cuál es la raza de {name}? Seleccione todas las que correspondan.'),
    help: either('Los formularios permiten seleccionar todas las razas con las que usted se identifica.', 'Los formularios permiten seleccionar todas las razas con las que {name} se identifica.'),
    choices: RACE_ES,
  },
  BioHeightFeet: {
    question: either('¿Cuánto mide? Pies', '¿Cuánto mide {name}? Pies'),
    help: 'Por ejemplo, 5 pies 7 pulgadas. Desde centímetros: divida entre 2.54 para obtener pulgadas; 12 pulgadas son un pie (170 cm son 5 pies 7 pulgadas).',
  },
  BioHeightInches: { question: either('¿Cuánto mide? Pulgadas', '¿Cuánto mide {name}? Pulgadas') },
  BioWeightLbs: { question: either('¿Cuánto pesa, en libras?', '¿Cuánto pesa {name}, en libras?'), help: 'Desde kilogramos: multiplique por 2.2 y redondee (70 kg son 154 libras).' },
  BioEyeColor: { question: either('¿De qué color son sus ojos?', '¿De qué color son los ojos de {name}?'), choices: EYE_COLOR_ES },
  BioHairColor: {
    question: either('¿De qué color es su cabello?', '¿De qué color es el cabello de {name}?'),
    help: either('Elija Rubio rojizo (Sandy) para un rubio rojizo, y Calvo si no tiene cabello.', 'Elija Rubio rojizo (Sandy) para un rubio rojizo, y Calvo si {name} no tiene cabello.'),
    choices: HAIR_COLOR_ES,
  },
  ANumber: {
    question: either('¿Cuál es su A-Number (número de registro de extranjero), si lo tiene?', '¿Cuál es el A-Number (número de registro de extranjero) de {name}, si lo tiene?'),
    help: either(
      'Titulares de una green card: el "USCIS#" en el frente de su green card. Los ciudadanos naturalizados lo encuentran en el certificado o en documentos antiguos de USCIS. Los ciudadanos por nacimiento normalmente no tienen.',
      'Titulares de una green card: el "USCIS#" en el frente de la green card de {name}. Los ciudadanos naturalizados lo encuentran en el certificado o en documentos antiguos de USCIS. Los ciudadanos por nacimiento normalmente no tienen.',
    ),
  },
  UscisAccountNumber: {
    question: either('¿Cuál es su número de cuenta en línea de USCIS, si lo tiene?', '¿Cuál es el número de cuenta en línea de USCIS de {name}, si lo tiene?'),
    help: either(
      'Solo si ha presentado algo en línea ante USCIS: un número de 12 dígitos en el perfil de su cuenta en línea de USCIS. No es su A-Number.',
      'Solo si {name} ha presentado algo en línea ante USCIS: un número de 12 dígitos en el perfil de su cuenta en línea de USCIS. No es su A-Number.',
    ),
  },
  Ssn: {
    question: either('¿Cuál es su número de Seguro Social de los Estados Unidos?', '¿Cuál es el número de Seguro Social de los Estados Unidos de {name}?'),
    help: either(
      'Obligatorio: como patrocinador, usted lo indica en la declaración jurada de patrocinio económico (Form I-864).',
      'Obligatorio: como patrocinador, {name} lo indica en la declaración jurada de patrocinio económico (Form I-864).',
    ),
  },
  HasPreviousMarriages: {
    question: either('¿Estuvo casado(a) con otra persona antes de su matrimonio actual?', '¿Estuvo {name} casado(a) con otra persona antes de su matrimonio actual?'),
    help: either(
      'Cuente cada matrimonio anterior: matrimonios en el extranjero, matrimonios anulados y un matrimonio anterior con su cónyuge actual.',
      'Cuente cada matrimonio anterior: matrimonios en el extranjero, matrimonios anulados y un matrimonio anterior con usted.',
    ),
  },
  PreviousMarriagesList: {
    question: either('Indíquenos los datos de cada uno de sus matrimonios anteriores', 'Indíquenos los datos de cada matrimonio anterior de {name}'),
    itemLabel: 'matrimonio anterior',
    item: {
      prevSpouseNameFirst: { question: 'Primer nombre del excónyuge' },
      prevSpouseNameMiddle: { question: 'Segundo nombre del excónyuge' },
      prevSpouseNameLast: {
        question: 'Apellido del excónyuge antes de ese matrimonio',
        help: either(
          'El apellido que tenía su excónyuge antes de casarse con usted, por ejemplo, un apellido de soltera.',
          'El apellido que tenía el excónyuge de {name} antes de ese matrimonio, por ejemplo, un apellido de soltera.',
        ),
      },
      prevSpouseBirthDate: { question: 'Fecha de nacimiento del excónyuge' },
      prevSpouseBirthCountry: { question: 'País de nacimiento del excónyuge' },
      prevSpouseNationality: { question: 'País de ciudadanía o nacionalidad del excónyuge' },
      prevMarriageDate: { question: 'Fecha del matrimonio' },
      prevMarriageCity: { question: either('Ciudad o pueblo donde se casó', 'Ciudad o pueblo donde se casó {name}') },
      prevMarriageState: { question: either('Estado o provincia donde se casó, si lo hay', 'Estado o provincia donde se casó {name}, si lo hay') },
      prevMarriageCountry: { question: either('País donde se casó', 'País donde se casó {name}') },
      prevMarriageEndReason: { question: '¿Cómo terminó el matrimonio?', choices: MARRIAGE_END_REASON_ES },
      prevMarriageEndReasonOther: { question: 'Explique cómo terminó el matrimonio (en inglés: esta respuesta se imprime en el formulario)' },
      prevMarriageEndDate: {
        question: 'Fecha en que el matrimonio terminó legalmente',
        help: either(
          'La fecha de la sentencia final de divorcio o de anulación, o del fallecimiento de su excónyuge.',
          'La fecha de la sentencia final de divorcio o de anulación, o del fallecimiento del excónyuge de {name}.',
        ),
      },
      prevMarriageEndCity: {
        question: 'Ciudad o pueblo donde el matrimonio terminó legalmente',
        help: either('Donde se concedió el divorcio o la anulación, o donde falleció su excónyuge.', 'Donde se concedió el divorcio o la anulación, o donde falleció el excónyuge de {name}.'),
      },
      prevMarriageEndState: { question: 'Estado o provincia donde terminó el matrimonio, si lo hay' },
      prevMarriageEndCountry: { question: 'País donde terminó el matrimonio' },
    },
  },
  HasChildren: {
    question: either('¿Tiene hijos vivos?', '¿Tiene {name} hijos vivos?'),
    help: either(
      'Cuente a cada hijo vivo, de cualquier edad y en cualquier parte del mundo: hijos biológicos y adoptados legalmente e hijastros actuales, casados o no, que vivan con usted o no, y los hijos nacidos fuera del matrimonio.',
      'Cuente a cada hijo vivo, de cualquier edad y en cualquier parte del mundo: hijos biológicos y adoptados legalmente e hijastros actuales, casados o no, que vivan con {name} o no, y los hijos nacidos fuera del matrimonio.',
    ),
  },
  ChildrenList: {
    question: either('Indíquenos los datos de cada uno de sus hijos', 'Indíquenos los datos de cada hijo de {name}'),
    itemLabel: 'hijo(a)',
    item: {
      childNameFirst: { question: 'Primer nombre del hijo(a)' },
      childNameMiddle: { question: 'Segundo nombre del hijo(a)' },
      childNameLast: { question: 'Apellido del hijo(a)' },
      childBirthDate: { question: 'Fecha de nacimiento del hijo(a)' },
      childBirthCountry: { question: 'País de nacimiento del hijo(a)' },
      childRelationship: { question: either('Relación de este hijo(a) con usted', 'Relación de este hijo(a) con {name}'), choices: CHILD_RELATIONSHIP_ES },
      childANumber: { question: 'A-Number del hijo(a), si lo tiene', help: 'Solo si USCIS le dio al hijo(a) un número de registro de extranjero (A-Number).' },
      childApplyingWithYou: { question: '¿Está este hijo(a) solicitando también la residencia permanente ahora, con un Form I-485 aparte?' },
    },
  },
};
