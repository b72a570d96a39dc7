import type { pagesEn } from './en.ts';

/** The texts of ./en.ts in neutral Latin American Spanish, "usted" (glossary: ../../catalogue/spanish/GLOSSARY.md). */
export const pagesEs: Readonly<Record<keyof typeof pagesEn, string>> = {
  'pages.terms.title': 'Términos del servicio',
  'pages.terms.subtitle': 'Lo que usted puede esperar de Greencard, y lo que Greencard espera de usted.',
  'pages.terms.service.title': 'El servicio',
  'pages.terms.service.text':
    'Greencard es un programa que ayuda a una pareja casada a preparar una solicitud de residencia permanente (green card) por matrimonio presentada desde dentro de los Estados Unidos. Hace preguntas, revisa las respuestas y con ellas llena los formularios oficiales en blanco que publica el Servicio de Ciudadanía e Inmigración de los Estados Unidos (USCIS). {notAffiliated}.',
  'pages.terms.advice.title': 'No damos asesoría legal',
  'pages.terms.advice.text':
    'Greencard no es un bufete de abogados y no da asesoría legal. Ningún abogado revisa sus respuestas ni sus formularios, y usar Greencard no crea una relación entre abogado y cliente. Sus textos de ayuda explican qué se pide en cada pregunta; no le dicen qué es lo mejor para su caso. Si no está seguro de presentar la solicitud, o si en su historial hay arrestos, infracciones migratorias o expulsiones anteriores, consulte con un abogado de inmigración o un representante acreditado antes de presentarla.',
  'pages.terms.yourPart.title': 'Lo que le corresponde a usted',
  'pages.terms.yourPart.truth': 'Responda con la verdad y de forma completa. Usted y su cónyuge firman los formularios bajo pena de perjurio; las respuestas son suyas.',
  'pages.terms.yourPart.read': 'Lea cada página del paquete antes de firmarlo. Firme a mano, con tinta, donde lo indica la portada.',
  'pages.terms.yourPart.file': 'Presente usted mismo el paquete, con las tarifas de USCIS, en la dirección que USCIS indica para su caso, y guarde una copia.',
  'pages.terms.yourPart.password': 'No comparta su contraseña; la cuenta es para la solicitud de una sola pareja.',
  'pages.terms.price.title': 'Precio y pago',
  'pages.terms.price.text':
    'Preparar, revisar y ver la vista previa de sus formularios es gratis. Descargar el paquete cuesta ${price}, que se pagan una sola vez con tarjeta a través de nuestro proveedor de pagos, Stripe; nunca vemos el número de su tarjeta. Las tarifas de presentación de USCIS no están incluidas: usted las paga a USCIS al presentar la solicitud. Después de pagar puede volver a descargar su paquete, sin costo adicional, cada vez que cambie una respuesta.',
  'pages.terms.price.stages':
    'Una presentación en dos etapas (primero la petición, después la solicitud de residencia permanente) se paga una sola vez, por las dos. Solo puede pagar cuando una parte que descargaría ahora se puede presentar hoy; esa parte la descarga de inmediato, y la parte posterior cuando todos sus formularios se puedan presentar y no dependa de nada más, como el aviso de recibo de la petición o una fecha vigente en el Visa Bulletin (Boletín de Visas). Le enviamos un correo cuando esté disponible. Hoy:',
  'pages.terms.refunds.title': 'Reembolsos',
  'pages.terms.refunds.text':
    'Le reembolsamos los ${price} completos si lo pide antes de descargar nada, o en cualquier momento si una falla de nuestra parte nos impide entregarle su paquete. Si presenta en dos etapas y no podemos entregarle la etapa posterior dentro de los {months} meses siguientes a su pago (por ejemplo, porque USCIS no ha vuelto a poner en uso un formulario, o porque no pudimos actualizar uno a la edición que USCIS exige), le reembolsamos los ${price} completos sin que tenga que pedirlo, aunque haya descargado la primera etapa. Fuera de esos casos, una vez descargado un paquete el pago es definitivo, ya que usted vio cada página llenada antes de pagar. Pida un reembolso a través de la <contact>página de contacto</contact>. Las tarifas de USCIS se pagan a USCIS y solo USCIS las reembolsa, lo que por regla general no hace.',
  'pages.terms.outcome.title': 'Lo que no podemos prometer',
  'pages.terms.outcome.text':
    'Solo USCIS decide su caso. Greencard revisa que los formularios estén completos y concuerden con sus respuestas; no puede prometer que USCIS apruebe la solicitud, que la acepte sin una solicitud de pruebas adicionales ni que la tramite en un plazo determinado. Nuestra responsabilidad por el servicio se limita al precio que usted pagó por él.',
  'pages.terms.availability.title': 'Disponibilidad',
  'pages.terms.availability.text': 'Anunciamos en el sitio el mantenimiento programado antes de que comience. Sus respuestas guardadas se conservan durante el mantenimiento.',
  'pages.terms.ending.title': 'Cierre de la cuenta',
  'pages.terms.ending.text':
    'Puede eliminar su cuenta en cualquier momento en Configuración del perfil; la <privacy>política de privacidad</privacy> explica qué pasa con sus datos. Podemos cerrar una cuenta que se use para hacer mal uso del servicio o para preparar solicitudes de otras personas con fines comerciales.',
  'pages.terms.changes.title': 'Cambios a estos términos',
  'pages.terms.changes.text':
    'Si estos términos cambian, lo anunciamos en el sitio antes de que el cambio se aplique. Un pago ya hecho se rige por los términos vigentes cuando se hizo.',

  'pages.privacy.title': 'Política de privacidad',
  'pages.privacy.subtitle': 'Su solicitud contiene algunos de los datos más personales sobre usted. Así es como los tratamos.',
  'pages.privacy.keep.title': 'Lo que guardamos',
  'pages.privacy.keep.account':
    'Su cuenta: su dirección de correo electrónico y su contraseña, guardada solo como un hash argon2 del que no se puede recuperar la contraseña.',
  'pages.privacy.keep.answers':
    'Sus respuestas: lo que los formularios preguntan sobre ambos cónyuges, como nombres, fechas de nacimiento, direcciones, números de Seguro Social y A-Number, pasaportes, historial migratorio, empleos e ingresos; y los formularios llenados y las vistas previas de sus páginas.',
  'pages.privacy.keep.payment':
    'Su pago: que usted pagó, cuánto y cuándo. Su tarjeta la procesa nuestro proveedor de pagos, Stripe; su número nunca nos llega.',
  'pages.privacy.keep.security':
    'Registros de seguridad: cada intento de inicio de sesión y cada solicitud rechazada, con un hash con clave de su dirección de red en lugar de la dirección misma.',
  'pages.privacy.keep.statistics':
    'Estadísticas del producto: qué pasos se usan (un registro, un formulario terminado, una página visitada, sin ningún identificador), nunca quién los usó.',
  'pages.privacy.security.title': 'Cómo protegemos sus datos',
  'pages.privacy.security.encryption':
    'Cada cuenta tiene su propia clave de cifrado (AES-256-GCM). Su dirección de correo electrónico, sus respuestas, sus formularios llenados y sus vistas previas se guardan cifrados con ella, y la clave misma se guarda cifrada con una clave maestra que se mantiene aparte de la base de datos. Una copia de la base de datos por sí sola no muestra nada de eso.',
  'pages.privacy.security.logs':
    'Los registros de nuestro servidor nunca contienen sus respuestas, su dirección de correo electrónico ni su contraseña. La herramienta que nuestro personal usa para consultar una solicitud muestra sus respuestas personales solo después de registrar quién pidió verlas, cuándo y por qué.',
  'pages.privacy.security.session':
    'Su sesión se guarda en el almacenamiento de su navegador (solo para esta pestaña, a menos que elija “Recordarme”); no usamos cookies de seguimiento ni cargamos rastreadores de terceros.',
  'pages.privacy.use.title': 'Para qué los usamos',
  'pages.privacy.use.text':
    'Solo para preparar, revisar y entregarle su solicitud, enviarle los correos que su cuenta necesita (verificación de la dirección, restablecimiento de la contraseña), cobrar su pago y mantener seguro el servicio. No vendemos sus datos, no los usamos para publicidad y no los enviamos a USCIS ni a nadie más: usted mismo presenta los formularios.',
  'pages.privacy.deletion.title': 'Eliminar su cuenta',
  'pages.privacy.deletion.text':
    'Puede eliminar su cuenta en cualquier momento en <profile>Configuración del perfil</profile>. Eliminarla destruye de inmediato su clave de cifrado: desde ese momento nadie, ni siquiera nosotros, puede volver a leer sus respuestas, su dirección de correo electrónico ni sus documentos. El registro de que su cuenta existió y de cuándo cambiaron sus respuestas se conserva, para auditoría, sin ningún dato personal legible; las demás filas de una cuenta eliminada (sus documentos, pagos y correos) se borran en una limpieza periódica.',
  'pages.privacy.questions.title': 'Preguntas',
  'pages.privacy.questions.text': 'Escríbanos a través de la <contact>página de contacto</contact>.',

  'pages.help.title': 'Ayuda y soporte',
  'pages.help.subtitle': '¿Tiene preguntas sobre cómo usar Greencard? Con gusto le ayudamos.',
  'pages.help.beforeYouCall': 'Antes de llamar',
  'pages.help.missing': '¿No sabe qué falta? <check>Revisar mis datos</check> le muestra cada pregunta que todavía necesita una respuesta.',
  'pages.help.changed': '¿Cambió su situación? Puede cambiar sus respuestas iniciales en <profile>Configuración del perfil</profile>.',
  'pages.help.noAdvice': 'Le ayudamos a usar Greencard y sus formularios. No somos un bufete de abogados y no podemos darle asesoría legal sobre su caso.',

  'pages.emailChange.confirm.pending': 'Confirmando su nueva dirección de correo electrónico',
  'pages.emailChange.confirm.done': 'Dirección de correo electrónico cambiada',
  'pages.emailChange.confirm.failed': 'La dirección no se cambió',
  'pages.emailChange.report.pending': 'Conservando su dirección de correo electrónico',
  'pages.emailChange.report.done': 'Su cuenta vuelve a ser suya',
  'pages.emailChange.report.failed': 'El aviso no se pudo procesar',
  'pages.emailChange.incomplete': 'Este enlace está incompleto. Ábralo de nuevo desde el correo.',
  'pages.emailChange.invalid': 'Este enlace no es válido o ya venció.',
  'pages.emailChange.checking': 'Verificando su enlace…',
  'pages.emailChange.newPassword': 'Elegir una contraseña nueva',
  'pages.emailChange.signIn': 'Iniciar sesión',

  'pages.maintenance.title': 'Mantenimiento programado',
  'pages.maintenance.dismiss': 'Cerrar el aviso de mantenimiento',
  'pages.maintenance.starts': 'Comienza:',
  'pages.maintenance.ends': 'Termina:',
  'pages.maintenance.notSpecified': 'Sin indicar',
  'pages.maintenance.text':
    'Durante este tiempo el servicio puede interrumpirse brevemente. Sus respuestas guardadas están seguras; le sugerimos guardar su trabajo antes de que comience.',

  'pages.dashboard.loading': 'Cargando sus solicitudes…',

  'pages.client.saveFailed': 'No se pudo guardar el formulario.',
  'pages.client.saverLost': 'No se puede actualizar el formulario: no se encontraron los datos originales del formulario.',
  'pages.client.answersNotLoaded': 'No se pudieron cargar sus respuestas.',
};
