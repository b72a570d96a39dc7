import path from 'node:path';
import type { Command } from 'commander';
import type { MappingContext } from '../domain/uscis/index.ts';
import { boxLengths, boxLengthsSource } from '../api/pdf/box-lengths.ts';
import { compareOrWrite } from './generated-table.ts';
import { fail } from './output.ts';

const TABLE = path.resolve(import.meta.dirname, '../domain/catalogue/box-lengths-table.ts');

/**
 * The couple the lengths are found with lives beside the test answers it is built from
 * (testing/), which only a checkout of the repository has, not the image: read it when the
 * command runs, so that every other command still loads without it.
 */
async function couple(): Promise<MappingContext> {
  try {
    const { boxLengthsCouple } = await import('../testing/box-lengths-couple.ts');
    return boxLengthsCouple();
  } catch (error) {
    return fail(`The couple the box lengths are found with (testing/box-lengths-couple.ts) could not be read: run this command in a checkout of the repository (${error instanceof Error ? error.message : String(error)}).`);
  }
}

/**
 * `greencard forms box-lengths`: how long each text answer may be where a box prints it without
 * continuing it in Additional Information, found by filling every form (about a minute); --write
 * puts it in box-lengths-table.ts, which the wizard says and the server enforces (issue 24 item
 * 16). Run it when a mapping or a box table changes; api/pdf/box-lengths.test.ts only compares.
 */
export function formsBoxLengthsCommand(forms: Command): void {
  forms
    .command('box-lengths')
    .description('find how many characters each text answer may have where a box prints it without continuing it; --write updates domain/catalogue/box-lengths-table.ts')
    .option('--write', 'write the table')
    .option('--json', 'machine-readable output')
    .action(async (options: { write?: boolean; json?: boolean }) => {
      await compareOrWrite(TABLE, boxLengthsSource(boxLengths(await couple())), options, 'what the boxes hold');
    });
}
