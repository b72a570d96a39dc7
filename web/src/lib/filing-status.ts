import type { FilingStatus, FormFilingStatus } from '@domain/contract/filing.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import { useEffect, useState } from 'react';
import { api } from './api-client.ts';

const STATUSES: readonly FormFilingStatus['status'][] = ['fileable', 'held', 'unavailable'];
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const field = (value: object, key: string): unknown => Object.getOwnPropertyDescriptor(value, key)?.value;

function parseForm(value: unknown): FormFilingStatus | null {
  if (typeof value !== 'object' || value === null) return null;
  const status = STATUSES.find((candidate) => candidate === field(value, 'status'));
  const form = text(field(value, 'form'));
  const name = text(field(value, 'name'));
  if (!status || !form || !name) return null;
  return {
    form,
    name,
    status,
    edition: text(field(value, 'edition')),
    requiredEdition: text(field(value, 'requiredEdition')),
    since: text(field(value, 'since')),
    message: text(field(value, 'message')),
  };
}

/** The server's answer, checked; null when it is not what the client expects. */
export function parseFilingStatus(value: unknown): FilingStatus | null {
  if (typeof value !== 'object' || value === null) return null;
  const forms = field(value, 'forms');
  const filingDate = text(field(value, 'filingDate'));
  const promise = text(field(value, 'promise'));
  const fileable = field(value, 'fileable');
  if (!Array.isArray(forms) || !filingDate || !promise || typeof fileable !== 'boolean') return null;
  const list: readonly unknown[] = forms;
  const parsed = list.map(parseForm);
  if (parsed.some((form) => form === null)) return null;
  return { filingDate, fileable, promise, forms: parsed.filter((form): form is FormFilingStatus => form !== null) };
}

export async function fetchFilingStatus(): Promise<FilingStatus | null> {
  return parseFilingStatus(await api<unknown>(API_ROUTES.filingStatus));
}

/**
 * Whether the couple's package can be filed today, form by form; null while it loads or when it
 * cannot be read (the server still refuses a payment it would not accept).
 */
export function useFilingStatus(): FilingStatus | null {
  const [status, setStatus] = useState<FilingStatus | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchFilingStatus().then(
      (found) => {
        if (!cancelled) setStatus(found);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return status;
}

