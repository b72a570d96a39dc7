import type { Application } from '@domain/contract/applications.ts';
import { API_ROUTES, endpoint } from '@domain/contract/routes.ts';
import { api } from '../../lib/api-client.ts';

export const fetchForm = (id: string): Promise<Application> =>
  api<Application>(endpoint(API_ROUTES.getForm, { id }), undefined, 'Failed to load form data.');
