import { ADMISSION_CLASS_ES } from './admission-classes.ts';
import { addressSpanish } from './person.ts';
import type { FieldSpanish, FormSpanish } from './types.ts';

/**
 * BENEFICIARY_INFO: its own questions (the address abroad, identification numbers, immigration
 * history, life outside the U.S., education); the questions both spouses are asked are in
 * person.ts. Its own questions are written in English to "you", so their Spanish speaks to
 * "usted"; the first step's intro tells a petitioner filling it in to answer for their spouse.
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
      intro:
        'Todas las preguntas de este formulario son sobre el beneficiario: el cónyuge que solicita la residencia permanente (green card). ' +
        'Si usted es el peticionario y lo llena, responda por su cónyuge.',
    },
    'Contact Information': { name: 'Datos de contacto' },
    Address: { name: 'Dirección' },
    'Address History': { name: 'Direcciones anteriores', intro: 'Dónde ha vivido durante los últimos cinco años, dentro y fuera de los Estados Unidos.' },
    'Employment History': { name: 'Historial de empleo', intro: 'Su trabajo y sus estudios durante los últimos cinco años, dentro y fuera de los Estados Unidos.' },
    'Birth Information': { name: 'Datos de nacimiento' },
    'Identification Numbers': {
      name: 'Números de identificación',
      intro: 'Números que le ha dado el gobierno de los Estados Unidos o el de su país. Deje vacíos los que no tenga.',
    },
    'Immigration Situation': {
      name: 'Situación migratoria',
      intro: 'Su llegada a los Estados Unidos y su historial migratorio. Su registro I-94 está en i94.cbp.dhs.gov.',
    },
    'Biographic Information': { name: 'Datos biográficos' },
    "Parents' Information": {
      name: 'Datos de los padres',
      intro: 'Los formularios preguntan por dos padres, cada uno con su sexo. Si usted tiene dos madres o dos padres, indique uno en cada parte y el sexo de cada uno.',
    },
    'Marital History': {
      name: 'Historial matrimonial',
      intro: 'Sus matrimonios anteriores y sus hijos. Su matrimonio actual se pregunta en el formulario del matrimonio.',
    },
    'Information from Outside the U.S.': {
      name: 'Datos fuera de los Estados Unidos',
      intro: 'Su última vivienda y su último empleo fuera de los Estados Unidos, aunque ya los haya indicado.',
    },
    'Education Info': { name: 'Estudios' },
  },
  fields: {
    bNativeScriptUsed: {
      question: '¿Se escribe su lengua materna con un alfabeto distinto del latino?',
      help: 'Por ejemplo, la escritura árabe, china, cirílica, devanagari, griega, hebrea, japonesa, coreana o tailandesa.',
    },
    bNativeScriptNameFirst: { question: 'Su primer nombre (nombre de pila) en la escritura de su lengua materna' },
    bNativeScriptNameMiddle: { question: 'Su segundo nombre en la escritura de su lengua materna' },
    bNativeScriptNameLast: { question: 'Su apellido en la escritura de su lengua materna' },
    bHasAddressAbroad: {
      question: '¿Tiene usted también una dirección fuera de los Estados Unidos?',
      help: 'Por ejemplo, una vivienda que conserva en su país de origen y donde vive cuando está allí. Responda No si no tiene ninguna.',
    },
    ...abroad('bAddressAbroad', 'Dirección fuera de los Estados Unidos', NO_STREET_HOME),
    birthHasUsedOtherDate: {
      question: '¿Ha usado alguna vez otra fecha de nacimiento?',
      help: 'Por ejemplo, una fecha distinta en un pasaporte o una visa anterior, o una escrita por error en un documento de inmigración.',
    },
    birthOtherDatesArray: {
      question: 'Anote cada otra fecha de nacimiento que haya usado',
      itemLabel: 'fecha de nacimiento',
      item: { otherBirthDate: { question: 'Otra fecha de nacimiento' } },
    },
    bCitizenshipCountry: {
      question: '¿De qué país es usted ciudadano o nacional?',
      help: 'Si es ciudadano de más de un país, elija aquel cuyo pasaporte usó para entrar a los Estados Unidos.',
    },
    bANumber: {
      question: '¿Cuál es su A-Number (número de registro de extranjero), si lo tiene?',
      help:
        'Un número de 7 a 9 dígitos que empieza con A, en los avisos de USCIS, en un permiso de trabajo (como USCIS#) o en una visa de inmigrante. ' +
        'La mayoría de los visitantes y estudiantes no tienen; en ese caso, déjelo vacío.',
    },
    aNumberHasMany: { question: '¿Ha usado o recibido alguna vez otro A-Number?' },
    aNumberList: {
      question: 'Anote cada otro A-Number',
      itemLabel: 'A-Number',
      item: { otherANumber: { question: 'Otro A-Number' } },
    },
    bUscisAccountNumber: {
      question: '¿Cuál es su número de cuenta en línea de USCIS, si lo tiene?',
      help: 'Solo si ha presentado algo en línea ante USCIS o recibió un aviso de acceso a una cuenta: un número de 12 dígitos. No es su A-Number.',
    },
    bSsn: {
      question: '¿Cuál es su número de Seguro Social de los Estados Unidos, si lo tiene?',
      help: 'Solo un número que la Administración del Seguro Social le haya asignado oficialmente. Déjelo vacío si no tiene.',
    },
    bSsaWantsCard: {
      question: '¿Desea que la Administración del Seguro Social (SSA) le emita una tarjeta de Seguro Social?',
      help:
        'Responda Sí si no tiene número de Seguro Social, o si desea una tarjeta nueva, por ejemplo sin las palabras "valid only with DHS authorization". ' +
        'La SSA le envía entonces la tarjeta por correo cuando se apruebe su residencia permanente, sin que tenga que ir a su oficina.',
    },
    bSsaConsentToDisclose: {
      question: '¿Autoriza a USCIS a dar a la SSA los datos de su solicitud que necesita para asignarle un número y emitirle la tarjeta?',
      help: 'La SSA solo puede emitir la tarjeta con esta autorización.',
    },
    passportNumber: {
      question: '¿Cuál es el número del pasaporte que usó en su última llegada a los Estados Unidos?',
      help: 'Déjelo vacío si no tenía pasaporte.',
    },
    travelDocumentNumber: {
      question: 'Si usó un documento de viaje en lugar de un pasaporte, ¿cuál es su número?',
      help: 'Por ejemplo, un documento de viaje de refugiado. La mayoría de las personas lo dejan vacío.',
    },
    passportCountry: { question: '¿Qué país emitió ese pasaporte o documento de viaje?' },
    passportExpirationDate: { question: '¿Cuándo vence (o venció) ese pasaporte o documento de viaje?' },
    immiIsInUs: { question: '¿Está usted ahora en los Estados Unidos?' },
    immiEverInUs: { question: '¿Ha estado alguna vez en los Estados Unidos?' },
    immiLastEntryDate: { question: '¿En qué fecha llegó por última vez a los Estados Unidos?' },
    immiLastEntryCity: {
      question: '¿Dónde fue su última llegada? Ciudad o pueblo',
      help: 'El aeropuerto o el cruce fronterizo por donde entró, por ejemplo New York (aeropuerto JFK) o San Ysidro.',
    },
    immiLastEntryState: { question: '¿Dónde fue su última llegada? Estado' },
    immiLastEntryManner: {
      question: '¿Cómo entró en su última llegada?',
      choices: {
        admitted: 'Pasé la inspección en un puerto de entrada y me admitieron (con una visa o con el Programa de Exención de Visa)',
        paroled: 'Pasé la inspección en un puerto de entrada y me dieron un permiso de permanencia temporal (parole)',
        without_admission: 'Entré sin pasar la inspección y sin que me admitieran ni me dieran un parole',
        other: 'Otra forma',
      },
    },
    immiLastEntryAdmittedAs: {
      question: '¿En qué calidad se le admitió? (en inglés)',
      help: `En pocas palabras, por ejemplo visitor (visitante), student (estudiante), exchange visitor (visitante de intercambio), temporary worker (trabajador temporal), fiancé(e) (prometido(a)). ${IN_ENGLISH}`,
    },
    immiLastEntryParoledAs: {
      question: '¿Con qué tipo de parole entró? (en inglés)',
      help: `Por ejemplo humanitarian parole (parole humanitario), advance parole (permiso de viaje) o Cuban parole (parole cubano). ${IN_ENGLISH}`,
    },
    immiLastEntryOther: { question: 'Describa cómo entró (en inglés: esta respuesta se imprime en el formulario)' },
    immiCurrentVisaStatus: {
      question: '¿Con qué visa o estatus se le admitió en su última llegada?',
      help: 'La clase de admisión (Class of Admission) de su I-94, por ejemplo B2, F1, H1B, H4 o WT (Programa de Exención de Visa). Las clases más comunes aparecen primero.',
      choices: ADMISSION_CLASS_ES,
    },
    immiCurrVisaNumber: {
      question: '¿Cuál es el número de la visa que usó en su última llegada?',
      help: 'El número de visa impreso (a menudo en rojo) abajo a la derecha de la visa en su pasaporte. Déjelo vacío si entró sin visa, por ejemplo con el Programa de Exención de Visa.',
    },
    immiCurrVisaIssuedDate: { question: '¿En qué fecha se emitió esa visa?', help: 'La "Issue Date" (fecha de emisión) de la visa.' },
    immiCurrVisaExpirationDate: {
      question: '¿En qué fecha vence (o venció) esa visa?',
      help: 'La "Expiration Date" (fecha de vencimiento) de la visa. No es la fecha en que termina su permanencia autorizada; esa aparece en su I-94.',
    },
    immiLastEntryWasFirstEntry: { question: '¿Fue su última llegada la primera vez que estuvo en los Estados Unidos?' },
    immiUscisOfficeCity: {
      question: '¿Qué oficina local de USCIS atiende la zona donde vive? Ciudad',
      help: 'Búsquela con el Field Office Locator de uscis.gov por su código postal (ZIP code). Allí será su entrevista para la residencia permanente.',
    },
    immiUscisOfficeState: { question: '¿Qué oficina local de USCIS atiende la zona donde vive? Estado' },
    i94WasIssued: {
      question: '¿Recibió un registro de llegada I-94 en su última llegada?',
      help: 'Casi todas las personas admitidas o con parole en un puerto de entrada reciben uno, incluidos los visitantes del Programa de Exención de Visa. Búsquelo en i94.cbp.dhs.gov.',
    },
    i94Number: {
      question: '¿Cuál es el número de su registro I-94?',
      help: 'El "Admission (I-94) Record Number" de 11 caracteres de su I-94 más reciente.',
    },
    i94NameLast: { question: 'Apellido tal como está escrito en su I-94', help: 'Exactamente como en el I-94, aunque sea distinto de su pasaporte.' },
    i94NameFirst: { question: 'Primer nombre (nombre de pila) tal como está escrito en su I-94' },
    i94ImmigrationStatus: {
      question: '¿Qué clase de admisión indica su I-94?',
      help: 'La "Class of Admission" del I-94, por ejemplo B2, WT, F1, H1B, K1, o paroled si recibió un parole. Se imprime en el formulario tal como la escribe.',
    },
    i94AdmitUntilIsDs: {
      question: '¿Dice su I-94 D/S (duration of status, duración del estatus) en lugar de una fecha "Admit Until"?',
      help: 'Los estudiantes y los visitantes de intercambio suelen tener D/S.',
    },
    i94AdmitUntil: {
      question: '¿Cuál es la fecha "Admit Until" de su I-94?',
      help: 'El último día en que se le permitió (o se le permite) permanecer, según el I-94. Puede ser una fecha pasada.',
    },
    i94StatusChanged: {
      question: '¿Ha cambiado su estatus migratorio desde que llegó?',
      help:
        'Solo por una decisión de USCIS: un cambio o una extensión de estatus aprobados (por ejemplo, de visitante B2 a estudiante F1), o la concesión del Estatus de Protección Temporal (TPS). ' +
        'Una solicitud pendiente no lo cambia.',
    },
    i94StatusAfterChange: {
      question: '¿Cuál es su estatus migratorio ahora?',
      help: 'Como aparece en su aviso de aprobación de USCIS, por ejemplo F1 o H1B. Se imprime en el formulario tal como lo escribe.',
    },
    i94StatusAfterChangeIsDs: { question: '¿Dura su estatus actual D/S (duration of status, duración del estatus) en lugar de hasta una fecha?' },
    i94StatusAfterChangeUntil: {
      question: '¿En qué fecha termina su estatus actual?',
      help: 'La fecha de su aviso de aprobación de USCIS, o del nuevo I-94 que vino con él.',
    },
    i94StatusChangeNewI94: {
      question: '¿Vino ese cambio con un nuevo registro I-94?',
      help:
        'Un cambio o una extensión de estatus aprobados suelen traer un nuevo I-94 en la parte de abajo del aviso de aprobación (Form I-797A); el TPS y la acción diferida no. ' +
        'Su I-94 más reciente es el primero de la lista en i94.cbp.dhs.gov. Los formularios piden el I-94 más reciente y su fecha.',
    },
    i94NewNumber: {
      question: '¿Cuál es el número de ese nuevo registro I-94?',
      help: 'El número de registro de 11 caracteres del nuevo I-94. Su fecha "Admit Until" es la fecha en que termina su estatus actual, indicada más arriba.',
    },
    immiCrewmanVisaEver: {
      question: '¿Se le ha emitido alguna vez una visa de tripulante (C-1/D o D)?',
      help: 'Una visa para los miembros de la tripulación de un barco o de un avión.',
    },
    immiCrewmanLastEntryYesNo: {
      question: '¿Llegó la última vez para unirse a un barco como tripulante, o mientras trabajaba a bordo de un barco o de un avión?',
    },
    immiInDeportationProceedingsYesNo: {
      question: '¿Ha estado alguna vez en un proceso ante un tribunal de inmigración?',
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
      question: '¿Ha presentado alguna vez otra persona, que no sea su cónyuge, una petición de inmigración para usted?',
      help:
        'Cuente las peticiones para una residencia permanente (peticiones de inmigrante): por ejemplo, un Form I-130 presentado por un padre o un cónyuge anterior, o un Form I-140 presentado por un empleador. ' +
        'Una petición para un estatus temporal, como la petición H-1B, L-1 u O-1 de un empleador en el Form I-129, es una petición de no inmigrante y no cuenta aquí, ' +
        'a menos que el mismo empleador también haya presentado una petición de inmigrante (Form I-140) para usted. Elija "No lo sé" solo si ni usted ni su cónyuge lo saben.',
    },
    immiAppliedForGcBefore: {
      question: '¿Ha solicitado alguna vez una visa de inmigrante (una residencia permanente) en una embajada o un consulado de los Estados Unidos en el extranjero?',
    },
    immiImmigrantVisaCity: { question: '¿Dónde estaba esa embajada o ese consulado? Ciudad' },
    immiImmigrantVisaCountry: { question: '¿Dónde estaba esa embajada o ese consulado? País' },
    immiImmigrantVisaDecision: {
      question: '¿Cuál fue la decisión? (en inglés)',
      help: `Por ejemplo approved (aprobada), refused (rechazada), denied (negada), withdrawn (retirada) o still pending (todavía pendiente). ${IN_ENGLISH}`,
    },
    immiImmigrantVisaDecisionDate: { question: '¿En qué fecha se tomó la decisión?', help: 'Déjelo vacío si todavía no hay una decisión.' },
    immiAppliedForGcBeforeInUs: { question: '¿Ha solicitado alguna vez antes la residencia permanente (green card) estando en los Estados Unidos?' },
    immiLprRescindedEver: { question: '¿Ha tenido alguna vez la residencia permanente y se la quitaron después (rescisión)?' },
    outsideUsLivedOverYear: { question: '¿Ha vivido alguna vez fuera de los Estados Unidos durante más de un año?' },
    ...abroad('outsideUsPhysicalAddress', 'Última dirección fuera de los Estados Unidos', NO_STREET_HOME),
    outsideUsPhysicalAddressDateFrom: { question: '¿Cuándo empezó a vivir en esa dirección?' },
    outsideUsPhysicalAddressDateTo: { question: '¿Cuándo dejó de vivir allí?' },
    outsideUsWorkedEver: { question: '¿Ha trabajado alguna vez fuera de los Estados Unidos?' },
    outsideUsEmployer: {
      question: 'Nombre de su empleador más reciente fuera de los Estados Unidos',
      help: 'Indíquelo aunque ya esté en su historial de empleo. Si trabajó por cuenta propia, escriba Self-employed (en inglés).',
    },
    ...abroad('outsideUsEmployer', 'Dirección del empleador', 'Déjelo vacío solo si el lugar no tenía nombre ni número de calle.'),
    outsideUsEmployerOccupation: { question: 'Su ocupación allí (en inglés: se imprime en el formulario; por ejemplo Nurse, Cook)' },
    outsideUsEmployerDateFrom: { question: '¿Cuándo empezó a trabajar allí?' },
    outsideUsEmployerDateTo: { question: '¿Cuándo dejó de trabajar allí?' },
    bNativeScriptAddressStreet: {
      question: 'Su dirección en el extranjero en la escritura de su lengua materna: calle y número',
      help: 'La dirección de arriba, escrita en la escritura de su lengua materna. Deje estos datos vacíos si no puede escribir con esa escritura.',
    },
    bNativeScriptAddressCity: { question: 'Su dirección en el extranjero en la escritura de su lengua materna: ciudad o pueblo' },
    bNativeScriptAddressProvince: { question: 'Su dirección en el extranjero en la escritura de su lengua materna: provincia o región' },
    bNativeScriptAddressPostalCode: { question: 'Su dirección en el extranjero en la escritura de su lengua materna: código postal' },
    bNativeScriptAddressCountry: { question: 'Su dirección en el extranjero en la escritura de su lengua materna: país' },
    eduHighestLevel: {
      question: '¿Cuál es el nivel de estudios más alto que ha completado?',
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
      question: '¿Cuál es el grado escolar más alto que completó? (en inglés)',
      help: 'Por ejemplo 8th grade (octavo grado). Se imprime en el formulario, que USCIS lee en inglés.',
    },
    eduHasCertifications: {
      question: '¿Tiene certificados, licencias o habilidades aprendidas en el trabajo o en una capacitación?',
      help: 'Por ejemplo, una licencia de enfermería o de conducir comercial, un certificado de oficio, certificaciones de computación, o habilidades como la carpintería o los idiomas.',
    },
    eduCertificationsList: {
      question: 'Anote sus certificados, licencias y habilidades (en inglés)',
      itemLabel: 'certificado, licencia o habilidad',
      item: {
        eduCertification: { question: 'Certificado, licencia o habilidad (en inglés, por ejemplo Registered Nurse license o Carpentry)' },
      },
    },
  },
};
