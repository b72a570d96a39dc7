import type { CheckResult } from '@domain/rules/check.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import { api } from '../../lib/api-client.ts';

/** The completeness check of every active form (POST /forms/validate). */
export const validateForms = (): Promise<CheckResult> => api<CheckResult>(API_ROUTES.validateForms, undefined, 'Failed to validate forms');
