import type { Command } from 'commander';
import { Refusal } from '../domain/errors.ts';
import { maintenanceStream } from '../domain/system/maintenance.ts';
import { handleCommand } from '../api/store/command-handler.ts';
import { readSystemStatus } from '../api/system/maintenance.ts';
import { withRuntime } from './runtime.ts';
import { fail, print } from './output.ts';

function isoOrNull(value: string | undefined, name: string): string | null {
  if (value === undefined) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) fail(`--${name} must be a date and time, for example 2026-12-01T02:00:00Z (it is "${value}").`);
  return new Date(time).toISOString();
}

export function maintenanceCommands(program: Command): void {
  const maintenance = program.command('maintenance').description('the maintenance banner people see');
  maintenance
    .command('on')
    .description('announce maintenance: the banner shows the message, start and end')
    .requiredOption('--message <text>', 'what people read')
    .option('--start <time>', 'when it starts (ISO 8601)')
    .option('--end <time>', 'when it ends (ISO 8601)')
    .option('--json', 'machine-readable output')
    .action(async (options: { message: string; start?: string; end?: string; json?: boolean }) => {
      const start = isoOrNull(options.start, 'start');
      const end = isoOrNull(options.end, 'end');
      await withRuntime(async ({ store, db }) => {
        try {
          const command = { type: 'ScheduleMaintenance', message: options.message, start, end, now: new Date().toISOString() } as const;
          await handleCommand(store, maintenanceStream, command, { metadata: { source: 'cli' } });
        } catch (error) {
          if (error instanceof Refusal) fail(error.message);
          throw error;
        }
        const status = await readSystemStatus(db);
        print(Boolean(options.json), status, () => `Maintenance announced: "${status.message}" from ${status.maintenanceStart ?? 'now'} to ${status.maintenanceEnd ?? 'not specified'}.`);
      });
    });
  maintenance
    .command('off')
    .description('end the maintenance announcement')
    .option('--json', 'machine-readable output')
    .action(async (options: { json?: boolean }) => {
      await withRuntime(async ({ store, db }) => {
        await handleCommand(store, maintenanceStream, { type: 'EndMaintenance', now: new Date().toISOString() }, { metadata: { source: 'cli' } });
        print(Boolean(options.json), await readSystemStatus(db), () => 'Maintenance announcement ended.');
      });
    });
  maintenance
    .command('status')
    .description('show the current announcement')
    .option('--json', 'machine-readable output')
    .action(async (options: { json?: boolean }) => {
      await withRuntime(async ({ db }) => {
        const status = await readSystemStatus(db);
        print(Boolean(options.json), status, () =>
          status.isWarningMode
            ? `Maintenance announced: "${status.message}" from ${status.maintenanceStart ?? 'not specified'} to ${status.maintenanceEnd ?? 'not specified'}.`
            : 'No maintenance announced.',
        );
      });
    });
}
