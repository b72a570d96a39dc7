import type { Message } from '@domain/contract/account.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/forgot-password: the same answer whether or not the address has an account. */
export const requestPasswordReset = (email: string): Promise<Message> =>
  api<Message>(API_ROUTES.forgotPassword, { email }, 'Failed to send password reset email');

/** POST /auth/reset-password with the link's token and the new password. */
export const resetPassword = (token: string, password: string): Promise<Message> =>
  api<Message>(API_ROUTES.resetPassword, { token, password }, 'Failed to reset password');
