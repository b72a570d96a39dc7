import type { Command } from 'commander';
import { formCoverage, type FormCoverage } from '../api/pdf/coverage.ts';
import {
  checkTemplates,
  DEFAULT_FORMS_SOURCE,
  loadFieldInventory,
  printedFormName,
  syncTemplates,
  TemplateMissingError,
  TemplateSyncError,
} from '../api/pdf/templates.ts';
import { MAPPINGS } from '../domain/uscis/index.ts';
import { fail, print, progressBar } from './output.ts';
import { cliConfig } from './runtime.ts';

/** The forms directory (USCIS_FORMS_DIR, default .data/forms). */
export function formsDir(): string {
  return cliConfig({ LOG_LEVEL: 'warn' }).uscisFormsDir;
}

function coverageText(coverage: FormCoverage): string {
  const blank = Object.entries(coverage.blank).map(([reason, count]) => `    blank on purpose, ${reason}: ${count}`);
  const lines = [
    `Form ${printedFormName(coverage.form)} (edition ${coverage.edition}): ${coverage.fields} fields`,
    `    filled from answers: ${coverage.filled}`,
    ...blank,
    `    unmapped: ${coverage.unmapped.length}`,
    ...coverage.unmapped.map((field) => `      ${field.name}${field.tooltip ? ` — ${field.tooltip}` : ''}`),
  ];
  if (coverage.conflicts.length > 0) lines.push(`    both filled and marked blank: ${coverage.conflicts.join(', ')}`);
  return lines.join('\n');
}

export function formsCommands(program: Command): void {
  const forms = program.command('forms').description('the official USCIS form templates');

  forms
    .command('sync')
    .description('import the published forms: decrypt them, read their editions and fields, install them in USCIS_FORMS_DIR')
    .option('--from <folder|url>', `a folder holding i-130.pdf … i-131.pdf, or a URL base (default ${DEFAULT_FORMS_SOURCE})`)
    .option('--json', 'machine-readable output')
    .action(async (options: { from?: string; json?: boolean }) => {
      const dir = formsDir();
      const bar = progressBar('Importing forms');
      let manifest;
      try {
        manifest = await syncTemplates({ formsDir: dir, ...(options.from === undefined ? {} : { from: options.from }), onProgress: (done, total) => bar.update(done, total) });
      } catch (error) {
        bar.finish();
        if (error instanceof TemplateSyncError) {
          fail(
            `The forms could not be imported: ${error.message}.\n` +
              'On a machine without access to uscis.gov, download the six PDFs elsewhere and run: greencard forms sync --from <folder>',
          );
        }
        throw error;
      }
      bar.finish();
      const problems = await checkTemplates(dir);
      print(Boolean(options.json), { formsDir: dir, ...manifest, problems }, () =>
        [
          `Installed in ${dir} from ${manifest.source}:`,
          ...manifest.forms.map(
            (entry) => `  ${printedFormName(entry.form).padEnd(7)} edition ${entry.edition}  ${String(entry.fieldCount).padStart(4)} fields  ${String(entry.pageCount).padStart(3)} pages  sha256 ${entry.sha256.slice(0, 16)}…`,
          ),
          ...(problems.length > 0 ? ['', 'These templates do not match the mappings (PDF generation will fail or be wrong until they do):', ...problems.map((problem) => `  ${problem.message}`)] : []),
        ].join('\n'),
      );
    });

  forms
    .command('check')
    .description('exit 1 when a template is missing, is another edition than the mappings were written for, or lacks a mapped field')
    .option('--json', 'machine-readable output')
    .action(async (options: { json?: boolean }) => {
      const dir = formsDir();
      const problems = await checkTemplates(dir);
      print(Boolean(options.json), { formsDir: dir, problems }, () =>
        problems.length === 0
          ? `All ${MAPPINGS.length} templates in ${dir} are installed, in the editions the mappings were written for, with every mapped field.`
          : [`The templates in ${dir} do not serve the mappings:`, ...problems.map((problem) => `  ${problem.message}`)].join('\n'),
      );
      if (problems.length > 0) process.exitCode = 1;
    });

  forms
    .command('coverage')
    .description('per form: the fields filled from answers, those blank on purpose (by reason), and those unmapped')
    .option('--json', 'machine-readable output')
    .action(async (options: { json?: boolean }) => {
      const dir = formsDir();
      const coverage: FormCoverage[] = [];
      for (const mapping of MAPPINGS) {
        try {
          coverage.push(formCoverage(mapping, await loadFieldInventory(dir, mapping.form)));
        } catch (error) {
          if (error instanceof TemplateMissingError) fail(error.message);
          throw error;
        }
      }
      print(Boolean(options.json), coverage, () => coverage.map(coverageText).join('\n\n'));
    });
}
