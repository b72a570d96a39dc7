import type { eligibilityEn } from './en.ts';

/** The eligibility check's verdicts in neutral Latin American Spanish, "usted" (glossary: ../../catalogue/spanish/GLOSSARY.md). */
export const eligibilityEs: Readonly<Record<keyof typeof eligibilityEn, string>> = {
  'eligibility.eligible':
    'Usted califica: este servicio puede preparar su solicitud de green card basada en el matrimonio (ajuste de estatus).',
  'eligibility.unanswered': 'Responda todas las preguntas de arriba para terminar la verificación de elegibilidad.',
  'eligibility.ineligible': 'Según sus respuestas, este servicio no puede preparar su solicitud, por las razones indicadas.',
  'eligibility.petitionOnly': 'Su solicitud de green card (Form I-485) tiene que esperar, pero su petición no.',
  'eligibility.petitionFirst':
    'Usted califica. Como eligió, preparamos primero su petición (Forms I-130 e I-130A), para descargarla y enviarla por correo ahora, y su solicitud de green card (Form I-485 con Form I-864) cuando tenga el aviso de recibo de la petición (Form I-797C): usted escribe el número de recibo y preparamos el resto. Hasta entonces, la petición sola no le permite al beneficiario quedarse, trabajar ni viajar.',
  'eligibility.petitionFiled':
    'Usted califica: preparamos la solicitud de green card (Form I-485 con Form I-864, y el permiso de trabajo y el documento de viaje si los pide) sobre el Form I-130 que ya presentó, con una copia de su aviso (Form I-797) en lugar de una petición nueva.',
  'eligibility.consularNextSteps':
    'Cuando USCIS aprueba la petición, la envía al Centro Nacional de Visas (National Visa Center, NVC) del Departamento de Estado, que les escribirá. Después: el beneficiario completa en línea la solicitud de visa de inmigrante (Form DS-260), el peticionario envía al NVC la declaración jurada de patrocinio económico (Form I-864) y sus pruebas, ustedes suben los documentos civiles que pide el NVC (actas de nacimiento y de matrimonio, certificados de antecedentes penales), y el beneficiario tiene un examen médico y una entrevista en la embajada o el consulado de EE. UU. No preparamos estos pasos.',
  'eligibility.consular':
    'El beneficiario solicitará una visa de inmigrante en una embajada o un consulado de EE. UU. en el extranjero (trámite consular). Preparamos la petición que lo inicia: el Form I-130 con el Form I-130A, que nombra esa embajada o consulado. {nextSteps}',
  'eligibility.barred':
    'Según sus respuestas, el beneficiario no puede obtener la green card desde dentro de los Estados Unidos, por las razones de abajo. El peticionario igual puede presentar la petición (Form I-130 con Form I-130A) ahora, y nosotros la preparamos. Lo que sigue (una visa de inmigrante en el extranjero, los castigos por presencia ilegal, un perdón provisional con el Form I-601A) necesita un abogado de inmigración o un representante acreditado por el DOJ antes de que el beneficiario salga de los Estados Unidos.',
  'eligibility.petitionOnlyOffer':
    'Puede presentar ahora el Form I-130 con el Form I-130A, para que empiece a correr su fecha de prioridad; preparamos esos dos formularios. Presente el Form I-485 (con el Form I-864, y el permiso de trabajo y el documento de viaje si los quiere) cuando la tabla esté al día para su fecha de prioridad. Hasta entonces, el beneficiario debe mantener un estatus legal y no trabajar sin permiso: el cónyuge de un residente permanente que no lo hace no puede ajustar su estatus (INA 245(c)).',
  'eligibility.whereFrom.inUs': 'Responda si el beneficiario (el cónyuge que solicita la green card) está ahora en los Estados Unidos.',
  'eligibility.whereFrom.fromUs': 'Responda si el beneficiario solicitará la green card desde dentro de los Estados Unidos.',
  'eligibility.onlyApplicant.unanswered': 'Responda si el beneficiario es la única persona que solicita una green card.',
  'eligibility.onlyApplicant.unmet':
    'El beneficiario debe ser la única persona que solicita una green card: este servicio no prepara solicitudes para hijos ni otros parientes.',
  // The onboarding's reasons (eligibility-entry.ts, eligibility-income.ts).
  'eligibility.petitionerStatus.unanswered':
    "Responda si el peticionario es ciudadano de EE. UU. o residente permanente legal (titular de una green card): de eso depende cómo puede solicitar el beneficiario.",
  'eligibility.lastEntry.unanswered':
    "Responda cómo entró el beneficiario a los Estados Unidos la última vez.",
  'eligibility.fiance.unanswered':
    "Responda si el beneficiario se casó con el ciudadano de EE. UU. que presentó la petición de prometido(a) a su favor.",
  'eligibility.fiance.notPetitioner':
    "Un prometido(a) con visa K-1 puede obtener la green card en los Estados Unidos solo por medio del matrimonio con el ciudadano de EE. UU. que presentó la petición de prometido(a) (INA 245(d)), así que el beneficiario no puede ajustar su estatus por este matrimonio. Qué puede hacer: consulte con un abogado de inmigración o un representante acreditado por el DOJ sobre una visa de inmigrante desde el extranjero.",
  'eligibility.fiance.married':
    "Un prometido(a) con visa K-1 que se casó con el peticionario presenta su solicitud sobre la petición de prometido(a) aprobada: Form I-485 con Form I-864, sin Form I-130. Este servicio prepara solicitudes que se basan en un Form I-130, así que no puede preparar esta. Qué puede hacer: presente el Form I-485 como prometido(a) K-1, como lo describen las instrucciones del Form I-485 en uscis.gov/i-485, o pida a un abogado de inmigración o un representante acreditado por el DOJ que lo prepare.",
  'eligibility.bar.withoutInspection':
    "El beneficiario entró la última vez sin ser inspeccionado y admitido o recibido con parole: esa persona no puede obtener la green card desde dentro de los Estados Unidos (INA 245(a)), salvo que se aplique la INA 245(i). Qué puede hacer: consulte con un abogado de inmigración o un representante acreditado por el DOJ sobre una visa de inmigrante desde el extranjero, que por lo general empieza con una exención provisional por presencia ilegal (Form I-601A) mientras el beneficiario sigue aquí.",
  'eligibility.bar.crewman':
    "Un tripulante de un barco o un avión no puede obtener la green card desde dentro de los Estados Unidos, ni siquiera como cónyuge de un ciudadano de EE. UU. (INA 245(c)(1)), salvo que se aplique la INA 245(i). Qué puede hacer: consulte con un abogado de inmigración o un representante acreditado por el DOJ sobre una visa de inmigrante en un consulado de EE. UU. en el extranjero.",
  'eligibility.bar.visaWaiver':
    "El cónyuge de un residente permanente que entró con el Programa de Exención de Visa (Visa Waiver Program) no puede obtener la green card desde dentro de los Estados Unidos (INA 245(c)(4)), salvo que se aplique la INA 245(i); el cónyuge de un ciudadano de EE. UU. sí podría. Qué puede hacer: el peticionario puede presentar ahora el Form I-130, y el beneficiario solicita una visa de inmigrante en el extranjero cuando haya una visa disponible; consulte con un abogado de inmigración o un representante acreditado por el DOJ antes de que el beneficiario salga de los Estados Unidos.",
  'eligibility.bar.lawfulStatus':
    "El cónyuge de un residente permanente debe haber mantenido un estatus legal desde su última llegada, y nunca haber trabajado sin permiso, para obtener la green card desde dentro de los Estados Unidos (INA 245(c)(2) y 245(c)(8)), salvo que se aplique la INA 245(i); al cónyuge de un ciudadano de EE. UU. no se le exige esto. Qué puede hacer: el peticionario puede presentar ahora el Form I-130; consulte con un abogado de inmigración o un representante acreditado por el DOJ sobre una visa de inmigrante en el extranjero y sobre lo que significaría salir de los Estados Unidos.",
  'eligibility.grandfathered.unanswered':
    "Responda si se presentó una petición o una certificación laboral a favor del beneficiario el 30 de abril de 2001 o antes (INA 245(i)).",
  'eligibility.grandfathered.yes':
    "La INA 245(i) le permite al beneficiario obtener la green card desde dentro de los Estados Unidos, pero entonces la solicitud necesita el Form I-485 Supplement A y la suma adicional que este pide, que este servicio no prepara. Qué puede hacer: un abogado de inmigración o un representante acreditado por el DOJ puede preparar la solicitud bajo la INA 245(i), con las pruebas de la petición o la certificación laboral presentada a más tardar el 30 de abril de 2001.",
  'eligibility.keptLawfulStatus.unanswered':
    "Responda si el beneficiario ha tenido un estatus migratorio legal todos los días desde su última llegada.",
  'eligibility.workedWithoutPermission.unanswered':
    "Responda si el beneficiario ha trabajado alguna vez en los Estados Unidos sin permiso.",
  'eligibility.exchange.everJ':
    "Responda si el beneficiario ha estado alguna vez en los Estados Unidos como visitante de intercambio J-1 o J-2.",
  'eligibility.exchange.subject':
    "Responda si el beneficiario está sujeto al requisito de residir dos años en su país de origen (INA 212(e)).",
  'eligibility.exchange.notSure':
    "Averigüe si el beneficiario está sujeto al requisito de residir dos años en su país de origen (INA 212(e)): la visa J y el Form DS-2019 por lo general lo indican, y el Departamento de Estado da una opinión consultiva si se la pide (travel.state.gov, \"Waiver of the Exchange Visitor Two-Year Home-Country Physical Presence Requirement\"). Luego responda la pregunta otra vez.",
  'eligibility.exchange.waived':
    "Responda si el beneficiario tiene una exención (waiver) del requisito de dos años en su país de origen, o si ya vivió allí los dos años.",
  'eligibility.exchange.notWaived':
    "El beneficiario debe vivir dos años en su país de origen después del programa de intercambio antes de poder obtener la green card (INA 212(e)), y no tiene una exención (waiver): no puede ajustar su estatus hasta entonces. Qué puede hacer: solicitar una exención (por el proceso de exención J-1 del Departamento de Estado, y luego ante USCIS), o pasar los dos años en el extranjero; un abogado de inmigración o un representante acreditado por el DOJ puede decirle qué opción le conviene. Vuelva cuando le hayan concedido la exención.",
  'eligibility.bornInMexico.unanswered':
    "Responda si el beneficiario nació en México.",
  'eligibility.income.current':
    "Escriba el ingreso anual actual del peticionario.",
  'eligibility.income.w2':
    "Responda si al menos el 85% del ingreso del peticionario son salarios declarados en el Form W-2.",
  'eligibility.income.notW2':
    "Al menos el 85% del ingreso del peticionario debe ser salarios declarados en el Form W-2: este servicio prepara solicitudes solo para patrocinadores cuyo ingreso es en su mayoría salarios del W-2.",
  'eligibility.income.householdSize':
    "Elija cuántas personas hay en el hogar (de {min} a {max}).",
  'eligibility.income.activeDuty':
    "Responda si el peticionario está en servicio activo en las Fuerzas Armadas de EE. UU.",
  // The Affidavit of Support's questions at onboarding, and the Visa Bulletin (filing-path.ts).
  'eligibility.support.beyondIncome':
    "Responda si algo además del ingreso propio del peticionario ayudará a cumplir el requisito de ingresos.",
  'eligibility.support.householdMember':
    "Elija quién vive con el peticionario y firmará el Form I-864A, o Nadie.",
  'eligibility.support.householdMemberIncome':
    "Escriba el ingreso anual de ese pariente.",
  'eligibility.support.beneficiaryIncome':
    "Escriba el ingreso anual del beneficiario que continuará, o 0.",
  'eligibility.support.assets':
    "Escriba cuánto valen los ahorros, las propiedades y las inversiones, o 0.",
  'eligibility.support.jointSponsor':
    "Responda si alguien aceptó ser copatrocinador (joint sponsor).",
  'eligibility.support.noGuidelines':
    "No se pudo verificar el requisito de ingresos para la fecha de hoy; intente de nuevo más tarde.",
  'eligibility.visa.unknown':
    "Todavía no tenemos el Visa Bulletin de {month}, así que no podemos saber si USCIS acepta este mes el Form I-485 del cónyuge de un residente permanente (categoría F2A). Antes de enviar por correo, abra uscis.gov/visabulletininfo: si la tabla que indica para los casos basados en la familia muestra \"C\" para F2A, o una fecha posterior a la fecha de prioridad, envíe la solicitud de green card; si no, envíe solo la petición (Forms I-130 e I-130A) y guarde el resto para cuando la fecha esté al día.",
  'eligibility.visa.listed':
    "El Visa Bulletin de {month} indica {entry} para los cónyuges de residentes permanentes (categoría F2A) en su tabla {chart}, la que USCIS usa ese mes para los casos basados en la familia",
  'eligibility.visa.entryCurrent':
    "\"C\" (al día)",
  'eligibility.visa.entryUnavailable':
    "\"U\" (no hay números de visa disponibles)",
  'eligibility.visa.currentFiled':
    "{listed}, así que la fecha de prioridad de su petición, {date}, está al día: USCIS acepta el Form I-485 con ella. Si envía el paquete en un mes posterior, revise antes la tabla de ese mes en uscis.gov/visabulletininfo.",
  'eligibility.visa.currentNew':
    "{listed}, así que una petición presentada el {date} está al día: USCIS acepta el Form I-485 con ella. Si envía el paquete en un mes posterior, revise antes la tabla de ese mes en uscis.gov/visabulletininfo.",
  'eligibility.visa.waitFiled':
    "{listed}, que no es posterior a la fecha de prioridad de su petición, {date}: USCIS todavía no puede aceptar el Form I-485. Le enviaremos un correo electrónico el mes en que la tabla esté al día para ella.",
  'eligibility.visa.waitNew':
    "{listed}. El lugar en la fila de una petición nueva (su fecha de prioridad) es el día en que USCIS la recibe, el {date} o después, que no es anterior a esa fecha, así que USCIS todavía no puede aceptar el Form I-485.",
};
