import { readFile, writeFile } from 'node:fs/promises';
import { print } from './output.ts';

/**
 * A table in domain/ that a command derives from the mappings (printed-by-table.ts,
 * box-lengths-table.ts): says whether `table` holds `source`, writes it with --write, and exits 1
 * when it differs and was not written, so that a check can run the command.
 */
export async function compareOrWrite(table: string, source: string, options: { readonly write?: boolean; readonly json?: boolean }, what: string): Promise<void> {
  const current = await readFile(table, 'utf8').catch(() => '');
  const upToDate = current === source;
  if (options.write && !upToDate) await writeFile(table, source);
  print(Boolean(options.json), { table, upToDate, written: Boolean(options.write && !upToDate) }, () =>
    upToDate ? `${table} is ${what}.` : options.write ? `Written: ${table}.` : `${table} differs from ${what}: run with --write.`,
  );
  if (!upToDate && !options.write) process.exitCode = 1;
}
