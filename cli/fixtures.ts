import { relative } from 'node:path';
import type { Command } from 'commander';
import { FIXTURES_DIR, type ExpectedError } from '../fixtures/load.ts';
import { validateFixtures, type FixtureReport } from '../fixtures/validate-fixtures.ts';
import { print } from './output.ts';

const shown = (path: string): string => relative(process.cwd(), path) || path;

const errorLine = (error: ExpectedError): string =>
  `${error.formType === undefined ? '' : `${error.formType} `}${error.field}: ${error.message}`;

const asExpected = (expected: number): string =>
  expected === 0 ? 'no errors' : `exactly its ${expected} expected error${expected === 1 ? '' : 's'}`;

function describeReport(report: FixtureReport): string {
  const head = `${report.ok ? '✓' : '✗'} ${report.name} (${shown(report.path)})`;
  if (report.ok && report.expectedUnmet > 0) return `${head}: not eligible, for exactly its ${report.expectedUnmet} expected reason${report.expectedUnmet === 1 ? '' : 's'}`;
  if (report.ok) return `${head}: ${asExpected(report.expected)}`;
  if (report.problem !== undefined) return `${head}\n    not a fixture: ${report.problem}`;
  return [
    head,
    ...report.unexpected.map((error) => `    unexpected error: ${errorLine(error)}`),
    ...report.missing.map((error) => `    expected but not given: ${errorLine(error)}`),
    ...(report.orderDiffers ? ['    the expected errors came in another order'] : []),
    ...report.unmetEligibility.map((condition) => `    not eligible at onboarding: ${condition}`),
    ...(report.expectedUnmet > 0 && report.unmetEligibility.length === 0 ? ['    eligible at onboarding, though expectedUnmet says it is not'] : []),
    ...(report.expectedUnmet > 0 && report.unmetEligibility.length > 0 ? [`    (expected exactly ${report.expectedUnmet} other reason${report.expectedUnmet === 1 ? '' : 's'})`] : []),
  ].join('\n');
}

function describeReports(reports: readonly FixtureReport[]): string {
  const surprising = reports.filter((report) => !report.ok).length;
  const summary =
    surprising === 0
      ? `All ${reports.length} fixtures are as expected.`
      : `${surprising} of ${reports.length} fixtures with surprises.`;
  return [...reports.map(describeReport), summary].join('\n');
}

export function fixtureCommands(program: Command): void {
  program
    .command('fixtures')
    .description('the applicant cases in fixtures/')
    .command('validate [path]')
    .description(
      'check fixtures (a file, or every .json file in a folder; by default the fixtures folder): a valid couple must pass the check without errors and be eligible, ' +
        'an invalid case must give exactly its expectedErrors; exit 1 on any surprise',
    )
    .option('--json', 'machine-readable output')
    .action((path: string | undefined, options: { json?: boolean }) => {
      const reports = validateFixtures([path ?? FIXTURES_DIR]);
      const surprises = reports.filter((report) => !report.ok).length;
      print(Boolean(options.json), { fixtures: reports, surprises }, () => describeReports(reports));
      if (surprises > 0) process.exitCode = 1;
    });
}
