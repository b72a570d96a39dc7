import type { StageStatus } from '@domain/contract/filing.ts';
import type { MessageId } from '@domain/i18n/messages.ts';
import { inWords } from '../../i18n/use-t.ts';

type T = (id: MessageId, values?: Record<string, string | number>) => string;

/** Why a stage cannot be filed today, in the server's plain sentences (in the account's language): each form it holds back, then what else it waits for. */
export function stageReasons(stage: StageStatus, t: T): readonly string[] {
  const forms = stage.forms
    .filter((form) => form.status !== 'fileable')
    .map((form) => t('screens.formReason', { name: form.name, reason: form.message ?? t('screens.notReadyYet') }));
  return stage.wait ? [...forms, stage.wait] : forms;
}

/** "Form I-485 and Form I-864", "Formulario I-485 y Formulario I-864": forms as a sentence of the page's language names them (English without `t`). */
export const formNames = (forms: readonly { name: string }[], t?: T): string => {
  if (t) return inWords(forms.map((form) => t('screens.form', { name: form.name })), t);
  const list = forms.map((form) => `Form ${form.name}`);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1) ?? ''}`;
};
