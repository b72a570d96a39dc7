import { EXPLAIN_ON_YES_ES, SENSITIVE_ES, about, helpEs } from './i485-words.ts';
import type { FieldSpanish } from './types.ts';

/** One item of "Security and Related": SENSITIVE's help unless another is given. */
const security = (question: string, help: string = SENSITIVE_ES): FieldSpanish => ({ question: about(question), help: about(help) });

/** Item Numbers 42.a. - 42.d.: "Do you intend to:", each sub-part read as a question of its own. */
export const SECURITY_INTENT_ES: Readonly<Record<string, FieldSpanish>> = {
  'q42.a': security(
    '¿Tiene @ la intención de participar en alguna actividad que viole o eluda alguna ley relativa al espionaje (incluido el espionaje de personas) o al sabotaje en los Estados Unidos?',
  ),
  'q42.b': security(
    '¿Tiene @ la intención de participar en alguna actividad en los Estados Unidos que viole o eluda alguna ley que prohíba exportar desde los Estados Unidos bienes, tecnología o información sensible?',
  ),
  'q42.c': security(
    '¿Tiene @ la intención de participar, mientras esté en los Estados Unidos, en alguna actividad cuyo fin incluya oponerse al Gobierno de los Estados Unidos, controlarlo o derrocarlo por la fuerza, la violencia u otros medios ilegales?',
  ),
  'q42.d': security('¿Tiene @ la intención de participar en cualquier otra actividad ilegal?'),
};

/** Item Numbers 43.a. - 46.: "Have you EVER:" and the intent questions that refer back to it. */
export const SECURITY_HISTORY_ES: Readonly<Record<string, FieldSpanish>> = {
  'q43.a': security(
    '¿Ha recibido @ ALGUNA VEZ entrenamiento con armas, entrenamiento paramilitar u otro entrenamiento de tipo militar?',
    helpEs('Esto incluye el entrenamiento recibido durante el servicio militar o policial, aun el servicio militar obligatorio.', EXPLAIN_ON_YES_ES),
  ),
  'q43.b': security(
    '¿Ha cometido @ ALGUNA VEZ un secuestro, un asesinato, o el secuestro o sabotaje de un medio de transporte (incluidos un avión, un barco, un vehículo o un tren)?',
  ),
  'q43.c': security(
    '¿Ha usado @ ALGUNA VEZ un arma, un explosivo o cualquier artefacto peligroso con la intención de poner en peligro la seguridad de otra persona o de otras personas o de causar daños a la propiedad?',
  ),
  'q43.d': security(
    '¿Ha amenazado, intentado, conspirado, preparado o planeado @ ALGUNA VEZ hacer alguna de las cosas descritas en los Item Numbers 43.b. - 43.c.?',
  ),
  'q43.e': security(
    '¿Ha incitado @ ALGUNA VEZ, en circunstancias que indicaban la intención de causar la muerte o lesiones corporales graves, alguna de las actividades descritas en los Item Numbers 43.b. - 43.c.?',
  ),
  'q43.f': security(
    '¿Ha participado @ ALGUNA VEZ en un grupo u organización que realizó alguna de las actividades descritas en los Item Numbers 43.b. - 43.e., o ha sido miembro de él?',
  ),
  'q43.g': security(
    '¿Ha reclutado @ ALGUNA VEZ miembros, o pedido dinero o cosas de valor, para un grupo u organización que realizó alguna de las actividades descritas en los Item Numbers 43.b. - 43.e.?',
  ),
  'q43.h': security(
    '¿Ha proporcionado @ ALGUNA VEZ dinero, algo de valor, servicios o trabajo, o cualquier otra ayuda o apoyo, para alguna de las actividades descritas en los Item Numbers 43.b. - 43.e.?',
  ),
  'q43.i': security(
    '¿Ha proporcionado @ ALGUNA VEZ dinero, algo de valor, servicios o trabajo, o cualquier otra ayuda o apoyo, a una persona, grupo u organización que realizó alguna de las actividades descritas en los Item Numbers 43.b. - 43.e.?',
  ),
  q44: security('¿Tiene @ la intención de participar en alguna de las actividades enumeradas en cualquier parte de los Item Numbers 43.b. - 43.e.?'),
  q45: security('¿Tiene @ la intención de participar en alguna actividad que pueda poner en peligro el bienestar o la seguridad de los Estados Unidos?'),
  q46: security('¿Es @ cónyuge, hijo o hija de una persona que ALGUNA VEZ participó en alguna de las actividades enumeradas en los Item Numbers 43.b. - 43.i.?'),
};

/** The lead-in of Item Numbers 53.a. - 53.d. */
const PARTICIPATED =
  '¿Ha ordenado, incitado, promovido, cometido, asistido, ayudado a cometer o participado de otro modo @ ALGUNA VEZ en alguno de los siguientes actos:';

/** Item Numbers 47. - 55.: weapons, detention, armed groups, persecution and child soldiers. */
export const SECURITY_PARTICIPATION_ES: Readonly<Record<string, FieldSpanish>> = {
  q47: security(
    '¿Ha vendido, proporcionado o transportado @ ALGUNA VEZ armas, o ha ayudado a alguna persona a venderlas, proporcionarlas o transportarlas, sabiendo o creyendo que se usarían contra otra persona?',
  ),
  q48: security(
    '¿Ha trabajado, ha sido voluntario(a) o ha servido de otro modo @ ALGUNA VEZ en una prisión, cárcel, campo de prisioneros, centro de detención, campo de trabajo o cualquier otro lugar donde había personas detenidas, o ha dirigido o participado @ ALGUNA VEZ en cualquier otra actividad que implicara detener a personas?',
    helpEs('Esto incluye cualquier empleo en un lugar así, por ejemplo como guardia, enfermero, cocinero o empleado administrativo.', SENSITIVE_ES),
  ),
  q49: security(
    '¿Ha sido @ ALGUNA VEZ miembro de, ha ayudado a, o ha participado en algún grupo, unidad u organización de cualquier tipo en que @ u otras personas usaron cualquier tipo de arma contra alguna persona o amenazaron con hacerlo?',
  ),
  q50: security(
    '¿Ha servido @ ALGUNA VEZ en alguna unidad militar o policial, ha sido miembro de ella, la ha asistido (ayudado) o ha participado en ella?',
    helpEs('Esto incluye el servicio militar obligatorio y el servicio en cualquier fuerza policial.', EXPLAIN_ON_YES_ES),
  ),
  q51: security(
    '¿Ha servido @ ALGUNA VEZ en algún grupo armado (un grupo que porta armas), ha sido miembro de él, lo ha asistido (ayudado) o ha participado en él, por ejemplo: una unidad paramilitar (un grupo de personas que actúa como un grupo militar pero no forma parte de las fuerzas armadas oficiales), una unidad de autodefensa, un grupo de vigilantes, un grupo rebelde o un grupo guerrillero?',
  ),
  q52: security(
    '¿Ha sido @ ALGUNA VEZ miembro del Partido Comunista o de cualquier partido totalitario, o ha estado afiliado(a) a ellos de alguna manera (en los Estados Unidos o en el extranjero)?',
    helpEs(
      'Responda Sí aunque la afiliación haya sido obligatoria para estudiar o trabajar, o haya terminado hace mucho. La ley tiene excepciones, por ejemplo para la afiliación involuntaria; un abogado de inmigración puede decirle si se aplica alguna, y su explicación debe indicarlo.',
      SENSITIVE_ES,
    ),
  ),
  'q53.a': security(`${PARTICIPATED} tortura?`),
  'q53.b': security(`${PARTICIPATED} genocidio?`),
  'q53.c': security(`${PARTICIPATED} matar, o intentar matar, a cualquier persona?`),
  'q53.d': security(`${PARTICIPATED} herir gravemente y de forma intencional, o intentar herir, a cualquier persona?`),
  q54: security(
    '¿Ha reclutado, alistado, llamado a filas o utilizado @ ALGUNA VEZ a alguna persona menor de 15 años para tomar parte en hostilidades o para servir en una fuerza o grupo armado o ayudarlo, o ha intentado hacerlo o ha colaborado con otros para hacerlo?',
  ),
  q55: security(
    '¿Ha utilizado @ ALGUNA VEZ a alguna persona menor de 15 años para tomar parte en hostilidades, por ejemplo participando en combate o prestando servicios relacionados con el combate (como sabotaje o servir de mensajero) o prestando servicios de apoyo (como transportar suministros), o ha intentado hacerlo o ha colaborado con otros para hacerlo?',
  ),
};
