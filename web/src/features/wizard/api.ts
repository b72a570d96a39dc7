import type { FormType } from '@domain/catalogue/types.ts';
import { api } from '../../lib/api-client.ts';
import type { Application } from '../../lib/types.ts';

export const fetchForm = (id: string): Promise<Application> =>
  api<Application>('GET', `/forms/${encodeURIComponent(id)}`, undefined, 'Failed to load form data.');

export const fetchForms = (): Promise<Application[]> => api<Application[]>('GET', '/applications', undefined, 'Failed to load form data.');

/** Product analytics: a failure never reaches the person. */
export function trackFormSubmit(formType: FormType): void {
  api('POST', '/analytics/events', { name: 'form_submit', properties: { form_type: formType } }).catch(() => undefined);
}
