import type { StageStatus } from '@domain/contract/filing.ts';

/** Why a stage cannot be filed today, in the server's plain sentences: each form it holds back, then what else it waits for. */
export function stageReasons(stage: StageStatus): readonly string[] {
  const forms = stage.forms.filter((form) => form.status !== 'fileable').map((form) => `Form ${form.name}: ${form.message ?? 'not ready yet.'}`);
  return stage.wait ? [...forms, stage.wait] : forms;
}

/** "Form I-485 and Form I-864": forms as a sentence names them. */
export const formNames = (forms: readonly { name: string }[]): string => {
  const list = forms.map((form) => `Form ${form.name}`);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1) ?? ''}`;
};
