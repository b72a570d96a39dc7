import type { Command } from 'commander';
import { filingDateOf } from '../api/clock.ts';
import type { EditionsChecked } from '../api/filing/edition-watch.ts';
import { formsStatus, type FormStatus } from '../api/filing/forms-status.ts';
import { FORMS_WATCH_STREAM_ID } from '../domain/events.ts';
import { printedForm } from '../domain/product/package.ts';
import { printedFormName } from '../domain/uscis/index.ts';
import { print } from './output.ts';
import { cliConfig, databaseHere, withRuntime } from './runtime.ts';

const list = (editions: readonly string[]): string => (editions.length > 0 ? editions.join(', ') : '—');

/** The last daily look for new editions, from its event; undefined where no database is at hand. */
async function lastCheck(): Promise<EditionsChecked | null | undefined> {
  if (!databaseHere(cliConfig({ LOG_LEVEL: 'warn' }))) return undefined;
  return withRuntime(async (deps) => {
    const last = (await deps.store.readStream(FORMS_WATCH_STREAM_ID)).at(-1)?.event;
    return last?.type === 'FormEditionsChecked' ? last.data : null;
  });
}

function checkText(check: EditionsChecked | null | undefined): string {
  if (check === undefined) return 'The daily look for new editions: no database here to read it from.';
  if (check === null) return 'The daily look for new editions at USCIS has not run yet.';
  if (check.failure) return `The last look for new editions (${check.checkedAt}, ${check.source}) failed: ${check.failure}`;
  const added = check.added.map((entry) => `Form ${printedForm(entry.form)} ${entry.edition}`);
  return `The last look for new editions (${check.checkedAt}, ${check.source}) found ${check.found.length} editions${added.length > 0 ? `, new: ${added.join(', ')} (installed)` : ', none new'}.`;
}

function statusLine(status: FormStatus): string {
  const name = `Form ${printedFormName(status.form)}`.padEnd(12);
  const columns = `installed ${list(status.installed).padEnd(10)} mapped ${list(status.mapped).padEnd(10)} USCIS accepts ${list(status.accepted).padEnd(20)}`;
  if (status.filing.status === 'fileable') return `${name} ${columns} fileable (${status.filing.mapping.edition})`;
  if (!status.inPackage) return `${name} ${columns} not in packages yet: ${status.filing.hold.action}`;
  return `${name} ${columns} NOT FILEABLE: ${status.filing.hold.action}`;
}

export function formsStatusCommand(forms: Command): void {
  forms
    .command('status')
    .description('per form, on the filing date: editions installed, mapped, accepted by USCIS, fileable; exit 1 when a form of the package is not')
    .option('--json', 'machine-readable output')
    .action(async (options: { json?: boolean }) => {
      const config = cliConfig({ LOG_LEVEL: 'warn' });
      const date = filingDateOf(config, () => new Date())();
      const statuses = await formsStatus(config.uscisFormsDir, date);
      const check = await lastCheck();
      const notFileable = statuses.filter((status) => status.inPackage && status.filing.status !== 'fileable');
      const json = {
        filingDate: date,
        fileable: notFileable.length === 0,
        forms: statuses.map((status) => ({
          form: status.form,
          inPackage: status.inPackage,
          installed: status.installed,
          mapped: status.mapped,
          accepted: status.accepted,
          status: status.filing.status,
          edition: status.filing.status === 'unavailable' ? null : status.filing.mapping.edition,
          reason: status.filing.status === 'fileable' ? null : status.filing.hold.reason,
          action: status.filing.status === 'fileable' ? null : status.filing.hold.action,
          summary: status.summary,
        })),
        lastCheck: check ?? null,
      };
      print(Boolean(options.json), json, () =>
        [
          `Filing date ${date}${config.filingDate ? ' (FILING_DATE)' : ' (today)'}; forms in ${config.uscisFormsDir}`,
          ...statuses.map(statusLine),
          '',
          checkText(check),
          notFileable.length === 0
            ? 'Every form of the package is fileable.'
            : `${notFileable.length} form${notFileable.length === 1 ? '' : 's'} of the package ${notFileable.length === 1 ? 'is' : 'are'} not fileable: packages with ${notFileable.length === 1 ? 'it' : 'them'} are held (previews only, no payment).`,
        ].join('\n'),
      );
      if (notFileable.length > 0) process.exitCode = 1;
    });
}
