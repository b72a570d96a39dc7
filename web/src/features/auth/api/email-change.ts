import type { Message } from '@domain/contract/account.ts';
import { API_ROUTES, type RouteTarget } from '@domain/contract/routes.ts';
import { api } from '../../../lib/api-client.ts';

export type EmailChangeLink = 'confirm' | 'report';

const ENDPOINTS = { confirm: API_ROUTES.confirmEmailChange, report: API_ROUTES.reportEmailChange } as const satisfies Record<EmailChangeLink, RouteTarget>;
const sent = new Map<string, Promise<Message>>();

/**
 * POST the token of an address change's link: the new address confirms the change, the former one
 * reports it. Each token is sent once per page load, however often React runs the effect.
 */
export function openEmailChangeLink(kind: EmailChangeLink, token: string): Promise<Message> {
  const key = `${kind} ${token}`;
  let answer = sent.get(key);
  if (!answer) {
    answer = api<Message>(ENDPOINTS[kind], { token });
    sent.set(key, answer);
  }
  return answer;
}
