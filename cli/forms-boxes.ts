import { relative } from 'node:path';
import type { Command } from 'commander';
import { boxTableFile, boxTableSource, FONT_WIDTHS_FILE, fontWidthsSource, writeIfChanged } from '../api/pdf/print-metrics.ts';
import { printedFormName } from '../api/pdf/templates.ts';
import type { KnownForm } from '../domain/uscis/index.ts';
import { readEdition } from './forms-diff.ts';
import { print } from './output.ts';

const shown = (file: string): string => relative(process.cwd(), file) || file;

/**
 * `greencard forms boxes <pdf…>` writes each edition's box table into domain/ (the sizes its text
 * boxes measure with), and `greencard forms widths` the print font's widths: the print-metrics
 * test only compares what they would write with what is kept.
 */
export function formsBoxesCommands(forms: Command): void {
  forms
    .command('boxes')
    .description("write the box table of each edition given (a published PDF or template) into domain/uscis/<form>/boxes-<edition>.ts, read from the file's own text fields")
    .argument('<pdf...>', 'editions of forms the product follows')
    .option('--out <folder>', 'write below this folder (as <form>/boxes-<edition>.ts) instead of domain/uscis')
    .option('--json', 'machine-readable output')
    .action(async (files: string[], options: { out?: string; json?: boolean }) => {
      const written: { form: KnownForm; edition: string; file: string; changed: boolean }[] = [];
      for (const file of files) {
        const edition = await readEdition(file);
        const target = options.out === undefined ? boxTableFile(edition.form, edition.edition) : boxTableFile(edition.form, edition.edition, options.out);
        const changed = await writeIfChanged(target, await boxTableSource(edition.template, edition.form, edition.edition));
        written.push({ form: edition.form, edition: edition.edition, file: target, changed });
      }
      print(Boolean(options.json), { tables: written }, () =>
        written
          .map(({ form, edition, file, changed }) => `Form ${printedFormName(form)} edition ${edition}: ${shown(file)} ${changed ? 'written' : 'already up to date'}`)
          .join('\n'),
      );
    });

  forms
    .command('widths')
    .description('write the advance widths of the print font (Noto Sans Regular, from its package) into domain/uscis/blocks/noto-sans-widths.ts')
    .option('--json', 'machine-readable output')
    .action(async (options: { json?: boolean }) => {
      const changed = await writeIfChanged(FONT_WIDTHS_FILE, await fontWidthsSource());
      print(Boolean(options.json), { file: FONT_WIDTHS_FILE, changed }, () => `${shown(FONT_WIDTHS_FILE)} ${changed ? 'written' : 'already up to date'}`);
    });
}
