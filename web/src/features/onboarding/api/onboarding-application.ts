import type { Application } from '@domain/contract/applications.ts';
import { listApplications } from '../../../lib/applications-api.ts';

/** The ONBOARDING application of the signed-in person (GET /applications), or null before the first save. */
export async function getOnboardingApplication(): Promise<Application | null> {
  const applications = await listApplications();
  return applications.find((application) => application.formType === 'ONBOARDING') ?? null;
}
