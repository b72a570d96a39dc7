import { api } from '../../lib/api-client.ts';
import type { Application, CheckError } from '../../lib/types.ts';

export interface CheckResult {
  isValid: boolean;
  errors: CheckError[];
}

/** The completeness check of every active form (POST /forms/validate). */
export const validateForms = (): Promise<CheckResult> => api<CheckResult>('POST', '/forms/validate', undefined, 'Failed to validate forms');

/** The applications, to link each problem to the form it is in. */
export const fetchApplications = (): Promise<Application[]> =>
  api<Application[]>('GET', '/applications', undefined, 'Failed to load applications');
