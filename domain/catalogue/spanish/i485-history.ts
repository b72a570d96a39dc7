import { CRIMINAL_EXPLANATION_HELP_ES, EXPLAIN_ON_YES_ES, IN_ENGLISH, SENSITIVE_ES, about, helpEs } from './i485-words.ts';
import type { FieldSpanish } from './types.ts';

/** One item of Part 9: its question and help, '@' naming the applicant (i485-words.ts). */
export const item = (question: string, help?: string): FieldSpanish => ({ question: about(question), ...(help === undefined ? {} : { help }) });

/** I-485 Part 9, Item Numbers 1. - 9.: organizations. */
export const ORGANIZATIONS_ES: Readonly<Record<string, FieldSpanish>> = {
  hasOrgs: item(
    '¿Ha sido @ ALGUNA VEZ miembro de, ha participado en, o ha estado asociado(a) de alguna manera con alguna organización, asociación, fondo, fundación, partido, club, sociedad o grupo similar en los Estados Unidos o en cualquier otro lugar del mundo?',
    'Esto incluye todo tipo de grupo: profesional, sindical, religioso, político, social, deportivo, estudiantil, de exalumnos, benéfico, y unidades militares o policiales. Incluir un grupo inofensivo no hace daño; omitir uno puede parecer que se oculta.',
  ),
  orgList: {
    question: about('Anote cada organización de la que @ ha sido miembro, en la que ha participado o con la que ha estado asociado(a).'),
    itemLabel: 'organización',
    item: {
      orgName: { question: 'Nombre de la organización (como se llama oficialmente)' },
      orgCity: { question: 'Ciudad o pueblo' },
      orgState: { question: 'Estado o provincia', help: 'Déjelo vacío si el lugar no tiene estado ni provincia.' },
      orgCountry: { question: 'País' },
      orgPurpose: { question: `Naturaleza de la organización, incluidos sus fines y actividades, sean ilícitos o legítimos ${IN_ENGLISH}` },
      orgUserInvolvement: {
        question: `Naturaleza de la participación en la organización, incluidos el papel o los cargos desempeñados, sean ilícitos o legítimos ${IN_ENGLISH}`,
      },
      orgUserFromDate: { question: about('Fecha en que comenzó la membresía o participación de @') },
      orgUserStillMember: { question: about('¿Sigue @ siendo miembro de esta organización o participando en ella?') },
      orgUserToDate: { question: about('Fecha en que terminó la membresía o participación de @') },
    },
  },
};

/** Item Numbers 10. - 21.: admission, visas, status and removal history. */
export const INADMISSIBILITY_ES: Readonly<Record<string, FieldSpanish>> = {
  q10: item(
    '¿Se le ha negado a @ ALGUNA VEZ la admisión a los Estados Unidos?',
    helpEs('Por ejemplo, que se le haya negado la entrada en un aeropuerto o en una frontera terrestre, o que se le haya permitido retirar su solicitud de admisión y regresar.', SENSITIVE_ES),
  ),
  q11: item(
    '¿Se le ha negado a @ ALGUNA VEZ una visa para los Estados Unidos?',
    helpEs('Incluya toda negativa en una embajada o un consulado de los Estados Unidos, incluida una negativa según la sección 214(b), aunque después se le haya dado una visa a @.', EXPLAIN_ON_YES_ES),
  ),
  q12: item(
    '¿Ha trabajado @ ALGUNA VEZ en los Estados Unidos sin autorización?',
    helpEs('Trabajar incluye cualquier empleo o trabajo por cuenta propia en un momento en que ni su estatus ni un permiso de trabajo (EAD) lo permitían.', SENSITIVE_ES),
  ),
  q13: item(
    '¿Ha violado @ ALGUNA VEZ los términos o condiciones de su estatus de no inmigrante?',
    helpEs('Por ejemplo, quedarse después de la fecha de su I-94, trabajar o estudiar cuando su estatus no lo permitía, o no mantener un programa de estudios completo como estudiante.', SENSITIVE_ES),
  ),
  q14: item(
    '¿Está @ actualmente, o ha estado ALGUNA VEZ, en un proceso de expulsión (removal), exclusión, rescisión o deportación, incluido un proceso de expulsión acelerada (expedited removal)?',
    helpEs(
      'Un proceso de expulsión es un caso ante un juez de inmigración, que normalmente comienza con una Notificación de Comparecencia (Notice to Appear). La expulsión acelerada es una expulsión ordenada por un agente en la frontera o en un aeropuerto.',
      SENSITIVE_ES,
    ),
  ),
  q15: item('¿Se ha dictado ALGUNA VEZ contra @ una orden final de exclusión, deportación o expulsión?', about(SENSITIVE_ES)),
  q16: item('¿Se ha restablecido ALGUNA VEZ contra @ una orden final anterior de exclusión, deportación o expulsión?', about(SENSITIVE_ES)),
  q17: item(
    '¿Se le ha concedido a @ ALGUNA VEZ la salida voluntaria por un agente de inmigración o un juez de inmigración, sin que saliera dentro del plazo fijado?',
    helpEs('La salida voluntaria permite a una persona salir de los Estados Unidos antes de una fecha fijada en lugar de ser expulsada.', SENSITIVE_ES),
  ),
  q18: item(
    '¿Ha solicitado @ ALGUNA VEZ algún tipo de alivio o protección contra la expulsión, la exclusión o la deportación?',
    helpEs(
      'Por ejemplo, asilo, suspensión de la expulsión (withholding of removal), protección bajo la Convención contra la Tortura, cancelación de la expulsión o suspensión de la deportación.',
      SENSITIVE_ES,
    ),
  ),
  q19: item(
    '¿Ha sido @ ALGUNA VEZ un visitante de intercambio no inmigrante J sujeto al requisito de residencia en el extranjero de dos años?',
    helpEs(
      'El requisito de residencia de dos años en el país de origen (INA section 212(e)) suele estar anotado en el Form DS-2019 y en la visa J de @. Mientras se aplica y no se ha cumplido ni eximido, por lo general impide el ajuste de estatus, así que consulte a un abogado de inmigración si puede aplicarse.',
      EXPLAIN_ON_YES_ES,
    ),
  ),
  q20: item(
    'Si respondió "Sí" al Item Number 19., ¿ha cumplido @ el requisito de residencia en el extranjero?',
    helpEs(
      'Cumplirlo significa que @ vivió en su país de nacionalidad o de última residencia durante un total de al menos dos años después de su programa de intercambio.',
      EXPLAIN_ON_YES_ES,
    ),
  ),
  q20Explanation: { question: `Explique lo que ocurrió, con fechas y lugares. ${IN_ENGLISH}`, help: about('Indique el país y las fechas en que @ vivió allí.') },
  q21: item(
    'Si respondió "Sí" al Item Number 19. y "No" al Item Number 20., ¿se le ha concedido a @ una exención (waiver), o el Department of State ha emitido a favor de @ una carta de recomendación favorable de exención?',
    EXPLAIN_ON_YES_ES,
  ),
  q21Explanation: {
    question: `Explique lo que ocurrió, con fechas y lugares. ${IN_ENGLISH}`,
    help: 'Indique la fecha de la exención o de la carta de recomendación; guarde una copia para presentarla con el formulario.',
  },
};

/** Items 22. - 41.: "Criminal Acts and Violations"; every Yes describes each offense. */
const criminal = (question: string, help: string = SENSITIVE_ES): FieldSpanish => ({ question: about(question), help: about(help) });

export const CRIMINAL_ES: Readonly<Record<string, FieldSpanish>> = {
  q22: criminal(
    '¿Ha sido @ ALGUNA VEZ arrestado(a), citado(a), acusado(a), o se le ha permitido participar en un programa de desvío (diversion program, incluidos el desvío previo al juicio, el aplazamiento del enjuiciamiento, el aplazamiento de la sentencia o cualquier suspensión de la sentencia), o ha sido detenido(a) por cualquier motivo por cualquier funcionario encargado de hacer cumplir la ley en cualquier país, incluidos, entre otros, cualquier funcionario de inmigración de los Estados Unidos o cualquier funcionario de las Fuerzas Armadas o de la Guardia Costera de los Estados Unidos, o por un funcionario similar de un país que no sea los Estados Unidos?',
    helpEs(
      'Incluya todo arresto, citación, acusación o detención, aunque se hayan retirado los cargos o el expediente haya sido sellado o eliminado (expunged). Una multa es una citación: incluya siempre la que tuvo que ver con alcohol o drogas o que llevó a un arresto, y si no está seguro de si cuenta una multa de tránsito menor, inclúyala o consulte a un abogado de inmigración.',
      SENSITIVE_ES,
    ),
  ),
  q23: criminal('¿Ha cometido @ ALGUNA VEZ un delito de cualquier tipo (aunque no haya sido arrestado(a), citado(a), acusado(a) ni juzgado(a) por ese delito, ni condenado(a))?'),
  q24: criminal(
    '¿Se ha declarado @ ALGUNA VEZ culpable de un delito o una infracción, o ha sido condenado(a) por ellos (aunque la infracción haya sido eliminada o sellada después por un tribunal, o aunque se le haya concedido un indulto, una amnistía, un decreto de rehabilitación u otro acto de clemencia)?',
    helpEs(
      'Si @ fue beneficiario(a) de un indulto, una amnistía, un decreto de rehabilitación u otro acto de clemencia, presente documentación de esa medida posterior a la condena.',
      SENSITIVE_ES,
    ),
  ),
  q25: criminal(
    '¿Ha recibido @ ALGUNA VEZ un castigo ordenado por un juez, o se le han impuesto condiciones que restringieron su libertad (como una pena de prisión, una condena suspendida, arresto domiciliario, libertad condicional (parole), una pena alternativa, tratamiento por drogas o alcohol, programas o clases de rehabilitación, libertad a prueba (probation) o servicio comunitario)?',
  ),
  q26: criminal(
    '¿Ha violado @ ALGUNA VEZ (o intentado o conspirado para violar) alguna ley o reglamento sobre sustancias controladas de un estado, de los Estados Unidos o de un país extranjero?',
    helpEs(
      'Esto incluye usar, poseer, cultivar o vender marihuana, aun donde un estado lo permite: la marihuana sigue siendo una sustancia controlada según la ley federal de los Estados Unidos.',
      SENSITIVE_ES,
    ),
  ),
  q27: criminal(
    '¿Ha traficado @ ALGUNA VEZ con sustancias controladas, tales como productos químicos, drogas ilegales o narcóticos, o se ha beneficiado de ese tráfico ilícito, o ha ayudado, instigado, asistido, conspirado o colaborado a sabiendas en él?',
  ),
  q28: criminal(
    '¿Es @ cónyuge, hijo o hija de un extranjero que traficó ilícitamente con una sustancia controlada, tal como productos químicos, drogas ilegales o narcóticos, o que ayudó (o de otro modo instigó, asistió, conspiró o colaboró) en ese tráfico ilícito, y obtuvo @, en los últimos 5 años, algún beneficio económico o de otro tipo de esa actividad de su cónyuge o de su padre o madre?',
  ),
  q29: criminal(
    'Si su respuesta al Item Number 28. es "Sí", ¿sabía @, o debería razonablemente haber sabido, que el beneficio económico o de otro tipo que obtuvo provenía de esa actividad de su cónyuge o de su padre o madre?',
  ),
  q30: criminal('¿Se ha dedicado @ ALGUNA VEZ a la prostitución, o viene @ a los Estados Unidos para dedicarse a la prostitución?'),
  q31: criminal(
    '¿Ha conseguido o intentado conseguir @ ALGUNA VEZ, directa o indirectamente, prostitutas o personas con fines de prostitución, o las ha traído de otro país?',
  ),
  q32: criminal('¿Ha recibido @ ALGUNA VEZ ganancias o dinero provenientes de la prostitución?'),
  q33: criminal(
    '¿Tiene @ la intención de participar en juegos de azar ilegales o en cualquier otra forma de vicio comercializado, como la prostitución, el contrabando de alcohol o la venta de pornografía infantil, mientras esté en los Estados Unidos?',
  ),
  q34: criminal('¿Ha ejercido @ ALGUNA VEZ inmunidad (diplomática o de otro tipo) para evitar ser procesado por un delito en los Estados Unidos?'),
  'q35.a': criminal(
    '¿Ha sido @ ALGUNA VEZ funcionario(a) de un gobierno extranjero?',
    helpEs('Esto incluye cualquier cargo en un gobierno nacional, regional o local de otro país.', EXPLAIN_ON_YES_ES),
  ),
  'q35.aExplanation': {
    question: about(`Explique lo que hizo @, con fechas y lugares, o lo que tiene la intención de hacer. ${IN_ENGLISH}`),
    help: about('Indique el país, el organismo del gobierno, el cargo de @ y las fechas en que lo ocupó.'),
  },
  'q35.b': criminal(
    'Si su respuesta al Item Number 35.a. es "Sí", ¿ha sido @ ALGUNA VEZ responsable de violaciones de la libertad religiosa, las ha hecho cumplir o las ha llevado a cabo directamente?',
  ),
  q36: criminal(
    '¿Ha inducido @ ALGUNA VEZ, por la fuerza, el fraude o la coacción (o ha participado de otro modo en), la trata de otra persona para actos sexuales comerciales (trata con fines sexuales)?',
    helpEs(
      'La trata con fines sexuales consiste en inducir u obligar a un adulto a realizar un acto sexual comercial (cualquier acto sexual realizado a cambio de algo de valor) mediante fraude, fuerza o coacción, o en inducir u obligar a cualquier persona menor de 18 años a realizar un acto sexual comercial (aun sin fuerza, fraude ni coacción).',
      SENSITIVE_ES,
    ),
  ),
  q37: criminal(
    '¿Ha sometido @ ALGUNA VEZ a una persona a trata con fines de servidumbre involuntaria, peonaje, servidumbre por deudas o esclavitud?',
    helpEs(
      'La trata incluye reclutar, albergar, transportar, proporcionar u obtener a una persona para trabajos o servicios mediante el uso de la fuerza, el fraude o la coacción.',
      SENSITIVE_ES,
    ),
  ),
  q38: criminal(
    '¿Ha ayudado, instigado, asistido, conspirado o colaborado @ ALGUNA VEZ, a sabiendas, con otras personas en la trata de personas con fines de actos sexuales comerciales o de servidumbre involuntaria, peonaje, servidumbre por deudas o esclavitud?',
  ),
  q39: criminal(
    '¿Es @ cónyuge, hijo o hija de un extranjero que participó en la trata de personas, y ha recibido u obtenido @, en los últimos 5 años, algún beneficio económico o de otro tipo de esa actividad de su cónyuge o de su padre o madre?',
  ),
  q40: criminal(
    'Si su respuesta al Item Number 39. es "Sí", ¿sabía @, o debería razonablemente haber sabido, que ese beneficio provenía de esa actividad de su cónyuge o de su padre o madre?',
  ),
  q41: criminal(
    '¿Ha participado @ ALGUNA VEZ en el lavado de dinero, o ha ayudado, asistido, instigado, conspirado o colaborado @ ALGUNA VEZ, a sabiendas, con otras personas en el lavado de dinero, o busca @ entrar a los Estados Unidos para dedicarse a esa actividad?',
  ),
};

/** The criminal items' explanations: the form asks the same details of each offense. */
export const CRIMINAL_EXPLANATION_HELP_OF = about(CRIMINAL_EXPLANATION_HELP_ES);
