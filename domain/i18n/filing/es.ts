import type { filingEn } from './en.ts';

/** What the server says of the couple's filing, in neutral Latin American Spanish, "usted" (glossary: ../es.ts). */
export const filingEs: Readonly<Record<keyof typeof filingEn, string>> = {
  'filing.form': 'Formulario {name}',
  'filing.forms': '{count, plural, one {Formulario} other {Formularios}} {names}',

  'filing.stage.whole': 'Su trámite completo',
  'filing.stage.petition': 'Su petición',
  'filing.stage.adjustment': 'Su solicitud de residencia permanente (green card)',
  'filing.stage.titled': '{stage}: {forms}',

  'filing.twoStagesFacts':
    'La petición por sí sola no le permite al beneficiario permanecer, trabajar ni viajar; un Formulario I-485 pendiente sí (con los Formularios I-765 e I-131). Un Formulario I-485 posterior sigue basándose en la misma petición, y USCIS cobra las mismas tarifas si los formularios se presentan juntos o por separado.',
  'filing.path.together':
    'Usted presenta todo junto: la petición (Formularios I-130 e I-130A) y la solicitud de residencia permanente (Formulario I-485 con el Formulario I-864) en un solo paquete.',
  'filing.path.petitionFirstVisa':
    'Usted presenta ahora la petición (Formularios I-130 e I-130A), para que empiece a correr su lugar en la fila; la solicitud de residencia permanente sigue cuando el Boletín de Visas (Visa Bulletin) esté al día para ella. {facts}',
  'filing.path.petitionFirst':
    'Usted presenta ahora la petición (Formularios I-130 e I-130A) y más adelante la solicitud de residencia permanente (Formulario I-485 con el Formulario I-864), con el número de recibo de la petición. {facts}',
  'filing.path.petitionFiled':
    'Su Formulario I-130 ya está presentado: preparamos la solicitud de residencia permanente (Formulario I-485 con el Formulario I-864) con su número de recibo y una copia de su aviso (Formulario I-797).',
  'filing.path.consular':
    'El beneficiario solicita una visa de inmigrante en el extranjero: preparamos la petición (Formularios I-130 e I-130A), indicando la embajada o el consulado de los Estados Unidos.',
  'filing.path.petitionOnly':
    'Según sus respuestas, el beneficiario no puede obtener la residencia permanente desde dentro de los Estados Unidos: preparamos solo la petición (Formularios I-130 e I-130A).',
  'filing.proposal.forms':
    '{count, plural, one {nuestro {forms} esté actualizado a la edición} other {nuestros {forms} estén actualizados a las ediciones}} que exige USCIS',
  'filing.proposal.uscis': 'USCIS la acepte',
  'filing.proposal': 'Puede presentar la petición hoy; su solicitud de residencia permanente estará lista cuando {waitingOn}, y entonces le avisaremos por correo electrónico. {facts}',
  'filing.next.consular':
    'Cuando USCIS aprueba la petición, la envía al Centro Nacional de Visas (National Visa Center, NVC) del Departamento de Estado, que le escribirá. Luego: el beneficiario llena en línea la solicitud de visa de inmigrante (Formulario DS-260), el peticionario envía al NVC la declaración jurada de patrocinio económico (Affidavit of Support, Formulario I-864) y sus pruebas, ustedes suben los documentos civiles que pide el NVC (actas de nacimiento y de matrimonio, certificados de antecedentes penales), y el beneficiario se hace un examen médico y tiene una entrevista en la embajada o el consulado de los Estados Unidos. Nosotros no preparamos estos pasos.',
  'filing.next.petitionOnly':
    'Lo que sigue a la petición (una visa de inmigrante en el extranjero, las prohibiciones por presencia ilegal, un perdón provisional con el Formulario I-601A) requiere un abogado de inmigración o un representante acreditado por el DOJ: consulte con uno antes de que el beneficiario salga de los Estados Unidos.',

  'filing.held.promise':
    'Todas sus respuestas se conservan. Su paquete estará listo en cuanto hayamos actualizado el formulario, y le avisaremos por correo electrónico.',
  'filing.held.package': 'Todavía no puede pagar su paquete: USCIS no lo aceptaría hoy. {reasons} {promise}',
  'filing.held.notYet': 'Este paquete todavía no se puede presentar. {wait}',
  'filing.held.nothingToPay': 'Todavía no hay nada que pagar.',
  'filing.hold.acceptanceUnknown': 'No sabemos qué edición del {form} acepta USCIS el {date}, así que retenemos este formulario hasta saberlo.',
  'filing.hold.noMapping': 'Todavía no podemos llenar el {form}.',
  'filing.hold.templateMissing': 'USCIS cambió el {form}{since, select, none {} other { el {since}}}; estamos instalando la nueva versión.',
  'filing.hold.editionNotMapped': 'USCIS cambió el {form}{since, select, none {} other { el {since}}}; estamos actualizando el nuestro.',
  'filing.wait.receipt':
    'Su solicitud de residencia permanente se basa en la petición que presenta primero: ingrese su número de recibo cuando USCIS le haya enviado el aviso de recibo (Formulario I-797C).',
  'filing.wait.visa':
    'El Boletín de Visas (Visa Bulletin) de {month} no está al día para la fecha de prioridad de la petición ({priorityDate}), así que USCIS todavía no puede aceptar el Formulario I-485. Le avisaremos por correo electrónico el mes en que esté al día.',
  'filing.unavailable':
    'En este momento no se pueden preparar sus documentos: {count, plural, one {el {forms} oficial no está instalado} other {los {forms} oficiales no están instalados}} en nuestro servidor. Todas sus respuestas se conservan; por favor, intente más tarde.',
  'filing.noSuchStage': 'Su trámite no tiene un paquete "{asked}": tal como lo presenta, está formado por {theirs}.',
};
