import { api } from '../../../lib/api-client.ts';
import type { Application } from '../../../lib/types.ts';

/** The ONBOARDING application of the signed-in person (GET /applications), or null before the first save. */
export async function getOnboardingApplication(): Promise<Application | null> {
  const applications = await api<Application[]>('GET', '/applications', undefined, 'Failed to load applications');
  return applications.find((application) => application.formType === 'ONBOARDING') ?? null;
}
