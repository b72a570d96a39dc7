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
};
