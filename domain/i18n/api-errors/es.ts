import { MIN_PASSWORD_LENGTH, REPORT_LINK_LIFETIME_DAYS } from '../../product/account.ts';
import type { apiErrorsEn } from './en.ts';

/** The API's refusals in neutral Latin American Spanish, "usted" (glossary: ../es.ts). */
export const apiErrorsEs: Readonly<Record<keyof typeof apiErrorsEn, string>> = {
  'api.signInLockout': 'Demasiados intentos fallidos de iniciar sesión con este correo electrónico. Espere {minutes} minutos o restablezca su contraseña.',
  'api.tooManyAttempts': 'Demasiados intentos. Espere {seconds, plural, one {# segundo} other {# segundos}} y vuelva a intentarlo.',
  'api.payFirst': 'Complete el pago único para descargar sus documentos.',
  'api.notReady': 'Sus documentos todavía no están listos.',
  'api.previewGone': 'La vista previa de esta página ya no existe.',
  'api.documentGone': 'Este documento ya no existe.',
  'api.alreadyPaid': 'Usted ya pagó; sus documentos están listos para descargar.',
  'api.routeNotFound': 'No se encontró: {method} {path}',
  'api.sameMoment': 'Alguien cambió esto en el mismo momento. Vuelva a intentarlo.',
  'api.invalidLink.verify': 'El enlace para verificar el correo electrónico no es válido o ya venció. Vuelva a intentarlo.',
  'api.invalidLink.reset': 'Este enlace para restablecer la contraseña no es válido o ya venció. Pida uno nuevo.',
  'api.invalidLink.email-change':
    'Este enlace para confirmar su nuevo correo electrónico no es válido o ya venció. Cambie la dirección de nuevo en su página de perfil.',
  'api.invalidLink.email-change-report':
    'Este enlace no es válido o ya venció. Si alguien cambió su correo electrónico, restablezca su contraseña ahora y comuníquese con soporte.',
  'api.sessionExpired': 'Su sesión venció. Vuelva a iniciar sesión.',
  'api.passwordResetRequired':
    'Alguien cambió el correo electrónico de esta cuenta, así que su contraseña debe reemplazarse. Abra el enlace para restablecerla que le enviamos, o pídalo con “¿Olvidó su contraseña?”.',
  'api.passwordTooShort': `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
  'api.newPasswordTooShort': `La nueva contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
  'api.addressHeld': `Este correo electrónico se reemplazó en una cuenta hace menos de ${REPORT_LINK_LIFETIME_DAYS} días y se reserva para esa cuenta hasta entonces. Use otra dirección.`,
  'api.addressNotPlain':
    'Escriba su correo electrónico con letras simples (a–z, dígitos y . _ - +): nuestro correo no puede llegar a direcciones con otros caracteres.',
  'api.testLoginUnavailable': 'El inicio de sesión de prueba no está disponible en este entorno.',
  'api.addressTakenNow': 'Otra cuenta usa ahora esta dirección; comuníquese con soporte.',
  'api.accountExists': 'Esta cuenta ya existe.',
  'api.alreadyVerified': 'Su correo electrónico ya está verificado.',
  'api.noPaymentToRefund': 'Esta cuenta no tiene un pago que reembolsar.',
  'api.waitBeforeMail': 'Espere {seconds, plural, one {# segundo} other {# segundos}} antes de pedir otro correo.',
  'api.verifyEmailFirst': 'Primero verifique su correo electrónico: abra el enlace que le enviamos (su página de perfil puede enviarle uno nuevo).',
  'api.onboardingFirst': 'Primero responda las preguntas de elegibilidad: de ellas dependen los formularios que necesita.',
  'api.notEligible':
    'Sus respuestas a las preguntas de elegibilidad muestran que este paquete no corresponde a su caso, así que no se puede preparar ni pagar. Revise sus respuestas en la página de elegibilidad.',
  'api.unknownFormType': 'Tipo de formulario desconocido: {type}',
  'api.formFilledFromOthers': '{form} no tiene preguntas propias: se llena con las respuestas del beneficiario y del matrimonio.',
  'api.formHasNoQuestions': 'Este formulario no tiene preguntas propias.',
  'api.unknownQuestion': 'Pregunta desconocida "{key}" para {form}.',
  'api.unknownStatus': 'Estado desconocido "{status}"; use uno de estos: {statuses}.',
  'api.noApplicationYet': 'Todavía no hay una solicitud {form}.',
  'api.applicationNotFound': 'No se encontró la solicitud.',
  'api.applicationExists': 'Esta solicitud ya existe.',
  'api.formExists': 'Usted ya tiene un formulario {form}; ábralo desde el panel.',
  'api.applicationTooLarge':
    'Las respuestas de este formulario ocuparían más de {kilobytes} KB, mucho más de lo que necesita cualquier solicitud. Acorte las respuestas más largas.',
  'api.answerTooLong': 'Esta respuesta puede tener hasta {max} caracteres; tiene {count}. Acórtela. (respuesta "{key}")',
  'api.jobNotFound': 'No se encontró la preparación de documentos.',
  'api.checkFirst': 'Falta información o hay datos que revisar; vea la verificación.',
  'api.stalePackage': 'Sus respuestas cambiaron después de preparar estos documentos. Vuelva a generarlos en la página de vista previa y luego descárguelos.',
  'api.preparedWhileHeld':
    'Estos documentos se prepararon cuando USCIS no los habría aceptado. Vuelva a generarlos en la página de vista previa y luego descárguelos.',
  'api.linkExpired': 'Este enlace venció. Regrese y vuelva a abrir el documento.',
  'api.payments.devInProduction': 'El proveedor de pagos de desarrollo no está disponible en producción.',
  'api.payments.useCheckout': 'Los pagos se hacen con Stripe Checkout: POST /api/payments/checkout.',
  'api.payments.noStripe': 'Stripe no está configurado aquí; el proveedor de desarrollo recibe el pago (POST /api/users/payment).',
  'api.payments.noCheckoutPage': 'Stripe no devolvió una página de pago; vuelva a intentarlo.',
  'api.payments.webhookUnconfigured': 'Stripe no está configurado aquí.',
  'api.payments.signatureMissing': 'Falta la firma de Stripe.',
  'api.payments.signatureInvalid': 'La firma de Stripe no es válida.',
  'api.payments.noUser': 'La sesión de pago no nombra a ningún usuario.',
  'api.metricsToken': 'Las métricas necesitan el token: un encabezado Authorization con Bearer y el METRICS_TOKEN.',
  'api.pagePathInvalid': 'La ruta de la página no es un texto válido.',
  'api.maintenance.messageMissing': 'Escriba el mensaje que la gente leerá en el aviso.',
  'api.maintenance.endAfterStart': 'El mantenimiento debe terminar después de empezar.',
};
