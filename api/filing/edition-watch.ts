import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { formsWatchStream, type FormsWatchEvent } from '../../domain/system/forms-watch.ts';
import { mappingFor, printedFormName } from '../../domain/uscis/index.ts';
import type { AppDeps } from '../deps.ts';
import { syncTemplates } from '../pdf/sync.ts';
import type { ManifestEntry } from '../pdf/templates.ts';
import { handleCommand } from '../store/command-handler.ts';
import { HELD_REVIEW_QUEUE } from '../jobs/boss.ts';

export type EditionsChecked = FormsWatchEvent['data'];

const editionOf = ({ form, edition }: ManifestEntry) => ({ form, edition });

/**
 * Downloads the forms from `source` as `greencard forms sync` does: an edition new to the forms
 * directory is installed beside the others (it is fileable as soon as a release maps it). What it
 * found, or why it could not look, is recorded as FormEditionsChecked and said in the log; a new
 * edition also sends the held packages to be looked at again.
 */
export async function watchForEditions(deps: AppDeps, boss: PgBoss | undefined, source: string, log: FastifyBaseLogger): Promise<EditionsChecked> {
  const checkedAt = deps.clock().toISOString();
  let data: EditionsChecked;
  let added: ManifestEntry[] = [];
  try {
    const result = await syncTemplates({ from: source, formsDir: deps.config.uscisFormsDir, now: deps.clock() });
    added = [...result.added, ...result.replaced];
    const refused = result.refused.map(({ form, edition, reason }) => ({ form, edition, reason }));
    data = { source, checkedAt, found: [...added, ...result.unchanged].map(editionOf), added: added.map(editionOf), refused, failure: null };
  } catch (error) {
    data = { source, checkedAt, found: [], added: [], refused: [], failure: error instanceof Error ? error.message : String(error) };
  }
  // Two looks at once (two workers) are both recorded: each at the version the stream is at.
  await handleCommand(deps.store, formsWatchStream, { type: 'FormEditionsChecked', data }, { metadata: { source: 'worker' }, version: 'any' });
  // A changed file of a mapped edition is an operator's matter: it is not installed (README, "The forms").
  for (const refusal of data.refused) log.error({ form: refusal.form, edition: refusal.edition, alert: 'forms-source' }, `${refusal.reason}: look at the source before anything else`);
  if (data.failure) log.warn({ source }, `The daily look for new editions at USCIS failed: ${data.failure}`);
  for (const { form, edition } of added) {
    const mapped = mappingFor(form, edition) ? 'a mapping of it is in this release' : 'no mapping of it yet: see the README, "The day USCIS publishes an edition"';
    log.warn({ form, edition }, `USCIS publishes Form ${printedFormName(form)} in the edition of ${edition}: installed beside the others; ${mapped}`);
  }
  if (!data.failure && data.added.length === 0) log.info({ source }, `The daily look for new editions at USCIS found none (${data.found.length} editions there).`);
  if (data.added.length > 0 && boss) await boss.send(HELD_REVIEW_QUEUE, null);
  return data;
}
