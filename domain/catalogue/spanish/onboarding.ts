import { PACKAGE_FORMS, PRICE_DOLLARS } from '../../product/package.ts';
import { ONBOARDING_YES_NO_ES } from './choices.ts';
import type { FieldSpanish, FormSpanish } from './types.ts';

/** "I-130, I-130A, I-485 y I-864": forms named as a Spanish sentence lists them. */
const enumerated = (forms: readonly string[]): string => (forms.length < 2 ? forms.join('') : `${forms.slice(0, -1).join(', ')} y ${forms.at(-1) ?? ''}`);
const CORE_FORMS = enumerated(PACKAGE_FORMS.filter(({ option }) => option === undefined).map(({ form }) => form));
const OPTIONAL_FORMS = enumerated(PACKAGE_FORMS.filter(({ option }) => option !== undefined).map(({ form }) => form));

const yesNo = (question: string, help: string): FieldSpanish => ({ question, help, choices: ONBOARDING_YES_NO_ES });

export const ONBOARDING_ES: FormSpanish = {
  title: 'Primeros pasos',
  description: 'Unas preguntas que indican si nuestro servicio se ajusta a su caso.',
  steps: {
    'About You & Your Spouse': {
      name: 'Usted y su cónyuge',
      intro:
        'El peticionario es el ciudadano estadounidense o residente permanente legal (titular de una green card) que pide la residencia permanente para su cónyuge. ' +
        'El beneficiario es el cónyuge que recibirá la residencia permanente.',
    },
    "Beneficiary's Situation": { name: 'Situación del beneficiario' },
    "Petitioner's Finances": {
      name: 'Finanzas del peticionario',
      intro:
        'El peticionario se compromete a mantener económicamente al beneficiario (Form I-864, declaración jurada de patrocinio económico o Affidavit of Support). ' +
        'Sus ingresos deben ser al menos el 125% de las pautas federales de pobreza para el número de miembros del hogar.',
    },
    'Household Details': { name: 'Datos del hogar' },
    'Eligibility Check': {
      name: 'Revisión de elegibilidad',
      intro:
        'Ahora revisamos sus respuestas: si el beneficiario puede solicitar desde dentro de los Estados Unidos, ' +
        'y cómo la declaración jurada de patrocinio económico cumplirá el requisito de ingresos para el número de miembros del hogar. Esto toma unos segundos. ' +
        'Si el caso se ajusta a nuestro servicio, puede continuar; si no, le explicamos por qué.',
    },
    'Optional Applications': {
      name: 'Solicitudes opcionales',
      intro: 'Dos solicitudes pueden presentarse junto con la solicitud de residencia permanente. Son opcionales.',
    },
    "What's Next": {
      name: 'Lo que sigue',
      intro:
        'Ahora, desde su panel, usted completa paso a paso la información de los formularios oficiales de USCIS: ' +
        'el peticionario, el beneficiario, su matrimonio, sus ingresos y las preguntas de elegibilidad del Form I-485, ' +
        'además del Form I-765 (permiso de trabajo) y el Form I-131 (documento de viaje) si los pidió. ' +
        `Nosotros llenamos los Forms ${CORE_FORMS} (y ${OPTIONAL_FORMS}) por usted; los formularios se llenan en inglés, como los exige USCIS. ` +
        'Al terminar, Revisar mis datos revisa cada respuesta y le indica lo que falta. ' +
        `Luego usted ve los formularios llenos página por página, hace un pago único de $${PRICE_DOLLARS} y descarga en un solo PDF lo que puede presentarse hoy, listo para imprimir, firmar y enviar por correo; la lista de abajo indica qué es y qué tiene que esperar.`,
    },
  },
  fields: {
    onboardingUserIs: {
      question: '¿Cuál de los dos es usted?',
      choices: {
        petitioner: 'Soy el peticionario (el ciudadano estadounidense o titular de una green card)',
        beneficiary: 'Soy el beneficiario (el cónyuge que solicita la residencia permanente)',
      },
    },
    onboardingPStatus: {
      question: '¿El peticionario es ciudadano estadounidense o titular de una green card?',
      help:
        'El cónyuge de un ciudadano estadounidense puede solicitar la residencia permanente de inmediato. El cónyuge de un titular de una green card está en la categoría F2A ' +
        'y espera hasta que el Visa Bulletin (Boletín de Visas) tenga un número de visa para él.',
      choices: { citizen: 'Ciudadano estadounidense', pr: 'Titular de una green card (residente permanente legal)' },
    },
    onboardingPNameFirst: {
      question: '¿Cuál es el primer nombre del peticionario?',
      help: 'El ciudadano estadounidense o titular de una green card. Escriba el primer nombre tal como aparece en su pasaporte o green card.',
    },
    onboardingBNameFirst: {
      question: '¿Cuál es el primer nombre del beneficiario?',
      help: 'El cónyuge que solicita la residencia permanente. Escriba el primer nombre tal como aparece en su pasaporte.',
    },
    onboardingBIsInUs: yesNo(
      '¿Está el beneficiario ahora en los Estados Unidos?',
      'Un cónyuge que está en los Estados Unidos normalmente puede solicitar la residencia permanente desde aquí (ajuste de estatus). Un cónyuge en el extranjero solicita una visa de inmigrante en una embajada o consulado de los Estados Unidos: nosotros preparamos la petición con la que empieza ese trámite.',
    ),
    onboardingBWillApplyFromUs: yesNo(
      '¿Se quedará el beneficiario en los Estados Unidos y solicitará la residencia permanente desde aquí?',
      'Solicitar desde dentro de los Estados Unidos se llama ajuste de estatus. Un cónyuge que solicita en una embajada o consulado de los Estados Unidos en el extranjero presenta la misma petición y luego continúa con el National Visa Center (Centro Nacional de Visas).',
    ),
    onboardingBLastEntry: {
      question: '¿Cómo entró el beneficiario a los Estados Unidos la última vez?',
      help: 'La última vez que llegó, no la primera. La forma en que una persona entró decide si puede obtener la residencia permanente desde dentro de los Estados Unidos.',
      choices: {
        admitted: 'Fue inspeccionado en un puerto de entrada y admitido con una visa (por ejemplo, como visitante, estudiante, trabajador o visitante de intercambio)',
        paroled: 'Fue inspeccionado en un puerto de entrada y recibió un parole (por ejemplo, parole humanitario, o advance parole después de un viaje al extranjero)',
        vwp: 'Fue admitido sin visa por el Programa de Exención de Visas (Visa Waiver Program, ESTA)',
        k1: 'Fue admitido con una visa K-1 de prometido(a)',
        crewman: 'Como tripulante de un barco o avión (una visa D, o una visa C-1/D para unirse a una tripulación)',
        without_inspection: 'Sin ser inspeccionado, admitido ni recibir parole (por ejemplo, cruzando la frontera fuera de un puerto de entrada)',
      },
    },
    onboardingBK1MarriedPetitioner: yesNo(
      '¿Se casó el beneficiario con el ciudadano estadounidense que presentó la petición de prometido(a) (Form I-129F) a su favor?',
      'Una persona con visa K-1 de prometido(a) solo puede obtener la residencia permanente en los Estados Unidos por su matrimonio con quien presentó la petición a su favor.',
    ),
    onboardingBEverJ: yesNo(
      '¿Ha estado alguna vez el beneficiario en los Estados Unidos como visitante de intercambio J-1 o J-2?',
      'Por ejemplo, como estudiante, investigador, maestro, au pair o médico con un Form DS-2019, o como cónyuge o hijo de uno de ellos.',
    ),
    onboardingBSubjectTo212e: {
      question: '¿Está el beneficiario sujeto al requisito de residir dos años en su país de origen (INA 212(e))?',
      help:
        'La visa J y el Form DS-2019 normalmente lo indican ("Bearer is subject to section 212(e)"). Se aplica a programas pagados por un gobierno, ' +
        'a habilidades que están en la lista del país de origen y a la formación médica de posgrado en los Estados Unidos.',
      choices: { Yes: 'Sí', No: 'No', 'Not sure': 'No estoy seguro' },
    },
    onboardingB212eWaived: yesNo(
      '¿Ha recibido el beneficiario una exención (waiver) de ese requisito, o ya vivió dos años en su país de origen después del programa de intercambio?',
      'USCIS concede la exención (Form I-612, o por recomendación del Departamento de Estado). Responda No si la exención solo se ha solicitado.',
    ),
    onboardingBKeptLawfulStatus: yesNo(
      '¿Ha tenido el beneficiario un estatus migratorio legal todos los días desde su última llegada, y lo tiene ahora?',
      'Por ejemplo, admitido como estudiante o trabajador y nunca después de la fecha de su I-94, o un nuevo estatus que USCIS aprobó antes de que terminara el anterior. ' +
        'El cónyuge de un titular de una green card debe haber mantenido un estatus legal para obtener la residencia permanente desde dentro de los Estados Unidos.',
    ),
    onboardingBWorkedWithoutPermission: yesNo(
      '¿Ha trabajado alguna vez el beneficiario en los Estados Unidos sin permiso?',
      'Trabajo que su estatus no permitía, o trabajo sin permiso de trabajo (Employment Authorization Document).',
    ),
    onboardingB245i: yesNo(
      '¿Se presentó una petición o una certificación laboral a favor del beneficiario el 30 de abril de 2001 o antes (INA 245(i))?',
      'Un Form I-130, I-140, I-360 o I-526, o una certificación laboral, presentado a favor del beneficiario (o de un padre o cónyuge con quien podría inmigrar) ' +
        'el 30 de abril de 2001 o antes, que podía aprobarse cuando se presentó. Si se presentó después del 14 de enero de 1998, además el beneficiario debía estar ' +
        'en los Estados Unidos el 21 de diciembre de 2000. Responda No si no se presentó ninguno.',
    ),
    onboardingBBornInMexico: yesNo(
      '¿Nació el beneficiario en México?',
      'El Visa Bulletin (Boletín de Visas) lista aparte a los cónyuges de titulares de una green card nacidos en México. Cuenta el país de nacimiento, no el de ciudadanía.',
    ),
    onboardingFilingChoice: {
      question: '¿Cómo desea presentar su caso?',
      help:
        'La petición (Form I-130 con Form I-130A) pide a USCIS que reconozca el matrimonio; por sí sola no permite al beneficiario quedarse, trabajar ni viajar. ' +
        'Una solicitud de residencia permanente (Form I-485) pendiente permite al beneficiario quedarse mientras se decide y, con los Forms I-765 e I-131, trabajar y viajar. ' +
        'Un Form I-485 presentado más tarde se basa en la misma petición, por su número de recibo. USCIS cobra las mismas tarifas si los formularios se presentan juntos o por separado.',
      choices: {
        together: 'Todo junto ahora: la petición (Forms I-130 e I-130A) y la solicitud de residencia permanente (Form I-485 con Form I-864)',
        'petition-first': 'La petición ahora y la solicitud de residencia permanente más tarde',
        'petition-filed': 'Nuestra petición Form I-130 a favor del beneficiario ya está presentada: necesitamos la solicitud de residencia permanente',
      },
    },
    onboardingPetitionMailed: yesNo(
      '¿Ya presentó la petición y recibió su aviso de recibo (Form I-797C)?',
      'Responda Sí cuando USCIS haya enviado el aviso de recibo del Form I-130 que presentó: entonces preparamos la solicitud de residencia permanente basada en él.',
    ),
    onboardingPetitionReceiptNumber: {
      question: '¿Cuál es el número de recibo del Form I-130?',
      help: 'Tres letras y diez dígitos, arriba a la izquierda del aviso de recibo o de aprobación (Form I-797), por ejemplo IOE0912345678.',
    },
    onboardingPetitionReceiptDate: {
      question: '¿En qué fecha recibió USCIS el Form I-130?',
      help: 'La fecha "Received Date" del aviso (Form I-797).',
    },
    onboardingPetitionPriorityDate: {
      question: '¿Cuál es la fecha de prioridad del Form I-130?',
      help: 'La fecha "Priority Date" del aviso (Form I-797); en una petición para un cónyuge suele ser la fecha en que USCIS la recibió.',
    },
    onboardingPetitionStatus: {
      question: '¿En qué situación está el Form I-130?',
      choices: {
        pending: 'Pendiente: tenemos el aviso de recibo (Form I-797C)',
        approved: 'Aprobado: tenemos el aviso de aprobación (Form I-797)',
      },
    },
    onboardingPetitionHasNotice: yesNo(
      '¿Tiene ese aviso (Form I-797) en papel o en una copia que pueda imprimir?',
      'Una copia va en la solicitud de residencia permanente, en lugar de un nuevo Form I-130. Si se perdió, la cuenta en línea de USCIS o una solicitud con el Form I-824 le dan otra copia.',
    ),
    onboardingConsulateCity: {
      question: '¿En qué ciudad está la embajada o consulado de los Estados Unidos donde el beneficiario solicitará la visa de inmigrante?',
      help: 'Normalmente, la del país donde vive el beneficiario. El Form I-130 lo pregunta; el National Visa Center (Centro Nacional de Visas) lo confirma más tarde. Escriba la ciudad en inglés, como la imprime el formulario.',
    },
    onboardingConsulateCountry: { question: '¿En qué país está esa embajada o consulado? Escríbalo en inglés, como lo imprime el formulario.' },
    onboardingBOnlyGcApplicant: yesNo(
      '¿Es el beneficiario la única persona que solicita la residencia permanente en este caso?',
      'Responda No si hijos u otros familiares solicitan la residencia permanente junto con el beneficiario.',
    ),
    onboardingPCurrentIncome: {
      question: '¿Cuál es el ingreso anual del peticionario antes de impuestos?',
      help: 'En dólares estadounidenses enteros, antes de impuestos: salarios, ingresos de trabajo por cuenta propia, pensiones y otros ingresos regulares. Escriba 0 si no tiene ninguno.',
    },
    onboardingIncomeFromW2: yesNo(
      '¿Proviene al menos el 85% de los ingresos del peticionario de salarios declarados en el Form W-2?',
      'El Form W-2 es el comprobante anual de salarios que un empleador entrega a su empleado. Responda No si una parte mayor proviene de trabajo por cuenta propia, un negocio, alquileres, inversiones u otras fuentes.',
    ),
    onboardingNumberOfHouseholdMembers: {
      question: '¿Cuántas personas hay en el hogar del peticionario?',
      help:
        'Cuente al peticionario y al beneficiario; a los hijos del peticionario menores de 21 años y solteros; a cualquier otra persona que el peticionario declare como dependiente en su declaración federal de impuestos; ' +
        'a cualquier persona que el peticionario haya patrocinado antes con una declaración jurada de patrocinio económico todavía vigente; y a los familiares que viven con el peticionario y sumarán sus ingresos. ' +
        'Cuente a cada persona una sola vez.',
      choices: { '2': '2', '3': '3', '4': '4', '5': '5', '6': '6', '7': '7', '8': '8', '9': '9' },
    },
    onboardingPOnActiveDuty: yesNo(
      '¿Está el peticionario en servicio activo en las Fuerzas Armadas o la Guardia Costera de los Estados Unidos?',
      'Un peticionario en servicio activo que patrocina a su cónyuge necesita ingresos de solo el 100% de las pautas federales de pobreza en lugar del 125%.',
    ),
    onboardingSupportBeyondIncome: yesNo(
      '¿Algo además de los ingresos propios del peticionario ayudará a cumplir el requisito de ingresos?',
      'Si los ingresos del peticionario están por debajo del mínimo para el hogar (la revisión se lo indica), la ley permite otras vías: los ingresos de familiares que viven con el peticionario y firman el Form I-864A, ' +
        'los ingresos del beneficiario que continúan después de la residencia permanente, ahorros y otros bienes, o un copatrocinador que firma un segundo Form I-864. ' +
        'Responda No si los ingresos alcanzan, o si todavía no lo sabe: puede agregarlos más tarde en el formulario de ingresos.',
    ),
    onboardingHouseholdMemberRelationship: {
      question: '¿Quién vive con el peticionario y sumará sus ingresos firmando el Form I-864A?',
      help: 'Padres, hermanos e hijos adultos que comparten el hogar del peticionario, y cualquier persona declarada como dependiente en la declaración de impuestos del peticionario. Si firmarán varios, elija a uno de ellos.',
      choices: {
        none: 'Nadie',
        parent: 'El padre o la madre del peticionario',
        brother_sister: 'Un hermano o una hermana del peticionario',
        child: 'Un hijo o una hija adultos del peticionario',
        dependent: 'Un dependiente en la declaración de impuestos del peticionario',
      },
    },
    onboardingHouseholdMemberIncome: {
      question: '¿Cuál es el ingreso anual de ese familiar antes de impuestos?',
      help: 'Si varios familiares firmarán el Form I-864A, sume sus ingresos.',
    },
    onboardingBContinuingIncome: {
      question: '¿Cuál es el ingreso anual del beneficiario que continuará después de la residencia permanente?',
      help: 'Solo ingresos ganados legalmente en los Estados Unidos, con permiso para trabajar, de un empleo o fuente que continúa después de la residencia permanente. Escriba 0 si no tiene ninguno.',
    },
    onboardingAssetsValue: {
      question: '¿Cuánto valen los ahorros, propiedades e inversiones del peticionario y del beneficiario?',
      help: 'Su valor neto: saldos bancarios, más lo que vale un inmueble menos la hipoteca, más acciones, bonos y otros bienes que puedan venderse en un año. Escriba 0 si no tienen ninguno.',
    },
    onboardingJointSponsor: yesNo(
      '¿Alguien aceptó ser copatrocinador y firmar un segundo Form I-864?',
      'Un ciudadano estadounidense, nacional estadounidense o titular de una green card de 18 años o más que vive en los Estados Unidos, y cuyos propios ingresos alcanzan para su hogar más el beneficiario.',
    ),
    onboardingBWantsEAD: yesNo(
      '¿Desea el beneficiario un permiso de trabajo mientras la solicitud de residencia permanente está pendiente?',
      'El permiso de trabajo (Employment Authorization Document) se pide con el Form I-765. Permite al beneficiario trabajar para cualquier empleador hasta que se decida la residencia permanente.',
    ),
    onboardingBWantsAP: yesNo(
      '¿Desea el beneficiario un documento de viaje para salir de los Estados Unidos y regresar mientras la solicitud está pendiente?',
      'Este documento de viaje se llama advance parole (permiso de viaje) y se pide con el Form I-131. Salir de los Estados Unidos sin él mientras la solicitud está pendiente normalmente significa que la solicitud se da por abandonada.',
    ),
  },
};
