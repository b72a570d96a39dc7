import path from 'node:path';
import type { Command } from 'commander';
import { filingDateOf } from '../api/clock.ts';
import { answerReaders, printedBySource } from '../api/pdf/printed-keys.ts';
import { cliConfig } from './runtime.ts';
import { compareOrWrite } from './generated-table.ts';

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
      await compareOrWrite(TABLE, printedBySource(answerReaders(today)), options, 'what the mappings read');
    });
}
