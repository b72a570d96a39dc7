import type { Answers } from '@domain/answers.ts';
import type { FormType } from '@domain/catalogue/types.ts';
import type { Application } from '@domain/contract/applications.ts';
import { API_ROUTES, endpoint, type RouteTarget } from '@domain/contract/routes.ts';
import { api, apiUrl, authorization } from '../api-client.ts';
import type { AnswersPatch } from './answers-patch.ts';

/** What a save changes: only the answers that changed since the last save, the step, the status. */
export interface FormChange {
  data?: AnswersPatch;
  progress?: number;
  status?: 'DRAFT' | 'COMPLETED';
}

export const createForm = (formType: FormType, data: Answers): Promise<Application> =>
  api<Application>(API_ROUTES.createForm, { formType, data }, 'Failed to save form.');

export const updateFormOnServer = (id: string, change: FormChange): Promise<Application> =>
  api<Application>(endpoint(API_ROUTES.saveForm, { id }), change, 'Failed to save form.');

/**
 * The last save of a page being closed: a keepalive request outlives the page, which a normal
 * fetch does not. Its answer is never read, so nothing here may depend on it.
 */
export function sendWhileLeaving(request: RouteTarget & { body: unknown }): void {
  void fetch(apiUrl(request), {
    method: request.method,
    keepalive: true,
    headers: { 'content-type': 'application/json', ...authorization() },
    body: JSON.stringify(request.body),
  }).catch(() => undefined);
}
