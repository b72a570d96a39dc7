import type { CheckResult } from '@domain/rules/check.ts';
import { api } from '../../lib/api-client.ts';

/** The completeness check of every active form (POST /forms/validate). */
export const validateForms = (): Promise<CheckResult> => api<CheckResult>('POST', '/forms/validate', undefined, 'Failed to validate forms');
