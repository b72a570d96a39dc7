import type { Application } from '@domain/contract/applications.ts';
import { API_ROUTES, endpoint } from '@domain/contract/routes.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * Restart (spec section 2): delete the application, then create a fresh empty one of the same
 * type. Returns the new application.
 */
export async function restartApplication(application: Pick<Application, 'id' | 'formType'>): Promise<Application> {
  await api(endpoint(API_ROUTES.deleteApplication, { id: application.id }), undefined, 'Restart failed');
  return api<Application>(API_ROUTES.createApplication, { formType: application.formType }, 'Restart failed');
}
