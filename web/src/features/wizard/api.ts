import type { Application } from '@domain/contract/applications.ts';
import { api } from '../../lib/api-client.ts';

export const fetchForm = (id: string): Promise<Application> =>
  api<Application>('GET', `/forms/${encodeURIComponent(id)}`, undefined, 'Failed to load form data.');
