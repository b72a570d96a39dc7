import { either } from './person.ts';
import type { FormSpanish } from './types.ts';

/** I_765_SPECIFIC: the work permit's own questions, about the beneficiary (the applicant), in the couple's voice. */
export const I765_ES: FormSpanish = {
  title: 'Permiso de trabajo (Form I-765)',
  description: 'La solicitud del permiso de trabajo (Employment Authorization Document) mientras la solicitud de residencia permanente está pendiente.',
  steps: {
    'Eligibility Category': {
      name: 'Categoría de elegibilidad',
      intro: either(
        'Todas las preguntas de este formulario son sobre usted, como cónyuge que solicita la residencia permanente: usted pide el permiso de trabajo mientras su solicitud de residencia permanente (Form I-485) está pendiente.',
        'Todas las preguntas de este formulario son sobre {name}, quien solicita la residencia permanente y pide el permiso de trabajo mientras la solicitud de residencia permanente (Form I-485) está pendiente. Responda por {name}.',
      ),
    },
    'Application Type': { name: 'Tipo de solicitud' },
    'Additional Information': { name: 'Información adicional' },
  },
  fields: {
    i765EligibilityCategory: {
      question: either('Su categoría de elegibilidad', 'La categoría de elegibilidad de {name}'),
      help: either(
        'La categoría (c)(9) es para quien ha presentado el Form I-485 para obtener la residencia permanente y espera una decisión. Usted presenta el Form I-765 junto con su Form I-485, o después, mientras este esté pendiente. Es la única categoría que preparamos.',
        'La categoría (c)(9) es para quien ha presentado el Form I-485 para obtener la residencia permanente y espera una decisión. El Form I-765 se presenta junto con el Form I-485 de {name}, o después, mientras este esté pendiente. Es la única categoría que preparamos.',
      ),
      choices: { '(c)(9)': '(c)(9): una solicitud de residencia permanente (Form I-485) pendiente' },
    },
    i765ApplicationType: {
      question: either('¿Qué solicita usted?', '¿Qué solicita {name}?'),
      help: either(
        'Elija la primera opción si nunca ha tenido un permiso de trabajo en la categoría (c)(9). Para un reemplazo o una renovación, adjunte una copia de su permiso de trabajo actual o del último (por ambos lados), si todavía lo tiene. Si la tarjeta tiene un error cometido por USCIS, no presente un nuevo Form I-765: pida a USCIS que lo corrija.',
        'Elija la primera opción si {name} nunca ha tenido un permiso de trabajo en la categoría (c)(9). Para un reemplazo o una renovación, adjunte una copia del permiso de trabajo actual o del último de {name} (por ambos lados), si todavía lo tiene. Si la tarjeta tiene un error cometido por USCIS, no presente un nuevo Form I-765: pida a USCIS que lo corrija.',
      ),
      choices: {
        initial: 'Permiso inicial para trabajar: el primer permiso de trabajo en esta categoría',
        replacement: 'Un reemplazo de un permiso de trabajo perdido, robado o dañado, o una corrección de un error que no cometió USCIS',
        renewal: 'Una renovación del permiso de trabajo',
      },
    },
    i765FiledBefore: {
      question: either(
        '¿Ha presentado usted antes el Form I-765, una solicitud de permiso de trabajo?',
        '¿Ha presentado {name} antes el Form I-765, una solicitud de permiso de trabajo?',
      ),
      help: 'Cuente todo Form I-765 anterior en cualquier categoría, por ejemplo como estudiante o como solicitante de asilo, sea cual sea el resultado.',
    },
    i765BirthStateOrProvince: {
      question: either('¿En qué estado, provincia o región nació usted?', '¿En qué estado, provincia o región nació {name}?'),
      help: either(
        'El estado, la provincia, la región o el departamento de la ciudad o el pueblo donde nació. Déjelo vacío si su país de nacimiento no tiene ninguno.',
        'El estado, la provincia, la región o el departamento de la ciudad o el pueblo donde nació {name}. Déjelo vacío si el país de nacimiento de {name} no tiene ninguno.',
      ),
    },
    i765HasOtherCitizenship: {
      question: either('¿Es usted también ciudadano(a) o nacional de otro país?', '¿Es {name} también ciudadano(a) o nacional de otro país?'),
      help: either(
        'El Form I-765 enumera todos los países de los que usted es ciudadano o nacional hoy, no solo el que indicó en la Información del beneficiario.',
        'El Form I-765 enumera todos los países de los que {name} es ciudadano o nacional hoy, no solo el indicado en la Información del beneficiario.',
      ),
    },
    i765OtherCitizenshipCountry: {
      question: either('¿De qué otro país es usted ciudadano(a) o nacional?', '¿De qué otro país es {name} ciudadano(a) o nacional?'),
    },
    i765HasNewerPassport: {
      question: either(
        '¿Recibió usted un pasaporte nuevo después de su última llegada a los Estados Unidos?',
        '¿Recibió {name} un pasaporte nuevo después de su última llegada a los Estados Unidos?',
      ),
      help: either(
        'El Form I-765 pide su pasaporte emitido más recientemente. Responda Sí si renovó su pasaporte, u obtuvo uno, después de su última llegada; responda No si el pasaporte con el que llegó sigue siendo el más reciente, o si no tiene pasaporte.',
        'El Form I-765 pide el pasaporte emitido más recientemente a {name}. Responda Sí si {name} renovó su pasaporte, u obtuvo uno, después de su última llegada; responda No si el pasaporte con el que llegó sigue siendo el más reciente, o si no tiene pasaporte.',
      ),
    },
    i765NewestPassportNumber: {
      question: either('¿Cuál es el número de su pasaporte más reciente?', '¿Cuál es el número del pasaporte más reciente de {name}?'),
    },
    i765NewestPassportCountry: {
      question: either('¿Qué país emitió su pasaporte más reciente?', '¿Qué país emitió el pasaporte más reciente de {name}?'),
    },
    i765NewestPassportExpirationDate: {
      question: either('¿En qué fecha vence su pasaporte más reciente?', '¿En qué fecha vence el pasaporte más reciente de {name}?'),
    },
    i765SevisNumber: {
      question: either('¿Cuál es su número SEVIS (si lo tiene)?', '¿Cuál es el número SEVIS de {name} (si lo tiene)?'),
      help: either(
        'Solo los estudiantes y visitantes de intercambio (estatus F, M o J) tienen uno. Aparece en el Form I-20 o el DS-2019 como una N seguida de 10 dígitos; escriba los 10 dígitos. Déjelo vacío si no tiene.',
        'Solo los estudiantes y visitantes de intercambio (estatus F, M o J) tienen uno. Aparece en el Form I-20 o el DS-2019 como una N seguida de 10 dígitos; escriba los 10 dígitos. Déjelo vacío si {name} no tiene.',
      ),
    },
    i765AbcSettlement: {
      question: either(
        '¿Es usted nacional de El Salvador o de Guatemala con derecho a los beneficios del acuerdo ABC (ABC settlement agreement)?',
        '¿Es {name} nacional de El Salvador o de Guatemala con derecho a los beneficios del acuerdo ABC (ABC settlement agreement)?',
      ),
      help: either(
        'El acuerdo ABC (American Baptist Churches v. Thornburgh) ampara a ciertos salvadoreños que estaban en los Estados Unidos a más tardar el 19 de septiembre de 1990 y a guatemaltecos que estaban aquí a más tardar el 1 de octubre de 1990, y que se inscribieron para sus beneficios. Si usted no es nacional de El Salvador ni de Guatemala, responda No.',
        'El acuerdo ABC (American Baptist Churches v. Thornburgh) ampara a ciertos salvadoreños que estaban en los Estados Unidos a más tardar el 19 de septiembre de 1990 y a guatemaltecos que estaban aquí a más tardar el 1 de octubre de 1990, y que se inscribieron para sus beneficios. Si {name} no es nacional de El Salvador ni de Guatemala, responda No.',
      ),
    },
  },
};
