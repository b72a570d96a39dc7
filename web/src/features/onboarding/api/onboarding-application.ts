import { api } from '../../../lib/api-client.ts';
import type { Application } from '../../../lib/types.ts';
import type { OnboardingAnswers } from '../answers.ts';

/** The ONBOARDING application of the signed-in person (GET /applications), or null before the first save. */
export async function getOnboardingApplication(): Promise<Application | null> {
  const applications = await api<Application[]>('GET', '/applications', undefined, 'Failed to load applications');
  return applications.find((application) => application.formType === 'ONBOARDING') ?? null;
}

/** POST /applications {formType: 'ONBOARDING', data}: the record the step progress is stored on. */
export const createOnboardingApplication = (data: OnboardingAnswers): Promise<Application> =>
  api<Application>('POST', '/applications', { formType: 'ONBOARDING', data });

/** PUT /applications/{id} {data, progress}: the answers so far and the step reached (spec section 4). */
export const saveOnboardingApplication = (id: string, data: OnboardingAnswers, progress: number): Promise<Application> =>
  api<Application>('PUT', `/applications/${encodeURIComponent(id)}`, { data, progress });
