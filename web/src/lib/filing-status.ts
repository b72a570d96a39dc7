import type { FilingStatus, FormFilingStatus, StageStatus } from '@domain/contract/filing.ts';
import { isFilingStage, type FilingPathKind } from '@domain/rules/filing-path.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import { useEffect, useState } from 'react';
import { api } from './api-client.ts';

const STATUSES: readonly FormFilingStatus['status'][] = ['fileable', 'held', 'unavailable'];
const PATH_KINDS: readonly FilingPathKind[] = ['together', 'petition-first', 'petition-filed', 'consular', 'petition-only'];
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

function parseForms(value: unknown): FormFilingStatus[] | null {
  if (!Array.isArray(value)) return null;
  const list: readonly unknown[] = value;
  const parsed = list.map(parseForm);
  return parsed.some((form) => form === null) ? null : parsed.filter((form): form is FormFilingStatus => form !== null);
}

function parseStage(value: unknown): StageStatus | null {
  if (typeof value !== 'object' || value === null) return null;
  const stage = field(value, 'stage');
  const title = text(field(value, 'title'));
  const fileable = field(value, 'fileable');
  const current = field(value, 'current');
  const forms = parseForms(field(value, 'forms'));
  if (!isFilingStage(stage) || !title || typeof fileable !== 'boolean' || typeof current !== 'boolean' || !forms) return null;
  return { stage, title, fileable, current, forms, wait: text(field(value, 'wait')) };
}

/** The server's answer, checked; null when it is not what the client expects. */
export function parseFilingStatus(value: unknown): FilingStatus | null {
  if (typeof value !== 'object' || value === null) return null;
  const forms = parseForms(field(value, 'forms'));
  const filingDate = text(field(value, 'filingDate'));
  const promise = text(field(value, 'promise'));
  const fileable = field(value, 'fileable');
  const payable = field(value, 'payable');
  const path = PATH_KINDS.find((kind) => kind === field(value, 'path'));
  const pathSummary = text(field(value, 'pathSummary'));
  const stagesValue = field(value, 'stages');
  if (!forms || !filingDate || !promise || typeof fileable !== 'boolean' || typeof payable !== 'boolean' || !path || !pathSummary || !Array.isArray(stagesValue)) {
    return null;
  }
  const list: readonly unknown[] = stagesValue;
  const stages = list.map(parseStage);
  if (stages.some((stage) => stage === null)) return null;
  return {
    filingDate,
    fileable,
    promise,
    forms,
    path,
    pathSummary,
    stages: stages.filter((stage): stage is StageStatus => stage !== null),
    payable,
    proposal: text(field(value, 'proposal')),
    nextSteps: text(field(value, 'nextSteps')),
  };
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

