import type { Command } from 'commander';
import { HELD_REVIEW_QUEUE } from '../api/jobs/boss.ts';
import { BUNDLED_FORMS, syncTemplates, TemplateSyncError, type SyncResult } from '../api/pdf/sync.ts';
import { checkTemplates, printedFormName, type ManifestEntry } from '../api/pdf/templates.ts';
import { MAPPINGS } from '../domain/uscis/index.ts';
import { formsBoxesCommands } from './forms-boxes.ts';
import { formsBoxLengthsCommand } from './forms-box-lengths.ts';
import { formsCoverageCommand } from './forms-coverage.ts';
import { formsPrintedByCommand } from './forms-printed-by.ts';
import { formsDiffCommand } from './forms-diff.ts';
import { formsStatusCommand } from './forms-status.ts';
import { fail, print, progressBar } from './output.ts';
import { cliConfig, databaseHere, withRuntime } from './runtime.ts';

/** The forms directory (USCIS_FORMS_DIR, default .data/forms). */
export function formsDir(): string {
  return cliConfig({ LOG_LEVEL: 'warn' }).uscisFormsDir;
}

const entryLine = (entry: ManifestEntry, what: string) =>
  `  ${printedFormName(entry.form).padEnd(7)} edition ${entry.edition}  ${String(entry.fieldCount).padStart(4)} fields  ${String(entry.pageCount).padStart(3)} pages  ${what}`;

function syncText(dir: string, results: readonly SyncResult[], notes: readonly string[]): string {
  const lines: string[] = [];
  for (const result of results) {
    lines.push(`From ${result.source}:`);
    lines.push(...result.added.map((entry) => entryLine(entry, 'installed (new)')));
    lines.push(...result.replaced.map((entry) => entryLine(entry, 'installed again (the published file changed)')));
    lines.push(...result.unchanged.map((entry) => entryLine(entry, 'already installed')));
    lines.push(...result.skipped.map((skip) => `  skipped ${skip.origin}: ${skip.reason}`));
    lines.push(...result.refused.map((refusal) => `  REFUSED ${refusal.reason}. Compare it with the file in api/pdf/official-forms/; a release maps a changed file only after its mapping is checked again.`));
  }
  return [...lines, ...notes, `The forms directory is ${dir}; "greencard forms status" says which forms are fileable today.`].join('\n');
}

/** After a sync that installed an edition: held packages are looked at again, where a database runs. */
async function askForReview(): Promise<string> {
  if (!databaseHere(cliConfig({ LOG_LEVEL: 'warn' }))) return 'No database here: held packages are looked at again at the next start or the daily review.';
  try {
    await withRuntime(async (deps) => deps.boss?.send(HELD_REVIEW_QUEUE, null), { jobs: true });
    return 'Held packages will be looked at again now (a worker takes the review).';
  } catch (error) {
    return `Held packages could not be sent for review (${error instanceof Error ? error.message : String(error)}); the daily review will look at them.`;
  }
}

export function formsCommands(program: Command): void {
  const forms = program.command('forms').description('the official USCIS form templates and their editions');

  forms
    .command('sync')
    .description("install the official forms: the repository's own, then newer editions from USCIS_FORMS_SOURCE (or only --from), side by side")
    .option('--from <folder|url>', 'import only this: a folder of published PDFs (any names), or a URL base serving <form>.pdf')
    .option('--json', 'machine-readable output')
    .action(async (options: { from?: string; json?: boolean }) => {
      const config = cliConfig({ LOG_LEVEL: 'warn' });
      const dir = config.uscisFormsDir;
      const bar = progressBar('Importing forms');
      const onProgress = (done: number, total: number) => bar.update(done, total);
      const results: SyncResult[] = [];
      const notes: string[] = [];
      try {
        if (options.from !== undefined) {
          results.push(await syncTemplates({ formsDir: dir, from: options.from, onProgress }));
        } else {
          results.push(await syncTemplates({ formsDir: dir, from: BUNDLED_FORMS, onProgress }));
          const agency = config.uscisFormsSource;
          try {
            if (agency) results.push(await syncTemplates({ formsDir: dir, from: agency, onProgress }));
          } catch (error) {
            if (!(error instanceof TemplateSyncError)) throw error;
            notes.push(`${agency} could not be read for newer editions (${error.message}); the repository's editions are installed. On a machine without access, download the PDFs elsewhere and run: greencard forms sync --from <folder>`);
          }
        }
      } catch (error) {
        bar.finish();
        if (error instanceof TemplateSyncError) {
          fail(`The forms could not be imported: ${error.message}.\nOn a machine without access to uscis.gov, download the PDFs elsewhere and run: greencard forms sync --from <folder>`);
        }
        throw error;
      }
      bar.finish();
      if (results.some((result) => result.added.length + result.replaced.length > 0)) notes.push(await askForReview());
      const problems = await checkTemplates(dir);
      const last = results.at(-1);
      print(Boolean(options.json), { formsDir: dir, editions: last?.manifest.editions ?? [], results, notes, problems }, () =>
        [
          syncText(dir, results, notes),
          ...(problems.length > 0 ? ['', 'These templates do not serve the mappings:', ...problems.map((problem) => `  ${problem.message}`)] : []),
        ].join('\n'),
      );
      if (results.some((result) => result.refused.length > 0)) process.exitCode = 1;
    });

  forms
    .command('check')
    .description("exit 1 when a mapping's template is missing, prints another edition than it is installed as, or lacks a mapped field")
    .option('--json', 'machine-readable output')
    .action(async (options: { json?: boolean }) => {
      const dir = formsDir();
      const problems = await checkTemplates(dir);
      print(Boolean(options.json), { formsDir: dir, problems }, () =>
        problems.length === 0
          ? `All ${MAPPINGS.length} mappings have their template in ${dir}, in their edition, with every mapped field.`
          : [`The templates in ${dir} do not serve the mappings:`, ...problems.map((problem) => `  ${problem.message}`)].join('\n'),
      );
      if (problems.length > 0) process.exitCode = 1;
    });

  formsStatusCommand(forms);
  formsCoverageCommand(forms);
  formsPrintedByCommand(forms);
  formsDiffCommand(forms);
  formsBoxesCommands(forms);
  formsBoxLengthsCommand(forms);
}
