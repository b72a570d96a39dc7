import type { FilingStatus, FormFilingStatus, StageStatus } from '@domain/contract/filing.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import { isFilingStage, type FilingPathKind, type FilingStage } from '@domain/rules/filing-path.ts';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { languageState } from '../stores/language.ts';
import { api } from './api-client.ts';

const STATUSES: readonly FormFilingStatus['status'][] = ['fileable', 'held', 'unavailable'];
const PATHS: readonly FilingPathKind[] = ['together', 'petition-first', 'petition-filed', 'consular', 'petition-only'];
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const field = (value: object, key: string): unknown => Object.getOwnPropertyDescriptor(value, key)?.value;

/** Each element parsed, or null when one of them is not what the client expects. */
function listOf<T>(value: unknown, parse: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items: readonly unknown[] = value;
  const parsed = items.map(parse);
  return parsed.every((item): item is T => item !== null) ? parsed : null;
}

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

function parseStage(value: unknown): StageStatus | null {
  if (typeof value !== 'object' || value === null) return null;
  const stage = field(value, 'stage');
  const title = text(field(value, 'title'));
  const fileable = field(value, 'fileable');
  const current = field(value, 'current');
  const forms = listOf(field(value, 'forms'), parseForm);
  if (!isFilingStage(stage) || !title || typeof fileable !== 'boolean' || typeof current !== 'boolean' || !forms) return null;
  return { stage, title, fileable, forms, wait: text(field(value, 'wait')), current };
}

/** The server's answer, checked; null when it is not what the client expects. */
export function parseFilingStatus(value: unknown): FilingStatus | null {
  if (typeof value !== 'object' || value === null) return null;
  const forms = listOf(field(value, 'forms'), parseForm);
  const stages = listOf(field(value, 'stages'), parseStage);
  const filingDate = text(field(value, 'filingDate'));
  const promise = text(field(value, 'promise'));
  const pathSummary = text(field(value, 'pathSummary'));
  const path = PATHS.find((candidate) => candidate === field(value, 'path'));
  const fileable = field(value, 'fileable');
  const payable = field(value, 'payable');
  if (!forms || !stages || !filingDate || promise === null || pathSummary === null || !path) return null;
  if (typeof fileable !== 'boolean' || typeof payable !== 'boolean') return null;
  return {
    filingDate,
    fileable,
    forms,
    promise,
    path,
    pathSummary,
    stages,
    payable,
    proposal: text(field(value, 'proposal')),
    nextSteps: text(field(value, 'nextSteps')),
  };
}

export async function fetchFilingStatus(): Promise<FilingStatus | null> {
  return parseFilingStatus(await api<unknown>(API_ROUTES.filingStatus));
}

/**
 * Whether the couple's packages can be filed today, stage by stage and form by form; `status` is
 * null while it loads or when it cannot be read (the server still refuses a payment it would not
 * accept). `reload` asks again, after an answer that changes the path.
 */
export function useFilingStatusReload(): { status: FilingStatus | null; loaded: boolean; reload: () => void } {
  const [status, setStatus] = useState<FilingStatus | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The server writes the status's sentences in the page's language: a switch asks for them again.
  const { language } = useSnapshot(languageState);
  useEffect(() => {
    let cancelled = false;
    fetchFilingStatus().then(
      (found) => {
        if (cancelled) return;
        setStatus(found);
        setLoaded(true);
      },
      () => !cancelled && setLoaded(true),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, language]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, loaded, reload };
}

export const useFilingStatus = (): FilingStatus | null => useFilingStatusReload().status;

/** The stage the couple prepares now: the check, the preview and the download are of it unless another is named. */
export const currentStageOf = (status: FilingStatus): StageStatus | null => status.stages.find((stage) => stage.current) ?? status.stages[0] ?? null;

/** The named stage of the couple's filing, when they have it. */
export const stageStatusOf = (status: FilingStatus | null, stage: FilingStage): StageStatus | null =>
  status?.stages.find((entry) => entry.stage === stage) ?? null;
