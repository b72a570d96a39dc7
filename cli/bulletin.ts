import type { Command } from 'commander';
import { setVisaBulletin, visaBulletinRows } from '../api/filing/visa-bulletin.ts';
import { HELD_REVIEW_QUEUE } from '../api/jobs/boss.ts';
import { toMonthYear } from '../domain/rules/dates.ts';
import { bulletinRowFor, CHART_NAMES, parseChartEntry, type ChartEntry, type F2aBulletinRow } from '../domain/rules/visa-bulletin.ts';
import { VisaBulletinError } from '../domain/system/visa-bulletin.ts';
import { fail, print } from './output.ts';
import { withRuntime } from './runtime.ts';

interface SetOptions {
  month: string;
  finalAction: string;
  datesForFiling: string;
  finalActionMexico?: string;
  datesForFilingMexico?: string;
  chart: string;
  source?: string;
  json?: boolean;
}

/** An entry as the bulletin prints it (C, U, 01FEB24) or as an ISO date (YYYY-MM-DD); anything else ends the command. */
function entry(written: string, option: string): ChartEntry {
  const parsed = parseChartEntry(written);
  if (parsed === null) fail(`--${option} must be C, U, a date as the bulletin prints it (01FEB24) or YYYY-MM-DD (it is "${written}").`);
  return parsed;
}

const describeRow = (row: F2aBulletinRow): string => {
  const column = (dates: F2aBulletinRow['finalAction']) => `${dates.all}${dates.mexico !== null && dates.mexico !== dates.all ? ` (Mexico ${dates.mexico})` : ''}`;
  return (
    `${toMonthYear(row.month)}: F2A final action ${column(row.finalAction)}, dates for filing ${column(row.datesForFiling)}; ` +
    `USCIS uses the ${CHART_NAMES[row.chart]} chart. Source: ${row.source}`
  );
};

/** `greencard bulletin`: the Visa Bulletin's F2A dates, one month at a time (domain/rules/visa-bulletin.ts). */
export function bulletinCommands(program: Command): void {
  const bulletin = program.command('bulletin').description('the Visa Bulletin dates for spouses of permanent residents (F2A)');
  bulletin
    .command('set')
    .description('record a month of the Visa Bulletin for F2A, and the chart USCIS names for family-sponsored adjustment that month')
    .requiredOption('--month <YYYY-MM>', 'the bulletin’s month')
    .requiredOption('--final-action <date>', 'F2A final action date, all chargeability areas (C, U, 01FEB24 or YYYY-MM-DD)')
    .requiredOption('--dates-for-filing <date>', 'F2A date for filing, all chargeability areas')
    .option('--final-action-mexico <date>', 'F2A final action date for Mexico (default: the same as all areas)')
    .option('--dates-for-filing-mexico <date>', 'F2A date for filing for Mexico (default: the same as all areas)')
    .requiredOption('--chart <filing|final>', 'the chart USCIS names at uscis.gov/visabulletininfo for family-sponsored cases')
    .option('--source <text>', 'where the dates come from (default: the bulletin and the USCIS chart page)')
    .option('--json', 'machine-readable output')
    .action(async (options: SetOptions) => {
      const finalAll = entry(options.finalAction, 'final-action');
      const filingAll = entry(options.datesForFiling, 'dates-for-filing');
      const finalAction = { all: finalAll, mexico: options.finalActionMexico ? entry(options.finalActionMexico, 'final-action-mexico') : finalAll };
      const datesForFiling = { all: filingAll, mexico: options.datesForFilingMexico ? entry(options.datesForFilingMexico, 'dates-for-filing-mexico') : filingAll };
      const source = options.source ?? `Visa Bulletin for ${toMonthYear(options.month) || options.month} (travel.state.gov) and uscis.gov/visabulletininfo, recorded by an operator`;
      await withRuntime(async ({ store, boss }) => {
        try {
          const row = await setVisaBulletin(
            store,
            { type: 'SetVisaBulletin', month: options.month, finalAction, datesForFiling, chart: options.chart, source, now: new Date().toISOString() },
            { source: 'cli' },
          );
          // A month that makes a waiting couple's priority date current opens their green card application: the review e-mails them once.
          await boss?.send(HELD_REVIEW_QUEUE, null);
          print(Boolean(options.json), row, () => `Recorded ${describeRow(row)}`);
        } catch (error) {
          if (error instanceof VisaBulletinError) fail(error.message);
          throw error;
        }
      }, { jobs: true });
    });
  bulletin
    .command('show')
    .description('the F2A dates known for a month (the release’s and those recorded), or every month')
    .option('--month <YYYY-MM>', 'one month')
    .option('--json', 'machine-readable output')
    .action(async (options: { month?: string; json?: boolean }) => {
      await withRuntime(async ({ store }) => {
        const rows = await visaBulletinRows(store);
        const months = options.month ? [options.month] : [...new Set(rows.map((row) => row.month))].sort();
        const shown = months.map((month) => ({ month, row: bulletinRowFor(month, rows) }));
        print(Boolean(options.json), shown, () =>
          shown.map(({ month, row }) => (row ? describeRow(row) : `${toMonthYear(month) || month}: not known. Record it with greencard bulletin set.`)).join('\n'),
        );
        if (shown.some(({ row }) => row === null)) process.exitCode = 1;
      });
    });
}
