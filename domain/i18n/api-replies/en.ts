import { ACCOUNT_DELETED, VERIFICATION_SENT } from '../../product/account.ts';

/**
 * What the API answers when an account action succeeded (issue 22), in English: api/auth names these
 * ids and writes them in the request's language. The texts the spec fixes keep their home in
 * domain/product/account.ts and are read from there.
 */
export const apiRepliesEn = {
  'api.reply.emailVerified': 'Your e-mail address is verified.',
  'api.reply.verificationSent': VERIFICATION_SENT,
  'api.reply.passwordReset': 'Your password has been reset. You can now sign in.',
  'api.reply.signedOut': 'You are signed out.',
  'api.reply.emailChanged': 'Your e-mail address is changed. You are signed out on every device: sign in again with your new address.',
  'api.reply.emailKept':
    'Thank you. Your account keeps this e-mail address and every device is signed out. Someone may know your password: we sent you a link to choose a new one, and you sign in again once it is set.',
  'api.reply.accountDeleted': ACCOUNT_DELETED,
} as const;
