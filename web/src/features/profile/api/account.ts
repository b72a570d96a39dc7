import { api } from '../../../lib/api-client.ts';
import type { Application } from '../../../lib/types.ts';

interface ProfileChange {
  email?: string;
  currentPassword?: string;
  newPassword?: string;
}

/** PUT /auth/profile: the updated user and a new token (a password change revokes the older ones). */
export const updateProfile = (change: ProfileChange): Promise<{ user: unknown; token: string }> =>
  api<{ user: unknown; token: string }>('PUT', '/auth/profile', change, 'Failed to update profile');

/** POST /applications/reset: every application emptied (the onboarding answers stay). */
export const resetAllApplications = (): Promise<Application[]> =>
  api<Application[]>('POST', '/applications/reset', undefined, 'Failed to reset applications');

/** DELETE /users/account. */
export const deleteAccount = (): Promise<{ message: string }> => api<{ message: string }>('DELETE', '/users/account', undefined, 'Failed to delete account');
