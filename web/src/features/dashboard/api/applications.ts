import type { Application } from '@domain/contract/applications.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * Restart (spec section 2): delete the application, then create a fresh empty one of the same
 * type. Returns the new application.
 */
export async function restartApplication(application: Pick<Application, 'id' | 'formType'>): Promise<Application> {
  await api('DELETE', `/applications/${encodeURIComponent(application.id)}`, undefined, 'Restart failed');
  return api<Application>('POST', '/applications', { formType: application.formType }, 'Restart failed');
}
