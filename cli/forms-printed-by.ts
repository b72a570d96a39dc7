import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { filingDateOf } from '../api/clock.ts';
import { answerReaders, printedBySource } from '../api/pdf/printed-keys.ts';
import { cliConfig } from './runtime.ts';
import { print } from './output.ts';

const TABLE = path.resolve(import.meta.dirname, '../domain/catalogue/printed-by-table.ts');

/**
 * `greencard forms printed-by`: which forms read each answer key, traced from the mappings on the
 * couples `forms coverage` makes up (a few minutes); --write puts it in printed-by-table.ts, which
 * decides what a couple whose petition is already filed is asked. Run it when a mapping changes.
 */
export function formsPrintedByCommand(forms: Command): void {
  forms
    .command('printed-by')
    .description('trace which forms read each answer key (the mappings on every made-up couple); --write updates domain/catalogue/printed-by-table.ts')
    .option('--write', 'write the table')
    .option('--json', 'machine-readable output')
    .action(async (options: { write?: boolean; json?: boolean }) => {
      const today = filingDateOf(cliConfig({ LOG_LEVEL: 'warn' }), () => new Date())();
      const source = printedBySource(answerReaders(today));
      const current = await readFile(TABLE, 'utf8').catch(() => '');
      const upToDate = current === source;
      if (options.write && !upToDate) await writeFile(TABLE, source);
      print(Boolean(options.json), { table: TABLE, upToDate, written: Boolean(options.write && !upToDate) }, () =>
        upToDate ? `${TABLE} is what the mappings read.` : options.write ? `Written: ${TABLE}.` : `${TABLE} differs from what the mappings read: run with --write.`,
      );
      if (!upToDate && !options.write) process.exitCode = 1;
    });
}
