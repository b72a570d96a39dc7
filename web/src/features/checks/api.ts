import type { CheckResult } from '@domain/rules/check.ts';
import type { StageRequest } from '@domain/contract/pdf-jobs.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import { api } from '../../lib/api-client.ts';

/** The completeness check of the answers a stage's forms need (POST /forms/validate { stage }); the current stage's when none is named. */
export const validateForms = (request: StageRequest): Promise<CheckResult> => api<CheckResult>(API_ROUTES.validateForms, request, 'Failed to validate forms');
