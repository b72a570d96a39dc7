import type { Command } from 'commander';
import { purgeDeletedAccounts, type PurgeReport } from '../api/audit/purge.ts';
import { parseAge } from './jobs.ts';
import { print } from './output.ts';
import { withRuntime } from './runtime.ts';

const counts = (removed: Record<string, number>, all: boolean) =>
  Object.entries(removed)
    .filter(([, n]) => all || n > 0)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ') || 'nothing';

/** Ids only: a purge report goes to logs and tickets, and a deleted account's address is gone anyway. */
function humanReport(report: PurgeReport): string {
  const cutoff = `${report.cutoff.slice(0, 16).replace('T', ' ')} UTC`;
  const verb = report.dryRun ? 'would lose' : 'lost';
  return [
    report.accounts.length === 0
      ? `No account was deleted before ${cutoff}.`
      : `${report.accounts.length} account(s) deleted before ${cutoff} ${verb} their remaining rows${report.dryRun ? ' (dry run: nothing was removed)' : ''}:`,
    ...report.accounts.map((a) => `  ${a.userId}  deleted ${a.deletedAt.slice(0, 10)}  ${counts(a.removed, false)}`),
    `${report.dryRun ? 'Would remove' : 'Removed'}, by table: ${counts(report.removed, true)}.`,
    'Kept for the audit trail: the accounts\' events (their personal fields unreadable since the deletion destroyed the key) and the marks of the destroyed keys.',
  ].join('\n');
}

export function userCommands(program: Command): void {
  const users = program.command('users').description('accounts');

  users
    .command('purge')
    .description('remove the rows that accounts deleted longer ago than the retention period still have; their events stay, unreadable')
    .requiredOption('--older-than <age>', 'the retention period: accounts deleted longer ago than this (30d, 12h)')
    .option('--dry-run', 'say what would be removed, remove nothing')
    .option('--json', 'machine-readable output')
    .action(async (options: { olderThan: string; dryRun?: boolean; json?: boolean }) => {
      const retention = parseAge(options.olderThan);
      const now = new Date();
      const report = await withRuntime(({ store }) =>
        purgeDeletedAccounts(store, { cutoff: new Date(now.getTime() - retention), now, dryRun: Boolean(options.dryRun) }),
      );
      print(Boolean(options.json), report, () => humanReport(report));
    });
}
