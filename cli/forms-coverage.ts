import type { Command } from 'commander';
import { filingDateOf } from '../api/clock.ts';
import { formCoverage, reachedFields, type FormCoverage } from '../api/pdf/coverage.ts';
import { readFieldInventory } from '../api/pdf/field-inventory.ts';
import { loadFieldInventory, loadTemplate, printedFormName, TemplateMissingError } from '../api/pdf/templates.ts';
import { boxTable } from '../api/pdf/print-metrics.ts';
import { carryMapping, type CarriedMapping } from '../domain/uscis/carry-forward.ts';
import { diffEditions } from '../domain/uscis/edition-diff.ts';
import { MAPPINGS, mappingFor, mappingsOf } from '../domain/uscis/index.ts';
import { readEdition } from './forms-diff.ts';
import { fail, print } from './output.ts';
import { cliConfig } from './runtime.ts';

const fieldLine = (field: { name: string; tooltip: string }): string => `      ${field.name}${field.tooltip ? ` — ${field.tooltip}` : ''}`;

function coverageText(coverage: FormCoverage): string {
  const blank = Object.entries(coverage.blank).flatMap(([reason, count]) => [
    `    blank on purpose, ${reason}: ${count}`,
    ...coverage.blankFields.filter((field) => field.reason === reason).map((field) => `      ${field.name}`),
  ]);
  const lines = [
    `Form ${printedFormName(coverage.form)} (edition ${coverage.edition}): ${coverage.fields} fields`,
    `    filled from answers (an answer reaches them): ${coverage.filled}`,
    `    no answer reaches: ${coverage.fields - coverage.filled}, of which`,
    ...blank,
    `    named by a rule, but no answer reaches them and no reason is written: ${coverage.unreached.length}`,
    ...coverage.unreached.map(fieldLine),
    `    unmapped: ${coverage.unmapped.length}`,
    ...coverage.unmapped.map(fieldLine),
  ];
  if (coverage.conflicts.length > 0) lines.push(`    both filled and marked blank: ${coverage.conflicts.join(', ')}`);
  return lines.join('\n');
}

function carriedText(from: string, file: string, carried: CarriedMapping, coverage: FormCoverage): string {
  const form = printedFormName(coverage.form);
  return [
    `Form ${form}: the mapping of the edition of ${from} carried to the edition of ${coverage.edition} (${file})`,
    `  carried: ${carried.carried} fields filled as before, ${carried.renamed.length} of them under a new name`,
    ...carried.renamed.map((pair) => `      ${pair.from} → ${pair.to}`),
    `  left behind: ${carried.dropped.length} fields the old mapping fills that changed their description or are gone (place those answers in the new edition)`,
    ...carried.dropped.map((field) => `      ${field.field} (${field.why})`),
    `  to map: ${coverage.unmapped.length} fields of the new edition that no carried rule fills and that are not blank on purpose`,
    ...coverage.unmapped.map(fieldLine),
    carried.remeasured
      ? `  Its text boxes measure with the sizes of the edition of ${coverage.edition} and cite the pages it prints them on; parts and items keep the numbers of ${from} unless renumbered: check them against the new edition's text.`
      : `  Its text boxes measure with the sizes of the edition of ${from} and its Additional Information entries cite its pages, parts and items: check each against the new edition's text.`,
  ].join('\n');
}

export function formsCoverageCommand(forms: Command): void {
  forms
    .command('coverage')
    .description(
      'per mapping: fields an answer reaches (the mappings run on couples made up from every answer the wizards allow), fields blank on purpose (by reason), ' +
        'fields no answer reaches, unmapped; with --carry-to, what is left to map in a new edition',
    )
    .option('--carry-to <new.pdf>', 'carry the mapping of that form forward to this edition (published PDF or template) and list the fields a person must still map')
    .option('--from-edition <mm/dd/yy>', 'with --carry-to: the edition whose mapping to carry (default: the newest mapped)')
    .option('--json', 'machine-readable output')
    .action(async (options: { carryTo?: string; fromEdition?: string; json?: boolean }) => {
      const config = cliConfig({ LOG_LEVEL: 'warn' });
      const dir = config.uscisFormsDir;
      const today = filingDateOf(config, () => new Date())();
      try {
        if (options.carryTo === undefined) {
          const reached = reachedFields(MAPPINGS, today);
          const coverage: FormCoverage[] = [];
          for (const mapping of MAPPINGS) {
            coverage.push(formCoverage(mapping, await loadFieldInventory(dir, mapping.form, mapping.edition), reached.get(mapping) ?? new Set()));
          }
          print(Boolean(options.json), coverage, () => coverage.map(coverageText).join('\n\n'));
          return;
        }
        const newer = await readEdition(options.carryTo);
        const form = newer.form;
        const mapping = options.fromEdition ? mappingFor(form, options.fromEdition) : mappingsOf(form)[0];
        if (!mapping) fail(`There is no mapping of Form ${printedFormName(form)}${options.fromEdition ? ` in the edition of ${options.fromEdition}` : ''} to carry.`);
        const older = (await readFieldInventory(await loadTemplate(dir, form, mapping.edition))).fields;
        const changes = diffEditions(older, newer.fields);
        const carried = carryMapping(mapping, changes, newer.edition, { boxes: await boxTable(newer.template) });
        const coverage = formCoverage(carried.mapping, newer.fields, reachedFields([carried.mapping], today).get(carried.mapping) ?? new Set());
        const json = { form, from: mapping.edition, to: newer.edition, file: newer.file, carried: carried.carried, renamed: carried.renamed, dropped: carried.dropped, coverage };
        print(Boolean(options.json), json, () => carriedText(mapping.edition, newer.file, carried, coverage));
      } catch (error) {
        if (error instanceof TemplateMissingError) fail(error.message);
        throw error;
      }
    });
}
