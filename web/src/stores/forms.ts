import { proxy } from 'valtio';
import type { Application } from '@domain/contract/applications.ts';
import { persist, restored } from './persist.ts';

interface FormsState {
  forms: Application[];
  currentForm: Application | null;
  isLoading: boolean;
  isSaving: boolean;
  error: string | null;
  pdfJobId: string | null;
}

const saved = restored('forms');
const savedJobId = typeof saved === 'object' && saved !== null && 'pdfJobId' in saved && typeof saved.pdfJobId === 'string' ? saved.pdfJobId : null;

export const formsState = proxy<FormsState>({ forms: [], currentForm: null, isLoading: false, isSaving: false, error: null, pdfJobId: savedJobId });
persist('forms', formsState, ({ pdfJobId }) => ({ pdfJobId }));

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
  if (formsState.currentForm?.id === form.id) formsState.currentForm = form;
}

export function removeForm(id: string): void {
  formsState.forms = formsState.forms.filter((f) => f.id !== id);
}

export function setForms(forms: Application[]): void {
  formsState.forms = forms;
}

export function setPdfJobId(jobId: string | null): void {
  formsState.pdfJobId = jobId;
}
