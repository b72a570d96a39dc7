import type { StageStatus } from '@domain/contract/filing.ts';

/** Why a stage cannot be filed today, in the server's plain sentences: each form it holds back, then what else it waits for. */
export function stageReasons(stage: StageStatus): readonly string[] {
  const forms = stage.forms.filter((form) => form.status !== 'fileable').map((form) => `Form ${form.name}: ${form.message ?? 'not ready yet.'}`);
  return stage.wait ? [...forms, stage.wait] : forms;
}
