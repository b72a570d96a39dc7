import type { apiRepliesEn } from './en.ts';

/** The API's answers to account actions that succeeded, in neutral Latin American Spanish, "usted" (glossary: ../es.ts). */
export const apiRepliesEs: Readonly<Record<keyof typeof apiRepliesEn, string>> = {
  'api.reply.emailVerified': 'Su dirección de correo electrónico está verificada.',
  'api.reply.verificationSent': 'Le enviamos un nuevo correo electrónico de verificación.',
  'api.reply.passwordReset': 'Su contraseña fue restablecida. Ya puede iniciar sesión.',
  'api.reply.signedOut': 'Cerró la sesión.',
  'api.reply.emailChanged': 'Su dirección de correo electrónico cambió. Se cerró la sesión en todos sus dispositivos: inicie sesión de nuevo con su nueva dirección.',
  'api.reply.emailKept':
    'Gracias. Su cuenta conserva esta dirección de correo electrónico y se cerró la sesión en todos los dispositivos. Alguien podría conocer su contraseña: le enviamos un enlace para elegir una nueva, y podrá iniciar sesión de nuevo cuando la haya elegido.',
  'api.reply.accountDeleted': 'Su cuenta fue eliminada.',
};
