import { ADMISSION_CLASS_ES } from './admission-classes.ts';
import { addressSpanish, either } from './person.ts';
import type { FieldSpanish, FormSpanish } from './types.ts';

/**
 * BENEFICIARY_INFO: its own questions (the address abroad, identification numbers, immigration
 * history, life outside the U.S., education); the questions both spouses are asked are in
 * person.ts. Questions about the beneficiary speak to them ("usted") when they fill it in and name
 * them to the petitioner otherwise, with either(...): localized.ts voices them about the
 * beneficiary (SPANISH_VOICED_ABOUT), also where the English still speaks to "you" only.
 */

/** An address outside the United States: the parts of person.ts's address that such an address has. */
function abroad(base: string, label: string, street: string): Record<string, FieldSpanish> {
  const parts = addressSpanish(base, label, { abroad: true });
  const pick = (part: string): FieldSpanish => parts[`${base}${part}`] as FieldSpanish;
  return {
    [`${base}Country`]: pick('Country'),
    [`${base}Street`]: { question: `${label}: número y nombre de la calle`, help: street },
    [`${base}UnitType`]: pick('UnitType'),
    [`${base}UnitNumber`]: pick('UnitNumber'),
    [`${base}City`]: pick('City'),
    [`${base}Province`]: pick('Province'),
    [`${base}PostalCode`]: pick('PostalCode'),
  };
}

const NO_STREET_HOME = 'Déjelo vacío solo si la vivienda no tenía nombre ni número de calle.';

const IN_ENGLISH = 'Escríbalo en inglés: se imprime en el formulario, que USCIS lee en inglés.';

export const BENEFICIARY_INFO_ES: FormSpanish = {
  title: 'Información del beneficiario',
  description: 'Sobre el cónyuge que solicita la residencia permanente: nombres, direcciones, trabajo, historial migratorio, familia y estudios.',
  steps: {
    "Beneficiary's Names and Sex": {
      name: 'Nombres y sexo del beneficiario',
      intro: either(
        'Todas las preguntas de este formulario son sobre usted, el beneficiario: el cónyuge que solicita la residencia permanente (green card).',
        'Todas las preguntas de este formulario son sobre {name}, el beneficiario: el cónyuge que solicita la residencia permanente (green card). Responda por {name}.',
      ),
    },
    'Contact Information': { name: 'Datos de contacto' },
    Address: { name: 'Dirección' },
    'Address History': {
      name: 'Direcciones anteriores',
      intro: either(
        'Dónde ha vivido usted durante los últimos cinco años, dentro y fuera de los Estados Unidos.',
        'Dónde ha vivido {name} durante los últimos cinco años, dentro y fuera de los Estados Unidos.',
      ),
    },
    'Employment History': {
      name: 'Historial de empleo',
      intro: either(
        'Su trabajo y sus estudios durante los últimos cinco años, dentro y fuera de los Estados Unidos.',
        'El trabajo y los estudios de {name} durante los últimos cinco años, dentro y fuera de los Estados Unidos.',
      ),
    },
    'Birth Information': { name: 'Datos de nacimiento' },
    'Identification Numbers': {
      name: 'Números de identificación',
      intro: either(
        'Números que le ha dado el gobierno de los Estados Unidos o el de su país. Deje vacíos los que no tenga.',
        'Números que el gobierno de los Estados Unidos o el del país de {name} le han dado. Deje vacíos los que no tenga.',
      ),
    },
    'Immigration Situation': {
      name: 'Situación migratoria',
      intro: either(
        'Su llegada a los Estados Unidos y su historial migratorio. Su registro I-94 está en i94.cbp.dhs.gov.',
        'La llegada de {name} a los Estados Unidos y su historial migratorio. Su registro I-94 está en i94.cbp.dhs.gov.',
      ),
    },
    'Biographic Information': { name: 'Datos biográficos' },
    "Parents' Information": {
      name: 'Datos de los padres',
      intro: either(
        'Los formularios preguntan por dos padres, cada uno con su sexo. Si usted tiene dos madres o dos padres, indique uno en cada parte y el sexo de cada uno.',
        'Los formularios preguntan por dos padres, cada uno con su sexo. Si {name} tiene dos madres o dos padres, indique uno en cada parte y el sexo de cada uno.',
      ),
    },
    'Marital History': {
      name: 'Historial matrimonial',
      intro: either(
        'Sus matrimonios anteriores y sus hijos. Su matrimonio actual se pregunta en el formulario del matrimonio.',
        'Los matrimonios anteriores y los hijos de {name}. El matrimonio de ustedes dos se pregunta en el formulario del matrimonio.',
      ),
    },
    'Information from Outside the U.S.': {
      name: 'Datos fuera de los Estados Unidos',
      intro: either(
        'Su última vivienda y su último empleo fuera de los Estados Unidos, aunque ya los haya indicado.',
        'La última vivienda y el último empleo de {name} fuera de los Estados Unidos, aunque ya los haya indicado.',
      ),
    },
    'Education Info': { name: 'Estudios' },
  },
  fields: {
    bNativeScriptUsed: {
      question: either('¿Se escribe su lengua materna con un alfabeto distinto del latino?', '¿Se escribe la lengua materna de {name} con un alfabeto distinto del latino?'),
      help: 'Por ejemplo, la escritura árabe, china, cirílica, devanagari, griega, hebrea, japonesa, coreana o tailandesa.',
    },
    bNativeScriptNameFirst: {
      question: either('Su primer nombre (nombre de pila) en la escritura de su lengua materna', 'Primer nombre (nombre de pila) de {name} en la escritura de su lengua materna'),
    },
    bNativeScriptNameMiddle: { question: either('Su segundo nombre en la escritura de su lengua materna', 'Segundo nombre de {name} en la escritura de su lengua materna') },
    bNativeScriptNameLast: { question: either('Su apellido en la escritura de su lengua materna', 'Apellido de {name} en la escritura de su lengua materna') },
    bHasAddressAbroad: {
      question: either('¿Tiene usted también una dirección fuera de los Estados Unidos?', '¿Tiene {name} también una dirección fuera de los Estados Unidos?'),
      help: either(
        'Por ejemplo, una vivienda que conserva en su país de origen y donde vive cuando está allí. Responda No si no tiene ninguna.',
        'Por ejemplo, una vivienda que {name} conserva en su país de origen y donde vive cuando está allí. Responda No si no tiene ninguna.',
      ),
    },
    ...abroad('bAddressAbroad', either('Dirección fuera de los Estados Unidos', 'Dirección de {name} fuera de los Estados Unidos'), NO_STREET_HOME),
    birthHasUsedOtherDate: {
      question: either('¿Ha usado alguna vez otra fecha de nacimiento?', '¿Ha usado {name} alguna vez otra fecha de nacimiento?'),
      help: 'Por ejemplo, una fecha distinta en un pasaporte o una visa anterior, o una escrita por error en un documento de inmigración.',
    },
    birthOtherDatesArray: {
      question: either('Anote cada otra fecha de nacimiento que haya usado', 'Anote cada otra fecha de nacimiento que {name} haya usado'),
      itemLabel: 'fecha de nacimiento',
      item: { otherBirthDate: { question: 'Otra fecha de nacimiento' } },
    },
    bCitizenshipCountry: {
      question: either('¿De qué país es usted ciudadano o nacional?', '¿De qué país es {name} ciudadano o nacional?'),
      help: either(
        'Si es ciudadano de más de un país, elija aquel cuyo pasaporte usó para entrar a los Estados Unidos.',
        'Si {name} es ciudadano de más de un país, elija aquel cuyo pasaporte usó para entrar a los Estados Unidos.',
      ),
    },
    bANumber: {
      question: either('¿Cuál es su A-Number (número de registro de extranjero), si lo tiene?', '¿Cuál es el A-Number (número de registro de extranjero) de {name}, si lo tiene?'),
      help:
        'Un número de 7 a 9 dígitos que empieza con A, en los avisos de USCIS, en un permiso de trabajo (como USCIS#) o en una visa de inmigrante. ' +
        'La mayoría de los visitantes y estudiantes no tienen; en ese caso, déjelo vacío.',
    },
    aNumberHasMany: { question: either('¿Ha usado o recibido alguna vez otro A-Number?', '¿Ha usado o recibido {name} alguna vez otro A-Number?') },
    aNumberList: {
      question: 'Anote cada otro A-Number',
      itemLabel: 'A-Number',
      item: { otherANumber: { question: 'Otro A-Number' } },
    },
    bUscisAccountNumber: {
      question: either('¿Cuál es su número de cuenta en línea de USCIS, si lo tiene?', '¿Cuál es el número de cuenta en línea de USCIS de {name}, si lo tiene?'),
      help: either(
        'Solo si ha presentado algo en línea ante USCIS o recibió un aviso de acceso a una cuenta: un número de 12 dígitos. No es su A-Number.',
        'Solo si {name} ha presentado algo en línea ante USCIS o recibió un aviso de acceso a una cuenta: un número de 12 dígitos. No es su A-Number.',
      ),
    },
    bSsn: {
      question: either('¿Cuál es su número de Seguro Social de los Estados Unidos, si lo tiene?', '¿Cuál es el número de Seguro Social de los Estados Unidos de {name}, si lo tiene?'),
      help: either(
        'Solo un número que la Administración del Seguro Social le haya asignado oficialmente. Déjelo vacío si no tiene.',
        'Solo un número que la Administración del Seguro Social le haya asignado oficialmente a {name}. Déjelo vacío si no tiene.',
      ),
    },
    bSsaWantsCard: {
      question: either(
        '¿Desea que la Administración del Seguro Social (SSA) le emita una tarjeta de Seguro Social?',
        '¿Desea {name} que la Administración del Seguro Social (SSA) le emita una tarjeta de Seguro Social?',
      ),
      help: either(
        'Responda Sí si no tiene número de Seguro Social, o si desea una tarjeta nueva, por ejemplo sin las palabras "valid only with DHS authorization". ' +
          'La SSA le envía entonces la tarjeta por correo cuando se apruebe su residencia permanente, sin que tenga que ir a su oficina.',
        'Responda Sí si {name} no tiene número de Seguro Social, o si desea una tarjeta nueva, por ejemplo sin las palabras "valid only with DHS authorization". ' +
          'La SSA le envía entonces la tarjeta por correo cuando se apruebe su residencia permanente, sin que tenga que ir a su oficina.',
      ),
    },
    bSsaConsentToDisclose: {
      question: either(
        '¿Autoriza a USCIS a dar a la SSA los datos de su solicitud que necesita para asignarle un número y emitirle la tarjeta?',
        '¿Autoriza {name} a USCIS a dar a la SSA los datos de su solicitud que necesita para asignarle un número y emitirle la tarjeta?',
      ),
      help: 'La SSA solo puede emitir la tarjeta con esta autorización.',
    },
    passportNumber: {
      question: either(
        '¿Cuál es el número del pasaporte que usó en su última llegada a los Estados Unidos?',
        '¿Cuál es el número del pasaporte que {name} usó en su última llegada a los Estados Unidos?',
      ),
      help: either('Déjelo vacío si no tenía pasaporte.', 'Déjelo vacío si {name} no tenía pasaporte.'),
    },
    travelDocumentNumber: {
      question: either('Si usó un documento de viaje en lugar de un pasaporte, ¿cuál es su número?', 'Si {name} usó un documento de viaje en lugar de un pasaporte, ¿cuál es su número?'),
      help: 'Por ejemplo, un documento de viaje de refugiado. La mayoría de las personas lo dejan vacío.',
    },
    passportCountry: { question: '¿Qué país emitió ese pasaporte o documento de viaje?' },
    passportExpirationDate: { question: '¿Cuándo vence (o venció) ese pasaporte o documento de viaje?' },
    immiIsInUs: { question: either('¿Está usted ahora en los Estados Unidos?', '¿Está {name} ahora en los Estados Unidos?') },
    immiEverInUs: { question: either('¿Ha estado alguna vez en los Estados Unidos?', '¿Ha estado {name} alguna vez en los Estados Unidos?') },
    immiLastEntryDate: { question: either('¿En qué fecha llegó por última vez a los Estados Unidos?', '¿En qué fecha llegó {name} por última vez a los Estados Unidos?') },
    immiLastEntryCity: {
      question: either('¿Dónde fue su última llegada? Ciudad o pueblo', '¿Dónde fue la última llegada de {name}? Ciudad o pueblo'),
      help: either(
        'El aeropuerto o el cruce fronterizo por donde entró, por ejemplo New York (aeropuerto JFK) o San Ysidro.',
        'El aeropuerto o el cruce fronterizo por donde entró {name}, por ejemplo New York (aeropuerto JFK) o San Ysidro.',
      ),
    },
    immiLastEntryState: { question: either('¿Dónde fue su última llegada? Estado', '¿Dónde fue la última llegada de {name}? Estado') },
    immiLastEntryManner: {
      question: either('¿Cómo entró en su última llegada?', '¿Cómo entró {name} en su última llegada?'),
      choices: {
        admitted: 'Con inspección en un puerto de entrada y admisión (con una visa o con el Programa de Exención de Visa)',
        paroled: 'Con inspección en un puerto de entrada y un permiso de permanencia temporal (parole)',
        without_admission: 'Sin inspección, sin admisión y sin parole',
        other: 'Otra forma',
      },
    },
    immiLastEntryAdmittedAs: {
      question: either('¿En qué calidad se le admitió? (en inglés)', '¿En qué calidad se admitió a {name}? (en inglés)'),
      help: `En pocas palabras, por ejemplo visitor (visitante), student (estudiante), exchange visitor (visitante de intercambio), temporary worker (trabajador temporal), fiancé(e) (prometido(a)). ${IN_ENGLISH}`,
    },
    immiLastEntryParoledAs: {
      question: either('¿Con qué tipo de parole entró? (en inglés)', '¿Con qué tipo de parole entró {name}? (en inglés)'),
      help: `Por ejemplo humanitarian parole (parole humanitario), advance parole (permiso de viaje) o Cuban parole (parole cubano). ${IN_ENGLISH}`,
    },
    immiLastEntryOther: {
      question: either('Describa cómo entró (en inglés: esta respuesta se imprime en el formulario)', 'Describa cómo entró {name} (en inglés: esta respuesta se imprime en el formulario)'),
    },
    immiCurrentVisaStatus: {
      question: either('¿Con qué visa o estatus se le admitió en su última llegada?', '¿Con qué visa o estatus se admitió a {name} en su última llegada?'),
      help: either(
        'La clase de admisión (Class of Admission) de su I-94, por ejemplo B2, F1, H1B, H4 o WT (Programa de Exención de Visa). Las clases más comunes aparecen primero.',
        'La clase de admisión (Class of Admission) del I-94 de {name}, por ejemplo B2, F1, H1B, H4 o WT (Programa de Exención de Visa). Las clases más comunes aparecen primero.',
      ),
      choices: ADMISSION_CLASS_ES,
    },
    immiCurrVisaNumber: {
      question: either('¿Cuál es el número de la visa que usó en su última llegada?', '¿Cuál es el número de la visa que {name} usó en su última llegada?'),
      help: either(
        'El número de visa impreso (a menudo en rojo) abajo a la derecha de la visa en su pasaporte. Déjelo vacío si entró sin visa, por ejemplo con el Programa de Exención de Visa.',
        'El número de visa impreso (a menudo en rojo) abajo a la derecha de la visa en el pasaporte de {name}. Déjelo vacío si entró sin visa, por ejemplo con el Programa de Exención de Visa.',
      ),
    },
    immiCurrVisaIssuedDate: { question: '¿En qué fecha se emitió esa visa?', help: 'La "Issue Date" (fecha de emisión) de la visa.' },
    immiCurrVisaExpirationDate: {
      question: '¿En qué fecha vence (o venció) esa visa?',
      help: either(
        'La "Expiration Date" (fecha de vencimiento) de la visa. No es la fecha en que termina su permanencia autorizada; esa aparece en su I-94.',
        'La "Expiration Date" (fecha de vencimiento) de la visa. No es la fecha en que termina la permanencia autorizada de {name}; esa aparece en su I-94.',
      ),
    },
    immiLastEntryWasFirstEntry: {
      question: either('¿Fue su última llegada la primera vez que estuvo en los Estados Unidos?', '¿Fue la última llegada de {name} la primera vez que estuvo en los Estados Unidos?'),
    },
    immiUscisOfficeCity: {
      question: either('¿Qué oficina local de USCIS atiende la zona donde vive? Ciudad', '¿Qué oficina local de USCIS atiende la zona donde vive {name}? Ciudad'),
      help: either(
        'Búsquela con el Field Office Locator de uscis.gov por su código postal (ZIP code). Allí será su entrevista para la residencia permanente.',
        'Búsquela con el Field Office Locator de uscis.gov por el código postal (ZIP code) de {name}. Allí será su entrevista para la residencia permanente.',
      ),
    },
    immiUscisOfficeState: {
      question: either('¿Qué oficina local de USCIS atiende la zona donde vive? Estado', '¿Qué oficina local de USCIS atiende la zona donde vive {name}? Estado'),
    },
    i94WasIssued: {
      question: either('¿Recibió un registro de llegada I-94 en su última llegada?', '¿Recibió {name} un registro de llegada I-94 en su última llegada?'),
      help: either(
        'Casi todas las personas admitidas o con parole en un puerto de entrada reciben uno, incluidos los visitantes del Programa de Exención de Visa. Búsquelo en i94.cbp.dhs.gov.',
        'Casi todas las personas admitidas o con parole en un puerto de entrada reciben uno, incluidos los visitantes del Programa de Exención de Visa. Busque el de {name} en i94.cbp.dhs.gov.',
      ),
    },
    i94Number: {
      question: either('¿Cuál es el número de su registro I-94?', '¿Cuál es el número del registro I-94 de {name}?'),
      help: either(
        'El "Admission (I-94) Record Number" de 11 caracteres de su I-94 más reciente.',
        'El "Admission (I-94) Record Number" de 11 caracteres del I-94 más reciente de {name}.',
      ),
    },
    i94NameLast: {
      question: either('Apellido tal como está escrito en su I-94', 'Apellido tal como está escrito en el I-94 de {name}'),
      help: either('Exactamente como en el I-94, aunque sea distinto de su pasaporte.', 'Exactamente como en el I-94, aunque sea distinto del pasaporte de {name}.'),
    },
    i94NameFirst: { question: either('Primer nombre (nombre de pila) tal como está escrito en su I-94', 'Primer nombre (nombre de pila) tal como está escrito en el I-94 de {name}') },
    i94ImmigrationStatus: {
      question: either('¿Qué clase de admisión indica su I-94?', '¿Qué clase de admisión indica el I-94 de {name}?'),
      help: either(
        'La "Class of Admission" del I-94, por ejemplo B2, WT, F1, H1B, K1, o paroled si recibió un parole. Se imprime en el formulario tal como la escribe.',
        'La "Class of Admission" del I-94, por ejemplo B2, WT, F1, H1B, K1, o paroled si {name} recibió un parole. Se imprime en el formulario tal como la escribe.',
      ),
    },
    i94AdmitUntilIsDs: {
      question: either(
        '¿Dice su I-94 D/S (duration of status, duración del estatus) en lugar de una fecha "Admit Until"?',
        '¿Dice el I-94 de {name} D/S (duration of status, duración del estatus) en lugar de una fecha "Admit Until"?',
      ),
      help: 'Los estudiantes y los visitantes de intercambio suelen tener D/S.',
    },
    i94AdmitUntil: {
      question: either('¿Cuál es la fecha "Admit Until" de su I-94?', '¿Cuál es la fecha "Admit Until" del I-94 de {name}?'),
      help: either(
        'El último día en que se le permitió (o se le permite) permanecer, según el I-94. Puede ser una fecha pasada.',
        'El último día en que se le permitió (o se le permite) a {name} permanecer, según el I-94. Puede ser una fecha pasada.',
      ),
    },
    i94StatusChanged: {
      question: either('¿Ha cambiado su estatus migratorio desde que llegó?', '¿Ha cambiado el estatus migratorio de {name} desde que llegó?'),
      help:
        'Solo por una decisión de USCIS: un cambio o una extensión de estatus aprobados (por ejemplo, de visitante B2 a estudiante F1), o la concesión del Estatus de Protección Temporal (TPS). ' +
        'Una solicitud pendiente no lo cambia.',
    },
    i94StatusAfterChange: {
      question: either('¿Cuál es su estatus migratorio ahora?', '¿Cuál es el estatus migratorio de {name} ahora?'),
      help: either(
        'Como aparece en su aviso de aprobación de USCIS, por ejemplo F1 o H1B. Se imprime en el formulario tal como lo escribe.',
        'Como aparece en el aviso de aprobación de USCIS de {name}, por ejemplo F1 o H1B. Se imprime en el formulario tal como lo escribe.',
      ),
    },
    i94StatusAfterChangeIsDs: {
      question: either(
        '¿Dura su estatus actual D/S (duration of status, duración del estatus) en lugar de hasta una fecha?',
        '¿Dura el estatus actual de {name} D/S (duration of status, duración del estatus) en lugar de hasta una fecha?',
      ),
    },
    i94StatusAfterChangeUntil: {
      question: either('¿En qué fecha termina su estatus actual?', '¿En qué fecha termina el estatus actual de {name}?'),
      help: either(
        'La fecha de su aviso de aprobación de USCIS, o del nuevo I-94 que vino con él.',
        'La fecha del aviso de aprobación de USCIS de {name}, o del nuevo I-94 que vino con él.',
      ),
    },
    i94StatusChangeNewI94: {
      question: '¿Vino ese cambio con un nuevo registro I-94?',
      help: either(
        'Un cambio o una extensión de estatus aprobados suelen traer un nuevo I-94 en la parte de abajo del aviso de aprobación (Form I-797A); el TPS y la acción diferida no. ' +
          'Su I-94 más reciente es el primero de la lista en i94.cbp.dhs.gov. Los formularios piden el I-94 más reciente y su fecha.',
        'Un cambio o una extensión de estatus aprobados suelen traer un nuevo I-94 en la parte de abajo del aviso de aprobación (Form I-797A); el TPS y la acción diferida no. ' +
          'El I-94 más reciente de {name} es el primero de la lista en i94.cbp.dhs.gov. Los formularios piden el I-94 más reciente y su fecha.',
      ),
    },
    i94NewNumber: {
      question: '¿Cuál es el número de ese nuevo registro I-94?',
      help: either(
        'El número de registro de 11 caracteres del nuevo I-94. Su fecha "Admit Until" es la fecha en que termina su estatus actual, indicada más arriba.',
        'El número de registro de 11 caracteres del nuevo I-94. Su fecha "Admit Until" es la fecha en que termina el estatus actual de {name}, indicada más arriba.',
      ),
    },
    immiCrewmanVisaEver: {
      question: either('¿Se le ha emitido alguna vez una visa de tripulante (C-1/D o D)?', '¿Se le ha emitido a {name} alguna vez una visa de tripulante (C-1/D o D)?'),
      help: 'Una visa para los miembros de la tripulación de un barco o de un avión.',
    },
    immiCrewmanLastEntryYesNo: {
      question: either(
        '¿Llegó la última vez para unirse a un barco como tripulante, o mientras trabajaba a bordo de un barco o de un avión?',
        '¿Llegó {name} la última vez para unirse a un barco como tripulante, o mientras trabajaba a bordo de un barco o de un avión?',
      ),
    },
    immiInDeportationProceedingsYesNo: {
      question: either('¿Ha estado alguna vez en un proceso ante un tribunal de inmigración?', '¿Ha estado {name} alguna vez en un proceso ante un tribunal de inmigración?'),
      help: 'Procesos de expulsión (removal), deportación, exclusión o rescisión, actuales o pasados, incluidos los casos ya cerrados.',
    },
    immiProceedingsType: {
      question: '¿Qué tipo de proceso?',
      choices: {
        removal: 'Expulsión (removal)',
        exclusion_deportation: 'Exclusión o deportación',
        rescission: 'Rescisión',
        other_judicial: 'Otro proceso judicial',
      },
    },
    immiProceedingsCity: { question: '¿Dónde fue el proceso? Ciudad o pueblo' },
    immiProceedingsState: { question: '¿Dónde fue el proceso? Estado' },
    immiProceedingsDate: {
      question: '¿En qué fecha tuvo lugar el proceso?',
      help: 'La fecha del aviso de comparecencia (notice to appear) o de la última audiencia.',
    },
    immiOtherPetitionEverFiled: {
      question: either(
        '¿Ha presentado alguna vez otra persona, que no sea su cónyuge, una petición de inmigración para usted?',
        '¿Ha presentado alguna vez otra persona, que no sea usted, una petición de inmigración para {name}?',
      ),
      help: either(
        'Cuente las peticiones para una residencia permanente (peticiones de inmigrante): por ejemplo, un Form I-130 presentado por un padre o un cónyuge anterior, o un Form I-140 presentado por un empleador. ' +
          'Una petición para un estatus temporal, como la petición H-1B, L-1 u O-1 de un empleador en el Form I-129, es una petición de no inmigrante y no cuenta aquí, ' +
          'a menos que el mismo empleador también haya presentado una petición de inmigrante (Form I-140) para usted. Elija "No lo sé" solo si ni usted ni su cónyuge lo saben.',
        'Cuente las peticiones para una residencia permanente (peticiones de inmigrante): por ejemplo, un Form I-130 presentado por un padre o un cónyuge anterior, o un Form I-140 presentado por un empleador. ' +
          'Una petición para un estatus temporal, como la petición H-1B, L-1 u O-1 de un empleador en el Form I-129, es una petición de no inmigrante y no cuenta aquí, ' +
          'a menos que el mismo empleador también haya presentado una petición de inmigrante (Form I-140) para {name}. Elija "No lo sé" solo si ni usted ni {name} lo saben.',
      ),
    },
    immiAppliedForGcBefore: {
      question: either(
        '¿Ha solicitado alguna vez una visa de inmigrante (una residencia permanente) en una embajada o un consulado de los Estados Unidos en el extranjero?',
        '¿Ha solicitado {name} alguna vez una visa de inmigrante (una residencia permanente) en una embajada o un consulado de los Estados Unidos en el extranjero?',
      ),
    },
    immiImmigrantVisaCity: { question: '¿Dónde estaba esa embajada o ese consulado? Ciudad' },
    immiImmigrantVisaCountry: { question: '¿Dónde estaba esa embajada o ese consulado? País' },
    immiImmigrantVisaDecision: {
      question: '¿Cuál fue la decisión? (en inglés)',
      help: `Por ejemplo approved (aprobada), refused (rechazada), denied (negada), withdrawn (retirada) o still pending (todavía pendiente). ${IN_ENGLISH}`,
    },
    immiImmigrantVisaDecisionDate: { question: '¿En qué fecha se tomó la decisión?', help: 'Déjela vacía si todavía no hay una decisión.' },
    immiAppliedForGcBeforeInUs: {
      question: either(
        '¿Ha solicitado alguna vez antes la residencia permanente (green card) estando en los Estados Unidos?',
        '¿Ha solicitado {name} alguna vez antes la residencia permanente (green card) estando en los Estados Unidos?',
      ),
    },
    immiLprRescindedEver: {
      question: either(
        '¿Ha tenido alguna vez la residencia permanente y se la quitaron después (rescisión)?',
        '¿Ha tenido {name} alguna vez la residencia permanente y se la quitaron después (rescisión)?',
      ),
    },
    outsideUsLivedOverYear: {
      question: either('¿Ha vivido alguna vez fuera de los Estados Unidos durante más de un año?', '¿Ha vivido {name} alguna vez fuera de los Estados Unidos durante más de un año?'),
    },
    ...abroad('outsideUsPhysicalAddress', either('Última dirección fuera de los Estados Unidos', 'Última dirección de {name} fuera de los Estados Unidos'), NO_STREET_HOME),
    outsideUsPhysicalAddressDateFrom: { question: either('¿Cuándo empezó a vivir en esa dirección?', '¿Cuándo empezó {name} a vivir en esa dirección?') },
    outsideUsPhysicalAddressDateTo: { question: either('¿Cuándo dejó de vivir allí?', '¿Cuándo dejó {name} de vivir allí?') },
    outsideUsWorkedEver: { question: either('¿Ha trabajado alguna vez fuera de los Estados Unidos?', '¿Ha trabajado {name} alguna vez fuera de los Estados Unidos?') },
    outsideUsEmployer: {
      question: either('Nombre de su empleador más reciente fuera de los Estados Unidos', 'Nombre del empleador más reciente de {name} fuera de los Estados Unidos'),
      help: either(
        'Indíquelo aunque ya esté en su historial de empleo. Si trabajó por cuenta propia, escriba Self-employed (en inglés).',
        'Indíquelo aunque ya esté en el historial de empleo de {name}. Si trabajó por cuenta propia, escriba Self-employed (en inglés).',
      ),
    },
    ...abroad('outsideUsEmployer', 'Dirección del empleador', 'Déjelo vacío solo si el lugar no tenía nombre ni número de calle.'),
    outsideUsEmployerOccupation: {
      question: either('Su ocupación allí (en inglés: se imprime en el formulario; por ejemplo Nurse, Cook)', 'Ocupación de {name} allí (en inglés: se imprime en el formulario; por ejemplo Nurse, Cook)'),
    },
    outsideUsEmployerDateFrom: { question: either('¿Cuándo empezó a trabajar allí?', '¿Cuándo empezó {name} a trabajar allí?') },
    outsideUsEmployerDateTo: { question: either('¿Cuándo dejó de trabajar allí?', '¿Cuándo dejó {name} de trabajar allí?') },
    bNativeScriptAddressStreet: {
      question: either(
        'Su dirección en el extranjero en la escritura de su lengua materna: calle y número',
        'Dirección de {name} en el extranjero en la escritura de su lengua materna: calle y número',
      ),
      help: 'La dirección de arriba, escrita en la escritura de esa lengua. Deje estos datos vacíos si no puede escribir con esa escritura.',
    },
    bNativeScriptAddressCity: {
      question: either('Su dirección en el extranjero en la escritura de su lengua materna: ciudad o pueblo', 'Dirección de {name} en el extranjero en la escritura de su lengua materna: ciudad o pueblo'),
    },
    bNativeScriptAddressProvince: {
      question: either(
        'Su dirección en el extranjero en la escritura de su lengua materna: provincia o región',
        'Dirección de {name} en el extranjero en la escritura de su lengua materna: provincia o región',
      ),
    },
    bNativeScriptAddressPostalCode: {
      question: either(
        'Su dirección en el extranjero en la escritura de su lengua materna: código postal',
        'Dirección de {name} en el extranjero en la escritura de su lengua materna: código postal',
      ),
    },
    bNativeScriptAddressCountry: {
      question: either('Su dirección en el extranjero en la escritura de su lengua materna: país', 'Dirección de {name} en el extranjero en la escritura de su lengua materna: país'),
    },
    eduHighestLevel: {
      question: either('¿Cuál es el nivel de estudios más alto que ha completado?', '¿Cuál es el nivel de estudios más alto que ha completado {name}?'),
      help: 'Los títulos de escuelas fuera de los Estados Unidos cuentan: elija el nivel al que equivalen.',
      choices: {
        less_than_high_school: 'Menos que la escuela secundaria completa (high school)',
        high_school: 'Diploma de escuela secundaria (high school) o equivalente',
        '1_year_or_more_college': 'Un año o más de universidad, sin título',
        associate_degree: 'Título técnico universitario de dos años (Associate’s degree)',
        bachelor_degree: 'Licenciatura (Bachelor’s degree)',
        master_degree: 'Maestría (Master’s degree)',
        professional_degree: 'Título profesional (JD, MD, DMD, etc.)',
        doctorate_degree: 'Doctorado',
      },
    },
    eduHighestGradeCompleted: {
      question: either('¿Cuál es el grado escolar más alto que completó? (en inglés)', '¿Cuál es el grado escolar más alto que completó {name}? (en inglés)'),
      help: 'Por ejemplo 8th grade (octavo grado). Se imprime en el formulario, que USCIS lee en inglés.',
    },
    eduHasCertifications: {
      question: either(
        '¿Tiene certificados, licencias o habilidades aprendidas en el trabajo o en una capacitación?',
        '¿Tiene {name} certificados, licencias o habilidades aprendidas en el trabajo o en una capacitación?',
      ),
      help: 'Por ejemplo, una licencia de enfermería o de conducir comercial, un certificado de oficio, certificaciones de computación, o habilidades como la carpintería o los idiomas.',
    },
    eduCertificationsList: {
      question: either('Anote sus certificados, licencias y habilidades (en inglés)', 'Anote los certificados, licencias y habilidades de {name} (en inglés)'),
      itemLabel: 'certificado, licencia o habilidad',
      item: {
        eduCertification: { question: 'Certificado, licencia o habilidad (en inglés, por ejemplo Registered Nurse license o Carpentry)' },
      },
    },
  },
};
