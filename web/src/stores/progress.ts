import { proxy } from 'valtio';
import { persist, restored } from './persist.ts';

/** Wizard step per form id. */
const saved = restored('progress');
const initial: Record<string, number> = {};
if (typeof saved === 'object' && saved !== null) {
  for (const [id, step] of Object.entries(saved)) if (typeof step === 'number') initial[id] = step;
}
export const progressState = proxy<Record<string, number>>(initial);
persist('progress', progressState, (state) => ({ ...state }));

export function setProgress(formId: string, step: number): void {
  progressState[formId] = step;
}
