import { item } from './i485-history.ts';
import { EXPLAIN_ON_YES_ES, IN_ENGLISH, PUBLIC_CHARGE_EXEMPT_HELP_ES, SENSITIVE_ES, UNLAWFUL_PRESENCE_HELP_ES, about, helpEs } from './i485-words.ts';
import { either } from './person.ts';
import type { FieldSpanish } from './types.ts';

const SENSITIVE = about(SENSITIVE_ES);

const CASH_ONLY =
  'Solo cuenta la asistencia en efectivo para el mantenimiento de ingresos. No cuente los beneficios que no son en efectivo, como SNAP (cupones de alimentos), Medicaid (salvo el cuidado institucional a largo plazo), la asistencia para vivienda, WIC o CHIP, ni los beneficios que se obtienen por haber trabajado o servido, como la jubilación del Seguro Social, el seguro de desempleo o los beneficios para veteranos.';

/** Item Numbers 63. - 66.: "Public Charge"; items 56. - 62. are answered in other wizards. */
export const PUBLIC_ASSISTANCE_ES: Readonly<Record<string, FieldSpanish>> = {
  q63: item(
    '¿Ha recibido @ alguna vez Seguridad de Ingreso Suplementario (SSI), Asistencia Temporal para Familias Necesitadas (TANF), o beneficios en efectivo de programas estatales, tribales, territoriales o locales para el mantenimiento de ingresos (a menudo llamados “General Assistance” en el ámbito estatal, pero que también existen con otros nombres)?',
    either(
      `${CASH_ONLY} Los beneficios que recibió solo un familiar no cuentan como suyos.`,
      `${CASH_ONLY} Los beneficios que recibió solo un familiar no cuentan como beneficios de {name}.`,
    ),
  ),
  benefitsReceivedList: {
    question: about(
      'Anote los beneficios específicos que @ recibió, las fechas de inicio y fin de cada período en que los recibió, la cantidad en dólares recibida, y si @ los recibió mientras tenía una categoría migratoria exenta de la causal de inadmisibilidad por carga pública.',
    ),
    itemLabel: 'beneficio',
    item: {
      benefitName: {
        question: `Beneficio recibido ${IN_ENGLISH}`,
        help: 'Escriba el nombre del programa, por ejemplo Supplemental Security Income (SSI), Temporary Assistance for Needy Families (TANF) o el programa General Assistance de un estado.',
      },
      benefitStartDate: { question: 'Fecha de inicio' },
      benefitIsCurrent: { question: about('¿Sigue @ recibiendo este beneficio?') },
      benefitEndDate: { question: 'Fecha de fin' },
      benefitAmount: {
        question: 'Cantidad en dólares de los beneficios recibidos',
        help: about('El total que @ recibió en este período, en dólares estadounidenses enteros.'),
      },
      benefitExemptFromPublicCharge: {
        question: about('¿Recibió @ este beneficio mientras tenía una categoría migratoria exenta de la causal de inadmisibilidad por carga pública?'),
        help: about(PUBLIC_CHARGE_EXEMPT_HELP_ES),
      },
    },
  },
  q64: item(
    '¿Ha recibido @ alguna vez internación institucional a largo plazo a costa del gobierno?',
    'Significa vivir en un hogar de ancianos, una institución de salud mental o un centro similar de cuidado a largo plazo pagado por el gobierno, por ejemplo por Medicaid. No cuentan las estadías cortas de rehabilitación ni la prisión por una condena penal.',
  ),
  institutionalizationReceivedList: {
    question: about(
      'Anote el nombre, la ciudad y el estado de cada institución, las fechas de inicio y fin de cada período de internación, el motivo por el que @ fue internado(a), y si @ estuvo internado(a) mientras tenía una categoría migratoria exenta de la causal de inadmisibilidad por carga pública.',
    ),
    itemLabel: 'institución',
    item: {
      institutionName: { question: 'Nombre de la institución, ciudad y estado' },
      institutionStartDate: { question: 'Fecha desde' },
      institutionIsCurrent: { question: about('¿Sigue @ en esta institución?') },
      institutionEndDate: { question: 'Fecha hasta' },
      institutionReason: { question: about(`Motivo por el que @ fue internado(a) ${IN_ENGLISH}`) },
      institutionExemptFromPublicCharge: {
        question: about('¿Estuvo @ internado(a) mientras tenía una categoría migratoria exenta de la causal de inadmisibilidad por carga pública?'),
        help: about(PUBLIC_CHARGE_EXEMPT_HELP_ES),
      },
    },
  },
};

/** Item Numbers 67. - 73.: "Illegal Entries and Other Immigration Violations". */
export const ILLEGAL_ENTRIES_ES: Readonly<Record<string, FieldSpanish>> = {
  q67: item(
    '¿Ha dejado @ ALGUNA VEZ de asistir, o se ha negado a asistir o a permanecer, en algún proceso de expulsión iniciado contra @ el 1 de abril de 1997 o después?',
    SENSITIVE,
  ),
  q68: item(
    '¿Ha presentado @ ALGUNA VEZ documentos alterados, fraudulentos o falsificados a algún funcionario del Gobierno de los Estados Unidos para obtener o intentar obtener algún beneficio migratorio, incluidos una visa o la entrada a los Estados Unidos?',
    SENSITIVE,
  ),
  q69: item(
    '¿Ha mentido, ocultado o tergiversado @ ALGUNA VEZ información en una solicitud o petición para obtener una visa, otros documentos requeridos para entrar a los Estados Unidos, la admisión a los Estados Unidos o cualquier otro tipo de beneficio migratorio?',
    helpEs('Esto incluye cualquier declaración falsa en una solicitud de visa o ante un agente en la frontera, por ejemplo sobre el propósito de un viaje.', SENSITIVE_ES),
  ),
  q70: item(
    '¿Ha afirmado @ ALGUNA VEZ falsamente ser ciudadano(a) estadounidense (por escrito o de cualquier otra forma)?',
    helpEs(
      'Esto incluye marcar una casilla de "ciudadano" en un formulario de empleo (Form I-9), en un registro de votantes o en una solicitud de préstamo o de beneficios.',
      SENSITIVE_ES,
    ),
  ),
  q71: item('¿Ha sido @ ALGUNA VEZ polizón en un barco o una aeronave que llegaba a los Estados Unidos?', SENSITIVE),
  q72: item(
    '¿Ha alentado, inducido, asistido, instigado o ayudado @ ALGUNA VEZ, a sabiendas, a algún extranjero a entrar o a intentar entrar ilegalmente a los Estados Unidos (tráfico ilícito de extranjeros)?',
    helpEs('Esto incluye ayudar a un miembro de la propia familia de @.', SENSITIVE_ES),
  ),
  q73: item(
    '¿Está @ sujeto(a) a una orden final de sanción civil por violar la INA section 274C por el uso de documentos fraudulentos?',
    SENSITIVE,
  ),
};

/** The lead-in of Item Numbers 78.a. - 78.b. */
const REENTRY_AFTER =
  'Desde el 1 de abril de 1997, ¿ha vuelto a entrar o ha intentado volver a entrar @ ALGUNA VEZ a los Estados Unidos sin haber sido inspeccionado(a) y admitido(a) o recibido(a) con parole, después de';

/** Item Numbers 74. - 78.b.: "Removal, Unlawful Presence, or Illegal Reentry After Previous Immigration Violations". */
export const UNLAWFUL_PRESENCE_ES: Readonly<Record<string, FieldSpanish>> = {
  q74: item(
    '¿Ha sido @ ALGUNA VEZ excluido(a), deportado(a) o expulsado(a) de los Estados Unidos, o ha salido @ alguna vez de los Estados Unidos por su cuenta después de que se ordenara su exclusión, deportación o expulsión de los Estados Unidos?',
    SENSITIVE,
  ),
  q75: item(
    '¿Ha entrado @ ALGUNA VEZ a los Estados Unidos sin haber sido inspeccionado(a) y admitido(a) o recibido(a) con parole?',
    helpEs('Por ejemplo, cruzar la frontera fuera de un puerto de entrada, o entrar sin pasar por la revisión de un agente de inmigración.', SENSITIVE_ES),
  ),
  q76: item(
    'Desde el 1 de abril de 1997, ¿ha estado @ presente ilegalmente en los Estados Unidos? @ estuvo presente ilegalmente en los Estados Unidos si estuvo en los Estados Unidos después de vencer el período de estadía autorizado por el Secretario del Department of Homeland Security (DHS), o si estuvo en los Estados Unidos sin haber sido admitido(a) o recibido(a) con parole.',
    helpEs(UNLAWFUL_PRESENCE_HELP_ES, EXPLAIN_ON_YES_ES),
  ),
  q77: item(
    'Si respondió "Sí" al Item Number 76., ¿fue una forma grave de trata de personas al menos una de las razones principales de la presencia ilegal de @ en los Estados Unidos?',
    helpEs(
      'La trata grave de personas comprende la trata con fines sexuales inducida por la fuerza, el fraude o la coacción, o de una persona menor de 18 años, o la obtención de una persona para trabajos o servicios mediante la fuerza, el fraude o la coacción con fines de servidumbre involuntaria, peonaje, servidumbre por deudas o esclavitud.',
      SENSITIVE_ES,
    ),
  ),
  'q78.a': item(
    `${REENTRY_AFTER} haber estado presente ilegalmente en los Estados Unidos por más de un año en total a partir del 1 de abril de 1997? @ estuvo presente ilegalmente en los Estados Unidos por más de un año en total si, al contar todos los días de todas sus estadías, estuvo en los Estados Unidos después de vencer el período de estadía autorizado por el Secretario del DHS, o sin haber sido admitido(a) o recibido(a) con parole, durante más de un año.`,
    helpEs(UNLAWFUL_PRESENCE_HELP_ES, EXPLAIN_ON_YES_ES),
  ),
  'q78.b': item(`${REENTRY_AFTER} haber sido deportado(a), excluido(a) o expulsado(a) de los Estados Unidos?`, SENSITIVE),
};

/** Item Numbers 79. - 86.: "Miscellaneous Conduct". */
export const MISCELLANEOUS_ES: Readonly<Record<string, FieldSpanish>> = {
  q79: item('¿Tiene @ planes de practicar la poligamia en los Estados Unidos?', SENSITIVE),
  q80: item(
    '¿Acompaña @ a un extranjero que es inadmisible, que ha sido certificado por un médico oficial como desvalido por enfermedad, discapacidad mental o física o por ser niño de corta edad, y que necesita su protección o tutela, según se describe en la INA section 232(c)?',
    EXPLAIN_ON_YES_ES,
  ),
  q81: item(
    '¿Ha ayudado @ ALGUNA VEZ a detener, retener o negar la custodia de un niño ciudadano estadounidense fuera de los Estados Unidos a una persona a quien se le ha concedido la custodia del niño?',
    SENSITIVE,
  ),
  q82: item(
    '¿Ha votado @ ALGUNA VEZ en violación de alguna disposición constitucional, ley, ordenanza o reglamento federal, estatal o local en los Estados Unidos?',
    helpEs('Esto incluye votar en cualquier elección en la que solo pueden votar los ciudadanos estadounidenses.', SENSITIVE_ES),
  ),
  q83: item('¿Ha renunciado @ ALGUNA VEZ a la ciudadanía estadounidense para evitar pagar impuestos a los Estados Unidos?', SENSITIVE),
  'q84.a': item(
    '¿Ha solicitado @ ALGUNA VEZ la exención o la baja del entrenamiento o servicio en las Fuerzas Armadas de los Estados Unidos o en el U.S. National Security Training Corps por ser extranjero(a)?',
    SENSITIVE,
  ),
  'q84.b': item('¿Ha sido @ ALGUNA VEZ liberado(a) o dado(a) de baja de ese entrenamiento o servicio por ser extranjero(a)?', SENSITIVE),
  'q84.c': item('¿Ha sido @ ALGUNA VEZ condenado(a) por deserción de las Fuerzas Armadas de los Estados Unidos?', SENSITIVE),
  q85: item(
    '¿Ha salido o se ha quedado @ ALGUNA VEZ fuera de los Estados Unidos para evitar o eludir el entrenamiento o servicio en las Fuerzas Armadas de los Estados Unidos en tiempo de guerra o en un período declarado de emergencia nacional por el Presidente?',
    SENSITIVE,
  ),
  q86: {
    question: about(
      `Si respondió "Sí" al Item Number 85., ¿cuál era la nacionalidad o el estatus migratorio de @ inmediatamente antes de salir (por ejemplo, U.S. citizen or national, lawful permanent resident, nonimmigrant, parolee, present without admission or parole, o cualquier otro estatus)? ${IN_ENGLISH}`,
    ),
  },
};
