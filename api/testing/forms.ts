import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { templateFile } from '../pdf/templates.ts';

/**
 * A copy of the run's installed forms in which one template was replaced since the sync: every
 * form is there for the plan, so generation starts, and the worker's job then fails with the
 * message to sync again. What a test needs for a failed job.
 */
export function formsWithAChangedTemplate(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'greencard-changed-forms-'));
  cpSync(inject('formsDir'), dir, { recursive: true });
  writeFileSync(templateFile(dir, 'i-765', '08/21/25'), readFileSync(templateFile(dir, 'i-131', '01/20/25')));
  return dir;
}
