import { api } from '../../../lib/api-client.ts';
import type { Message, ProfileChanged } from '@domain/contract/account.ts';
import type { Application } from '@domain/contract/applications.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';

interface ProfileChange {
  email?: string;
  currentPassword?: string;
  newPassword?: string;
}

/**
 * PUT /auth/profile: the updated user and a new token (a password change revokes the older ones);
 * `message` when an address change waits for the link sent to the new address.
 */
export const updateProfile = (change: ProfileChange): Promise<ProfileChanged> =>
  api<ProfileChanged>(API_ROUTES.updateProfile, change, 'Failed to update profile');

/** POST /applications/reset: every application emptied (the onboarding answers stay). */
export const resetAllApplications = (): Promise<Application[]> =>
  api<Application[]>(API_ROUTES.resetApplications, undefined, 'Failed to reset applications');

/** DELETE /users/account, with the password asked again. */
export const deleteAccount = (password: string): Promise<Message> =>
  api<Message>(API_ROUTES.deleteAccount, { password }, 'Failed to delete account');
