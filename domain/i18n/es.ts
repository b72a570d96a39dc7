import type { MessageId } from './en.ts';

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
  'language.label': 'Idioma',
  'language.switchTo': 'Leer esta página en {language}',

  'shell.skipToContent': 'Ir al contenido principal',
  'shell.loading': 'Cargando…',
  'shell.checkingSession': 'Verificando su sesión…',
  'shell.nav.main': 'Principal',
  'shell.nav.account': 'Cuenta',
  'shell.nav.logoToDashboard': 'Greencard — ir a su panel',
  'shell.nav.logoToAbout': 'Greencard — quiénes somos',
  'shell.nav.dashboard': 'Panel',
  'shell.nav.blog': 'Blog',
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

  'auth.email': 'Correo electrónico',
  'auth.password': 'Contraseña',
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
  'auth.forgot.sent': 'El enlace es válido por {hours, plural, one {# hora} other {# horas}}. Revise su carpeta de correo no deseado si no llega en unos minutos.',
  'auth.forgot.submit': 'Enviar el enlace',
  'auth.forgot.busy': 'Enviando…',

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
};
