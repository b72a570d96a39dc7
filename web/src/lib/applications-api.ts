import type { Application } from '@domain/contract/applications.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import { api } from './api-client.ts';

/** GET /applications: every application of the signed-in person, read by the dashboard, the check, the wizard and the onboarding. */
export const listApplications = (failure = 'Failed to load applications'): Promise<Application[]> =>
  api<Application[]>(API_ROUTES.listApplications, undefined, failure);
