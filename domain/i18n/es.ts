import type { MessageId } from './en.ts';
import { contactsEs } from './contacts/es.ts';
import { feesEs } from './fees/es.ts';
import { shortfallEs } from './shortfall/es.ts';
import { apiEs } from './api/es.ts';
import { apiErrorsEs } from './api-errors/es.ts';
import { apiRepliesEs } from './api-replies/es.ts';
import { jobsEs } from './jobs/es.ts';
import { coverEs } from './cover/es.ts';
import { filingEs } from './filing/es.ts';
import { inputsEs } from './inputs/es.ts';
import { screensEs } from './screens/es.ts';
import { passwordsEs } from './passwords/es.ts';
import { receiptEs } from './receipt/es.ts';
import { wizardEs } from './wizard/es.ts';
import { checkEs } from './check/es.ts';
import { eligibilityEs } from './eligibility/es.ts';
import { preparerEs } from './preparer/es.ts';
import { zoomEs } from './zoom/es.ts';
import { householdEs } from './household/es.ts';
import { todayEs } from './today/es.ts';
import { filingTodayEs } from './filing-today/es.ts';
import { walkEs } from './walk/es.ts';
import { pagesEs } from './pages/es.ts';

/**
 * Every text of en.ts in neutral Latin American Spanish, addressed as "usted", written by hand (no
 * machine translation at run time). Official form names, parts and item numbers stay in English,
 * as USCIS prints them. The glossary, kept the same everywhere:
 *   petitioner → peticionario; beneficiary → beneficiario; green card → residencia permanente
 *   (green card); Affidavit of Support → declaración jurada de patrocinio económico (Affidavit of
 *   Support); joint sponsor → copatrocinador; household member → miembro del hogar; interpreter →
 *   intérprete; preparer → preparador; adjustment of status → ajuste de estatus; filing fee →
 *   tarifa de presentación; evidence → pruebas; sign in → iniciar sesión; account → cuenta.
 */
export const es: Readonly<Record<MessageId, string>> = {
  ...contactsEs,
  ...feesEs,
  ...shortfallEs,
  ...screensEs,
  ...filingEs,
  ...coverEs,
  ...apiEs,
  ...apiErrorsEs,
  ...apiRepliesEs,
  ...jobsEs,
  ...passwordsEs,
  ...wizardEs,
  ...checkEs,
  ...eligibilityEs,
  ...filingTodayEs,
  ...preparerEs,
  'language.switch': 'Idioma',

  'list.and': '{conjunction, select, e {{first} e {last}} other {{first} y {last}}}',

  'shell.skipToContent': 'Ir al contenido principal',
  'shell.loading': 'Cargando…',
  'shell.checkingSession': 'Verificando su sesión…',
  'shell.nav.main': 'Principal',
  'shell.nav.account': 'Cuenta',
  'shell.nav.logoToDashboard': 'Greencard — ir a su panel',
  'shell.nav.logoToAbout': 'Greencard — quiénes somos',
  'shell.nav.dashboard': 'Panel',
  'shell.nav.accountButton': 'Cuenta',
  'shell.nav.signedInAs': 'Sesión iniciada como',
  'shell.nav.profile': 'Configuración del perfil',
  'shell.nav.signOut': 'Cerrar sesión',
  'shell.nav.signIn': 'Iniciar sesión',
  'shell.nav.createAccount': 'Crear cuenta',

  'shell.footer.tagline':
    'Su solicitud de residencia permanente (green card) por matrimonio, preparada paso a paso: cada respuesta revisada y los formularios oficiales de USCIS llenados.',
  'shell.footer.solutions': 'Soluciones',
  'shell.footer.howItWorks': 'Cómo funciona',
  'shell.footer.pricing': 'Precio',
  'shell.footer.security': 'Seguridad',
  'shell.footer.support': 'Ayuda',
  'shell.footer.contact': 'Contáctenos',
  'shell.footer.refunds': 'Reembolsos',
  'shell.footer.company': 'Empresa',
  'shell.footer.about': 'Quiénes somos',
  'shell.footer.whatWeDoNot': 'Lo que no hacemos',
  'shell.footer.legal': 'Legal',
  'shell.footer.privacy': 'Política de privacidad',
  'shell.footer.terms': 'Términos del servicio',
  'shell.footer.copyright': '© {year} Greencard. Todos los derechos reservados.',
  'shell.footer.notLawFirm':
    '{notAffiliated}. No somos un bufete de abogados ni damos asesoría legal: preparamos los formularios oficiales con sus respuestas.',

  'notice.notAffiliated':
    'Greencard no está afiliada con el Servicio de Ciudadanía e Inmigración de los Estados Unidos (USCIS) ni con ninguna agencia del gobierno',

  'public.about.title': 'Acerca de Greencard',
  'public.about.subtitle': 'Los formularios de la residencia permanente (green card) por matrimonio, preparados con usted y revisados respuesta por respuesta.',
  'public.about.does.title': 'Lo que hace Greencard',
  'public.about.does.p1':
    'Greencard ayuda a una pareja casada a preparar una solicitud de residencia permanente (green card) por matrimonio presentada desde dentro de los Estados Unidos (ajuste de estatus): un ciudadano estadounidense o residente permanente (el peticionario) y su cónyuge que vive en los EE. UU. (el beneficiario). Hace, en palabras sencillas, cada pregunta de los formularios oficiales, revisa cada respuesta y llena los formularios {coreForms} y, si usted los pide, {optionalForms} (un permiso de trabajo y un documento de viaje).',
  'public.about.does.p2':
    'Una pareja puede presentar todo junto, o primero la petición (Forms I-130 e I-130A) y después la solicitud de residencia permanente con su aviso de recibo, o solo la solicitud de residencia permanente sobre una petición ya presentada. Para un cónyuge en el extranjero, y para un cónyuge a quien la ley impide solicitar desde dentro de los Estados Unidos, Greencard prepara la petición y explica lo que sigue, que no prepara. El cónyuge debe ser la única persona que solicita la residencia permanente. Las primeras preguntas le dirán cuál es su caso.',
  'public.about.today.title': 'Lo que se puede presentar hoy',
  'public.about.doesNot.title': 'Lo que Greencard no hace',
  'public.about.doesNot.advice':
    '<b>No da asesoría legal.</b> No somos un bufete de abogados, ningún abogado revisa sus respuestas ni sus formularios, y usar Greencard no crea una relación entre abogado y cliente. Si su caso tiene complicaciones (un arresto, una infracción migratoria, una deportación anterior), consulte con un abogado de inmigración o un representante acreditado.',
  'public.about.doesNot.file':
    '<b>No presenta la solicitud por usted.</b> Usted imprime el paquete, lo firma a mano y lo envía por correo, y paga usted mismo a USCIS las tarifas de presentación.',
  'public.about.doesNot.decide':
    '<b>No decide su caso.</b> Lo decide USCIS. Unos formularios revisados evitan rechazos por respuestas faltantes o contradictorias; no pueden garantizar una aprobación.',
  'public.about.doesNot.scope':
    'No prepara los pasos del trámite consular después de la petición (el National Visa Center, el Form DS-260, la entrevista) ni solicitudes para hijos u otros familiares. Llena el Form I-864 de un copatrocinador, pero no el Form I-864A: un miembro del hogar que suma sus ingresos lo imprime y lo firma por su cuenta.',
  'public.about.how.title': 'Cómo funciona',
  'public.about.how.1.title': 'Unas pocas preguntas',
  'public.about.how.1.text': 'Siete pasos cortos le dicen si su caso es de los que preparamos. Si no lo es, le decimos por qué antes de que pague nada.',
  'public.about.how.2.title': 'Sus respuestas, en palabras sencillas',
  'public.about.how.2.text':
    'Formularios paso a paso sobre ustedes dos, su matrimonio y los ingresos que respaldan la declaración jurada de patrocinio económico (Affidavit of Support): los del peticionario y, si no bastan, los de un miembro del hogar, los del cónyuge, bienes o un copatrocinador. Las respuestas se guardan mientras escribe.',
  'public.about.how.3.title': 'Cada respuesta revisada',
  'public.about.how.3.text':
    'Check My Data encuentra lo que falta o no concuerda: fechas, números, los historiales de domicilios y empleos de cinco años, respuestas que no coinciden entre formularios, y los ingresos del patrocinador frente a las pautas de pobreza del HHS.',
  'public.about.how.4.title': 'Los formularios oficiales, llenados',
  'public.about.how.4.text': 'Llenamos los formularios oficiales en blanco que publica USCIS y le mostramos cada página llenada antes de que pague.',
  'public.about.how.5.title':
    'Pague ${price} una sola vez y descargue lo que se puede presentar',
  'public.about.how.5.text':
    'Un PDF por paquete en el orden de presentación, con una portada que dice quién firma dónde, qué adjuntar y adónde enviarlo. Usted lo imprime, lo firma a mano y lo envía por correo con las tarifas de USCIS. Una parte que no se puede presentar hoy no se vende sola: llega con el mismo pago cuando esté lista.',
  'public.about.data.title': 'Sus datos',
  'public.about.data.text':
    'Sus respuestas contienen lo que piden los formularios: nombres, fechas de nacimiento, direcciones, números de Seguro Social y A-Number, pasaportes, ingresos. Se cifran con una clave propia de usted, y al eliminar su cuenta quedan ilegibles de inmediato. La <link>política de privacidad</link> explica exactamente cómo.',
  'public.about.createAccount': 'Crear una cuenta',
  'public.about.seePackage': 'Ver qué contiene el paquete',

  'public.pricing.title': 'Precio',
  'public.pricing.subtitle': 'Un solo precio por todo el paquete. Usted paga solo después de haber visto cada página llenada.',
  'public.pricing.price': '${price}, una sola vez',
  'public.pricing.noSubscription':
    'Sin suscripción y sin costo para empezar: responder, revisar y ver la vista previa no cuestan nada. Una pareja que presenta en dos etapas (primero la petición, después la solicitud de residencia permanente) paga una sola vez por ambas.',
  'public.pricing.holds': 'El paquete contiene',
  'public.pricing.createAccount': 'Crear una cuenta',
  'public.pricing.fees.title': 'Las tarifas de USCIS no están incluidas',
  'public.pricing.fees.text':
    'USCIS cobra sus propias tarifas de presentación, que usted paga a USCIS al presentar la solicitud, no a nosotros. Para los formularios de un paquete, hoy son:',
  'public.pricing.fees.unknown': 'Las tarifas de USCIS de hoy no están en nuestras tablas; consúltelas en uscis.gov antes de presentar la solicitud.',
  'public.pricing.fees.table': 'Tarifas de presentación de USCIS el {date}',
  'public.pricing.fees.form': 'Formulario',
  'public.pricing.fees.fee': 'Tarifa de USCIS',
  'public.pricing.fees.ifAsked': '{form} (si usted lo pide)',
  'public.pricing.fees.none': 'sin tarifa',
  'public.pricing.notIncluded.title': 'Lo que el precio no incluye',
  'public.pricing.notIncluded.text':
    'Ni asesoría legal ni revisión de un abogado: Greencard prepara los formularios con sus respuestas y los revisa; no lo asesora sobre su caso. No presenta la solicitud por usted. Vea <link>lo que Greencard hace y no hace</link>.',
  'public.pricing.refunds.title': 'Reembolsos',
  'public.pricing.refunds.text':
    'Usted paga después de ver la vista previa de cada página llenada, así que sabe lo que compra. Le reembolsamos los ${price} completos si lo pide antes de descargar nada, si una falla de nuestra parte nos impide entregarle su paquete, o si la segunda etapa de una presentación en dos etapas no se puede entregar dentro de los 12 meses posteriores a su pago: escríbanos desde la <contact>página de contacto</contact>. Los <terms>términos</terms> dan la regla completa.',

  'public.contact.title': 'Contáctenos',
  'public.contact.subtitle': 'Preguntas sobre Greencard, su cuenta, un pago o un reembolso: con gusto le ayudamos.',
  'public.contact.help.title': 'En qué podemos ayudarle',
  'public.contact.help.p1':
    'El uso de Greencard, sus preguntas y revisiones, su cuenta, los pagos y los reembolsos. No somos un bufete de abogados y no podemos darle asesoría legal sobre su caso; para eso, consulte con un abogado de inmigración o un representante acreditado.',
  'public.contact.help.p2':
    'Por favor, nunca nos envíe por correo electrónico su número de Seguro Social, su A-Number ni su número de pasaporte: nunca los necesitamos para ayudarle.',
  'public.contact.help.p3':
    'Para eliminar su cuenta y sus respuestas, inicie sesión y abra <profile>Configuración del perfil</profile>; la <privacy>política de privacidad</privacy> explica qué implica eliminarla.',

  'support.call': 'Llámenos',
  'support.phoneLine': 'Línea telefónica de ayuda',
  'support.email': 'Escríbanos',
  'support.emailNote': 'Escríbanos cuando quiera; respondemos en horario de atención.',
  'support.hoursTitle': 'Horario de atención',

  'auth.email': 'Correo electrónico',
  'auth.password': 'Contraseña',
  'auth.showPassword': 'Mostrar la contraseña',
  'auth.hidePassword': 'Ocultar la contraseña',
  'auth.fillAllFields': 'Por favor, complete todos los campos',
  'auth.backToHome': 'Volver al inicio',
  'auth.backToSignIn': 'Volver a iniciar sesión',
  'auth.opensInNewTab': '(se abre en una pestaña nueva)',
  'auth.login.title': 'Iniciar sesión',
  'auth.login.subtitle': 'Bienvenido de nuevo. Sus respuestas están guardadas; continúe donde se quedó.',
  'auth.login.remember': 'Recordarme',
  'auth.login.forgot': '¿Olvidó su contraseña?',
  'auth.login.submit': 'Iniciar sesión',
  'auth.login.busy': 'Iniciando sesión…',
  'auth.login.failed': 'No se pudo iniciar sesión',
  'auth.login.testFailed': 'No se pudo iniciar la sesión de prueba',
  'auth.login.developmentOnly': 'solo en desarrollo',
  'auth.login.quickTest': 'Sesión de prueba rápida',
  'auth.login.newHere': '¿Es nuevo en Greencard? <link>Cree una cuenta</link>',
  'auth.register.title': 'Cree su cuenta',
  'auth.register.subtitle': 'Toma un minuto. Luego, unas pocas preguntas le dirán si nuestro servicio corresponde a su caso.',
  'auth.register.passwordHint': 'Al menos {min} caracteres.',
  'auth.register.confirm': 'Confirme la contraseña',
  'auth.register.mismatch': 'Las contraseñas no coinciden',
  'auth.register.agreeFirst': 'Por favor, acepte los términos y condiciones',
  'auth.register.agree': 'Acepto los <terms>Términos del servicio</terms> y la <privacy>Política de privacidad</privacy>.',
  'auth.register.submit': 'Crear cuenta',
  'auth.register.busy': 'Creando su cuenta…',
  'auth.register.failed': 'No se pudo crear la cuenta',
  'auth.register.haveAccount': '¿Ya tiene una cuenta? <link>Inicie sesión</link>',
  'auth.forgot.title': 'Restablezca su contraseña',
  'auth.forgot.subtitle': 'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
  'auth.forgot.enterEmail': 'Por favor, escriba su correo electrónico',
  'auth.forgot.failed': 'No se pudo enviar el correo para restablecer la contraseña',
  'auth.forgot.sentIntro': 'Si existe una cuenta con este correo electrónico, le enviamos un enlace para restablecer la contraseña.',
  'auth.forgot.sent': 'El enlace es válido por {hours, plural, one {# hora} other {# horas}}. Revise su carpeta de correo no deseado si no llega en unos minutos.',
  'auth.forgot.submit': 'Enviar el enlace',
  'auth.forgot.busy': 'Enviando…',

  'auth.verify.sent': 'Le enviamos un nuevo correo de verificación.',
  'auth.verify.resendFailed': 'Hubo un problema al reenviar el correo. Por favor, inténtelo de nuevo más tarde.',
  'auth.verify.tooSoon':
    'Le enviamos un correo de verificación hace menos de un minuto. Por favor, revise su bandeja de entrada; podrá pedir otro cuando termine la cuenta regresiva.',
  'auth.verify.signedOutTitle': 'Verifique su correo electrónico',
  'auth.verify.signedOutSubtitle': 'Abra el enlace que enviamos a su correo electrónico para activar su cuenta.',
  'auth.verify.signInToSee': 'Inicie sesión para ver si su correo está verificado o para pedir un enlace nuevo.',
  'auth.verify.title': 'Revise su correo electrónico',
  'auth.verify.sentTo':
    'Enviamos un enlace de verificación a <b>{email}</b>. Ábralo para activar su cuenta; el enlace es válido por {hours, plural, one {# hora} other {# horas}}.',
  'auth.verify.anyDevice': 'Puede abrirlo en este dispositivo o en otro: esta página continuará sola en cuanto su correo esté verificado.',
  'auth.verify.resendIn': 'Podrá reenviarlo en {seconds} s',
  'auth.verify.resend': 'Reenviar el correo de verificación',
  'auth.verify.askAgainIn': 'Podrá pedir otro correo en {seconds, plural, one {# segundo} other {# segundos}}.',
  'auth.verify.noMail':
    '¿No le llegó el correo? Revise su carpeta de correo no deseado. ¿La dirección es incorrecta? <link>Cámbiela en Configuración del perfil</link>.',
  'auth.signOut': 'Cerrar sesión',

  'auth.reset.missingToken': 'El enlace para restablecer la contraseña no es válido o está incompleto.',
  'auth.reset.failed': 'No se pudo restablecer la contraseña',
  'auth.reset.doneTitle': 'Contraseña cambiada',
  'auth.reset.done': 'Su contraseña fue restablecida. Ya puede iniciar sesión. Lo llevamos a la página de inicio de sesión…',
  'auth.reset.goNow': 'Ir a iniciar sesión ahora',
  'auth.reset.title': 'Elija una contraseña nueva',
  'auth.reset.subtitle': 'Use al menos {min} caracteres. Se cerrará la sesión en los demás dispositivos.',
  'auth.reset.new': 'Contraseña nueva',
  'auth.reset.confirm': 'Confirme la contraseña nueva',
  'auth.reset.busy': 'Guardando…',
  'auth.reset.submit': 'Guardar la contraseña nueva',
  'auth.reset.expired': '¿Venció el enlace? <link>Pida uno nuevo</link>',

  'catalogue.statement.readsEnglish':
    '{who, select, jointSponsor {¿Lee y entiende el copatrocinador el inglés lo bastante bien para leer por sí mismo cada pregunta de su Form I-864, que está en inglés, y sus respuestas?} you {¿Lee y entiende usted el inglés lo bastante bien para leer por sí mismo cada pregunta de sus formularios, que están en inglés, y sus respuestas?} other {¿Lee y entiende {name} el inglés lo bastante bien para leer sin ayuda cada pregunta de sus formularios, que están en inglés, y sus respuestas?}}',
  'catalogue.statement.readsEnglish.help':
    '{who, select, jointSponsor {Los formularios oficiales están en inglés. El copatrocinador firma su Form I-864 con una declaración: que leyó y entendió en inglés cada pregunta y cada respuesta, o que un intérprete se las leyó en un idioma que entiende. Que Greencard muestre las preguntas en español no cuenta como intérprete. Responda No si una persona le leerá el formulario en otro idioma: el formulario nombra entonces a ese intérprete, que también lo firma.} you {Los formularios oficiales están en inglés, y cada uno termina con su declaración: que usted leyó y entendió en inglés cada pregunta y cada respuesta, o que un intérprete se las leyó en un idioma que usted entiende. Que Greencard le muestre las preguntas en español no cuenta como intérprete. Responda No si una persona le leerá los formularios en otro idioma: los formularios nombran entonces a ese intérprete, que también los firma.} other {Los formularios oficiales están en inglés, y cada uno termina con la declaración de {name}: que leyó y entendió en inglés cada pregunta y cada respuesta, o que un intérprete se las leyó en un idioma que entiende. Que Greencard muestre las preguntas en español no cuenta como intérprete. Responda No si una persona le leerá los formularios a {name} en otro idioma: los formularios nombran entonces a ese intérprete, que también los firma.}}',
  'catalogue.statement.language':
    '{who, select, jointSponsor {¿En qué idioma le leerá el intérprete el formulario al copatrocinador?} you {¿En qué idioma le leerá el intérprete los formularios?} other {¿En qué idioma le leerá el intérprete los formularios a {name}?}}',
  'catalogue.statement.language.help':
    '{who, select, jointSponsor {Un idioma que el copatrocinador domine} you {Un idioma que usted domine} other {Un idioma que {name} domine}}, por ejemplo, Spanish o Ukrainian. Escríbalo en inglés: así lo imprimen los formularios.',
  'catalogue.statement.firstName': '{who, select, jointSponsor {Nombre del intérprete del copatrocinador} you {Nombre del intérprete} other {Nombre del intérprete de {name}}} (nombre de pila)',
  'catalogue.statement.firstName.help':
    'Una persona que domine el inglés y {who, select, jointSponsor {el idioma del copatrocinador} you {su idioma} other {el idioma de {name}}}: un amigo, un familiar o un intérprete profesional.',
  'catalogue.statement.lastName': '{who, select, jointSponsor {Apellido del intérprete del copatrocinador} you {Apellido del intérprete} other {Apellido del intérprete de {name}}}',
  'catalogue.statement.organization':
    '{who, select, jointSponsor {Empresa u organización del intérprete del copatrocinador} you {Empresa u organización del intérprete} other {Empresa u organización del intérprete de {name}}}, si la tiene',
  'catalogue.statement.organization.help':
    'Déjelo vacío si le interpreta un amigo o un familiar{who, select, jointSponsor { del copatrocinador} you {} other { de {name}}}.',
  'catalogue.statement.phone': '{who, select, jointSponsor {Teléfono diurno del intérprete del copatrocinador} you {Teléfono diurno del intérprete} other {Teléfono diurno del intérprete de {name}}}',
  'catalogue.statement.mobilePhone': '{who, select, jointSponsor {Teléfono celular del intérprete del copatrocinador} you {Teléfono celular del intérprete} other {Teléfono celular del intérprete de {name}}}, si lo tiene',
  'catalogue.statement.email': '{who, select, jointSponsor {Correo electrónico del intérprete del copatrocinador} you {Correo electrónico del intérprete} other {Correo electrónico del intérprete de {name}}}, si lo tiene',

  ...receiptEs,
  ...zoomEs,
  ...householdEs,
  ...todayEs,
  ...walkEs,
  ...pagesEs,
  'mail.verify.subject': 'Verifique su correo electrónico',
  'mail.verify.intro': 'Bienvenido a Greencard. Por favor, confirme que esta es su dirección de correo electrónico.',
  'mail.verify.action': 'Verificar mi correo electrónico',
  'mail.verify.outro': 'El enlace es válido por {hours, plural, one {# hora} other {# horas}}. Si usted no creó una cuenta, ignore este correo.',
  'mail.reset.subject': 'Restablezca su contraseña',
  'mail.reset.intro': 'Alguien pidió restablecer la contraseña de su cuenta de Greencard.',
  'mail.reset.action': 'Elegir una contraseña nueva',
  'mail.reset.outro':
    'El enlace es válido por {hours, plural, one {# hora} other {# horas}} y funciona una sola vez. Si usted no lo pidió, ignore este correo; su contraseña no cambia.',
  'mail.packageReady.subject': 'Sus formularios de residencia permanente están listos para presentar',
  'mail.packageReady.intro':
    'Actualizamos los formularios de su paquete a las ediciones que USCIS acepta ahora. Se conservan todas las respuestas que usted dio.',
  'mail.packageReady.action': 'Revisar sus documentos',
  'mail.packageReady.outro':
    'Revise cada página de la nueva vista previa antes de imprimirla, firmarla y enviarla por correo. Si ya había descargado su paquete, descárguelo de nuevo: envíe solo el nuevo.',
  'mail.adjustmentReady.subject': 'Su solicitud de residencia permanente está lista para presentar',
  'mail.adjustmentReady.intro':
    'Su solicitud de residencia permanente (Form I-485 con Form I-864) ya se puede presentar: USCIS la recibe y nuestros formularios son las ediciones que acepta. Se conservan todas las respuestas que usted dio.',
  'mail.adjustmentReady.action': 'Revisar sus documentos',
  'mail.adjustmentReady.outro':
    'Revise cada página de la nueva vista previa antes de imprimirla, firmarla y enviarla por correo. Si ya había descargado su paquete, descárguelo de nuevo: envíe solo el nuevo.',
  'mail.emailChange.subject': 'Confirme su nuevo correo electrónico',
  'mail.emailChange.intro': 'Usted pidió usar este correo electrónico para su cuenta de Greencard. Lo reemplazará en cuanto usted lo confirme.',
  'mail.emailChange.action': 'Confirmar mi nuevo correo electrónico',
  'mail.emailChange.outro':
    'El enlace es válido por {hours, plural, one {# hora} other {# horas}}. Al confirmar, se cerrará su sesión en todos los dispositivos; vuelva a iniciar sesión con este correo. Si usted no lo pidió, ignore este correo.',
  'mail.emailChangeNotice.subject': 'Se está cambiando el correo electrónico de su cuenta de Greencard',
  'mail.emailChangeNotice.intro':
    'Alguien inició sesión en su cuenta de Greencard y pidió cambiar su correo electrónico a {newEmail}. Si fue usted, no tiene que hacer nada.',
  'mail.emailChangeNotice.action': 'No fui yo: conservar mi correo y cerrar todas las sesiones',
  'mail.emailChangeNotice.outro':
    'Este enlace funciona durante {days, plural, one {# día} other {# días}}, incluso después de confirmado el cambio: devuelve la cuenta a este correo y cierra la sesión en todos los dispositivos. Luego elija una contraseña nueva.',
  ...inputsEs,
};
