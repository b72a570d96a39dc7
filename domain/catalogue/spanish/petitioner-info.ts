import { CITIZENSHIP_GOT_BY_ES, RELATION_ES, US_STATUS_ES } from './choices.ts';
import { either } from './person.ts';
import type { FormSpanish } from './types.ts';

/** PETITIONER_INFO: its own questions (status, earlier petitions); the questions both spouses are asked are in person.ts. */
export const PETITIONER_INFO_ES: FormSpanish = {
  title: 'Información del peticionario',
  description: 'Sobre el ciudadano estadounidense o titular de una green card que presenta la petición: nombres, direcciones, trabajo, familia y estatus.',
  steps: {
    "Petitioner's Names and Sex": {
      name: 'Nombres y sexo del peticionario',
      intro: either(
        'Todas las preguntas de este formulario son sobre usted, el peticionario: el ciudadano estadounidense o titular de una green card que presenta la petición para su cónyuge.',
        'Todas las preguntas de este formulario son sobre {name}, el peticionario: el ciudadano estadounidense o titular de una green card que presenta la petición para usted. Responda por {name}.',
      ),
    },
    'Contact Information': { name: 'Datos de contacto' },
    'Birth Information': { name: 'Datos de nacimiento' },
    Address: { name: 'Dirección' },
    'Address History': {
      name: 'Direcciones anteriores',
      intro: either('Dónde ha vivido usted durante los últimos cinco años.', 'Dónde ha vivido {name} durante los últimos cinco años.'),
    },
    'Employment History': {
      name: 'Historial de empleo',
      intro: either(
        'Su trabajo durante los últimos cinco años, dentro y fuera de los Estados Unidos.',
        'El trabajo de {name} durante los últimos cinco años, dentro y fuera de los Estados Unidos.',
      ),
    },
    "Parents' Names": {
      name: 'Nombres de los padres',
      intro: either(
        'Los formularios preguntan por dos padres, cada uno con su sexo. Si usted tiene dos madres o dos padres, indique uno en cada parte y el sexo de cada uno.',
        'Los formularios preguntan por dos padres, cada uno con su sexo. Si {name} tiene dos madres o dos padres, indique uno en cada parte y el sexo de cada uno.',
      ),
    },
    'Biographic Information': { name: 'Datos biográficos' },
    'Status in the US': { name: 'Estatus en los Estados Unidos' },
    'Optional Identifiers': {
      name: 'Números de identificación',
      intro: either(
        'Números que el gobierno de los Estados Unidos le ha dado. Deje vacíos el A-Number y el número de cuenta en línea si no los tiene; el número de Seguro Social es obligatorio.',
        'Números que el gobierno de los Estados Unidos le ha dado a {name}. Deje vacíos el A-Number y el número de cuenta en línea si no los tiene; el número de Seguro Social es obligatorio.',
      ),
    },
    'Petition and marital status': { name: 'Petición y estado civil' },
  },
  fields: {
    usStatus: {
      question: either('¿Es usted ciudadano estadounidense o titular de una green card?', '¿Es {name} ciudadano estadounidense o titular de una green card?'),
      choices: US_STATUS_ES,
    },
    usCitizenshipGotBy: {
      question: either('¿Cómo obtuvo usted la ciudadanía estadounidense?', '¿Cómo obtuvo {name} la ciudadanía estadounidense?'),
      help: either(
        'Elija "Por padres ciudadanos estadounidenses" si obtuvo la ciudadanía por medio de sus padres, ya sea que haya nacido en el extranjero o la haya adquirido de niño.',
        'Elija "Por padres ciudadanos estadounidenses" si {name} obtuvo la ciudadanía por medio de sus padres, ya sea que haya nacido en el extranjero o la haya adquirido de niño.',
      ),
      choices: CITIZENSHIP_GOT_BY_ES,
    },
    usHasCertOfNaturalOrCitizenship: {
      question: either(
        '¿Tiene usted un certificado de naturalización (Certificate of Naturalization) o un certificado de ciudadanía (Certificate of Citizenship)?',
        '¿Tiene {name} un certificado de naturalización (Certificate of Naturalization) o un certificado de ciudadanía (Certificate of Citizenship)?',
      ),
      help: 'Quienes se hicieron ciudadanos por naturalización reciben un Certificate of Naturalization. Quienes nacieron en los Estados Unidos normalmente no tienen ninguno de los dos.',
    },
    usCertificateNumber: {
      question: '¿Cuál es el número del certificado?',
      help: either(
        'Está impreso arriba a la derecha del certificado, a menudo en rojo. No es su A-Number.',
        'Está impreso arriba a la derecha del certificado, a menudo en rojo. No es el A-Number de {name}.',
      ),
    },
    usCertificateIssuedPlace: {
      question: '¿Dónde se emitió el certificado?',
      help: 'La ciudad y el estado impresos en el certificado, por ejemplo Chicago, IL.',
    },
    usCertificateIssuedDate: { question: '¿En qué fecha se emitió el certificado?' },
    usPrAdmissionClass: {
      question: either('¿Cuál es la categoría que aparece en su green card?', '¿Cuál es la categoría que aparece en la green card de {name}?'),
      help: either(
        'El código corto impreso como "Category" en su green card, por ejemplo IR1, CR1, F21 o E21.',
        'El código corto impreso como "Category" en la green card de {name}, por ejemplo IR1, CR1, F21 o E21.',
      ),
    },
    usPrAdmissionDate: {
      question: either('¿En qué fecha obtuvo usted la residencia permanente?', '¿En qué fecha obtuvo {name} la residencia permanente?'),
      help: either('Está impresa como "Resident Since" en su green card.', 'Está impresa como "Resident Since" en la green card de {name}.'),
    },
    usPrAdmissionCity: {
      question: either('¿Dónde obtuvo usted la residencia permanente? Ciudad o pueblo', '¿Dónde obtuvo {name} la residencia permanente? Ciudad o pueblo'),
      help: either(
        'El puerto de entrada por donde llegó con su visa de inmigrante, o la ciudad de la oficina de USCIS que aprobó su green card si la obtuvo dentro de los Estados Unidos.',
        'El puerto de entrada por donde {name} llegó con su visa de inmigrante, o la ciudad de la oficina de USCIS que aprobó su green card si la obtuvo dentro de los Estados Unidos.',
      ),
    },
    usPrAdmissionState: { question: either('¿Dónde obtuvo usted la residencia permanente? Estado', '¿Dónde obtuvo {name} la residencia permanente? Estado') },
    usPrByMarriage: {
      question: either(
        '¿Obtuvo usted su green card por matrimonio con un ciudadano estadounidense o titular de una green card?',
        '¿Obtuvo {name} su green card por matrimonio con un ciudadano estadounidense o titular de una green card?',
      ),
    },
    usAdoptionStatus: {
      question: either('¿Obtuvo usted su ciudadanía o su green card por adopción?', '¿Obtuvo {name} su ciudadanía o su green card por adopción?'),
    },
    usArmedForcesMember: {
      question: either(
        '¿Es usted miembro actual de las Fuerzas Armadas o de la Guardia Costera de los Estados Unidos?',
        '¿Es {name} miembro actual de las Fuerzas Armadas o de la Guardia Costera de los Estados Unidos?',
      ),
      help: either(
        'En servicio activo, en la reserva o en la Guardia Nacional. Responda Sí si está en servicio activo.',
        'En servicio activo, en la reserva o en la Guardia Nacional. Responda Sí si {name} está en servicio activo.',
      ),
    },
    petitionFor: {
      question: either('¿Para quién presenta usted esta petición?', '¿Para quién presenta {name} esta petición?'),
      help: 'Este servicio prepara peticiones solo para un esposo o una esposa.',
      choices: { spouse: RELATION_ES.spouse },
    },
    hasOtherPetitions: {
      question: either(
        '¿Ha presentado usted alguna vez una petición para este cónyuge o para cualquier otra persona?',
        '¿Ha presentado {name} alguna vez una petición para este cónyuge o para cualquier otra persona?',
      ),
      help: either(
        'Cualquier petición Form I-130 (familiar) o I-129F (prometido(a)) que haya presentado, para cualquier persona, en cualquier momento.',
        'Cualquier petición Form I-130 (familiar) o I-129F (prometido(a)) que {name} haya presentado, para cualquier persona, en cualquier momento.',
      ),
    },
    prevPetitionBNameFirst: {
      question: either('Primer nombre de la persona para quien presentó esa petición', 'Primer nombre de la persona para quien {name} presentó esa petición'),
      help: either(
        'Si presentó más de una, indique aquí la más reciente y las demás más abajo.',
        'Si {name} presentó más de una, indique aquí la más reciente y las demás más abajo.',
      ),
    },
    prevPetitionBNameMiddle: { question: 'Segundo nombre de esa persona' },
    prevPetitionBNameLast: { question: 'Apellido de esa persona' },
    prevPetitionCity: {
      question: '¿Dónde se presentó esa petición? Ciudad o pueblo',
      help: 'La ciudad de la oficina o del centro de servicio de USCIS que aparece en el aviso de recibo.',
    },
    prevPetitionState: { question: '¿Dónde se presentó esa petición? Estado' },
    prevPetitionDate: { question: '¿En qué fecha se presentó?', help: 'La fecha de recepción (Received Date) del aviso de recibo.' },
    prevPetitionResult: {
      question: '¿Cuál fue el resultado? (en inglés: se imprime en el formulario)',
      help: 'Por ejemplo approved (aprobada), denied (negada), withdrawn (retirada) o still pending (todavía pendiente).',
    },
    prevPetitionMoreDetails: {
      question: 'Otras peticiones anteriores (en inglés: se imprime en el formulario)',
      help: either(
        'Solo si presentó más de una: para cada una de las demás, el nombre de la persona, la ciudad y el estado, la fecha de presentación y el resultado.',
        'Solo si {name} presentó más de una: para cada una de las demás, el nombre de la persona, la ciudad y el estado, la fecha de presentación y el resultado.',
      ),
    },
    hasOtherRelativePetitions: {
      question: either(
        '¿Está presentando usted ahora también peticiones para otros familiares, junto con esta?',
        '¿Está presentando {name} ahora también peticiones para otros familiares, junto con esta?',
      ),
      help: either('Por ejemplo, peticiones separadas para los hijos de su cónyuge.', 'Por ejemplo, peticiones separadas para los hijos de usted.'),
    },
    otherRelativePetitionsList: {
      question: either('¿Para qué familiares presenta también una petición?', '¿Para qué familiares presenta también {name} una petición?'),
      itemLabel: 'familiar',
      item: {
        relativeNameFirst: { question: 'Primer nombre del familiar' },
        relativeNameMiddle: { question: 'Segundo nombre del familiar' },
        relativeNameLast: { question: 'Apellido del familiar' },
        relativeRelationship: {
          question: either('¿Qué parentesco tiene esta persona con usted? (en inglés)', '¿Qué parentesco tiene esta persona con {name}? (en inglés)'),
          help: 'Se imprime en el formulario: por ejemplo stepson (hijastro) o stepdaughter (hijastra).',
        },
      },
    },
  },
};
