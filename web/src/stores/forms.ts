import { proxy } from 'valtio';
import type { Application } from '@domain/contract/applications.ts';
import { isFilingStage, type FilingStage } from '@domain/rules/filing-path.ts';
import { persist, restored } from './persist.ts';

interface FormsState {
  forms: Application[];
  /** The latest completed PDF job of each stage (domain/rules/filing-path.ts): each stage is its own package. */
  pdfJobIds: Partial<Record<FilingStage, string>>;
}

const saved = restored('forms');

function savedJobIds(): Partial<Record<FilingStage, string>> {
  const ids = typeof saved === 'object' && saved !== null && 'pdfJobIds' in saved ? saved.pdfJobIds : null;
  if (typeof ids !== 'object' || ids === null) return {};
  return Object.fromEntries(Object.entries(ids).filter(([stage, id]) => isFilingStage(stage) && typeof id === 'string'));
}

export const formsState = proxy<FormsState>({ forms: [], pdfJobIds: savedJobIds() });
persist('forms', formsState, ({ pdfJobIds }) => ({ pdfJobIds }));

/** A form with an existing id replaces it; otherwise it goes to the front (spec section 4). */
export function addForm(form: Application): void {
  const index = formsState.forms.findIndex((f) => f.id === form.id);
  if (index >= 0) formsState.forms[index] = form;
  else formsState.forms.unshift(form);
}

/** Replaces only an existing form. */
export function updateForm(form: Application): void {
  const index = formsState.forms.findIndex((f) => f.id === form.id);
  if (index >= 0) formsState.forms[index] = form;
}

export function removeForm(id: string): void {
  formsState.forms = formsState.forms.filter((f) => f.id !== id);
}

export function setForms(forms: Application[]): void {
  formsState.forms = forms;
}

export function setPdfJobId(stage: FilingStage, jobId: string): void {
  formsState.pdfJobIds[stage] = jobId;
}
