import type { PersonPrefix } from '../catalogue/keys.ts';
import { item, personAnswer, personRows } from '../catalogue/shown.ts';
import { addDays, isCalendarDate } from '../rules/dates.ts';
import type { DatedAnswers } from '../answers.ts';
import { addressAt, newestFirst, type Address } from './address.ts';

/** What a period of the employment history was. */
export type PeriodKind = 'job' | 'school' | 'unemployed';

/** One period of work, school or time without work (ISO dates; `to` is '' while it goes on). */
export interface EmploymentPeriod {
  readonly kind: PeriodKind;
  /** The employer, business or school as answered; '' for a time without work. */
  readonly employer: string;
  readonly address: Address | null;
  readonly occupation: string;
  readonly from: string;
  readonly to: string;
  readonly current: boolean;
  /** How the person lived during a time without work (asked of the beneficiary only). */
  readonly supportSource: string;
}

/** The word the forms ask for in the employer box of a time without work. */
export const UNEMPLOYED = 'Unemployed';

/** The employer box of a period: the employer or school, or "Unemployed" for a time without work. */
export const employerLabel = (period: EmploymentPeriod): string =>
  period.kind === 'unemployed' ? UNEMPLOYED : period.employer;

/**
 * The five-year employment history, the current periods first, then the others, the most recent
 * first. A person who had no job or school in five years has one current time without work, from
 * the day they give.
 */
export function employmentHistory(ctx: DatedAnswers, prefix: PersonPrefix): EmploymentPeriod[] {
  // Only the beneficiary is asked how they lived without work (Form I-485 Part 4 asks it).
  const supportSource = (ctx: DatedAnswers): string => (prefix === 'b' ? personAnswer(ctx, 'b', 'UnemployedSupportSource') : '');
  if (personAnswer(ctx, prefix, 'HasEmploymentHistory') === 'no') {
    return [
      {
        kind: 'unemployed',
        employer: '',
        address: null,
        occupation: UNEMPLOYED,
        from: personAnswer(ctx, prefix, 'UnemployedSinceDate'),
        to: '',
        current: true,
        supportSource: supportSource(ctx),
      },
    ];
  }
  const rowSupport = prefix === 'b' ? personRows(ctx, 'b', 'EmploymentHistory').map((row) => item(row, 'employerSupportSource')) : [];
  const periods = personRows(ctx, prefix, 'EmploymentHistory').map((row, index): EmploymentPeriod => {
    const unemployed = item(row, 'employerIsUnemployed') === 'yes';
    const current = item(row, 'employerStillWorkHere') === 'yes';
    return {
      kind: unemployed ? 'unemployed' : item(row, 'employerIsSchool') === 'yes' ? 'school' : 'job',
      employer: unemployed ? '' : item(row, 'employerName'),
      address: unemployed ? null : addressAt(row, 'employer'),
      occupation: item(row, 'employerYourOccupation'),
      from: item(row, 'employerDateFrom'),
      to: current ? '' : item(row, 'employerDateTo'),
      current,
      supportSource: rowSupport[index] ?? '',
    };
  });
  const current = newestFirst(
    periods.filter((period) => period.current),
    (period) => period.from,
  );
  const past = newestFirst(
    periods.filter((period) => !period.current),
    (period) => period.to || period.from,
  );
  return [...current, ...past];
}

/**
 * The history with a current period first, as forms whose first employer box reads PRESENT need:
 * when no period goes on today, the person has been without work since the day after the latest
 * one ended.
 */
export function withCurrentPeriod(periods: readonly EmploymentPeriod[]): EmploymentPeriod[] {
  const [latest] = periods;
  if (!latest || latest.current) return [...periods];
  const since = isCalendarDate(latest.to) ? (addDays(latest.to, 1) ?? '') : '';
  const unemployed: EmploymentPeriod = {
    kind: 'unemployed',
    employer: '',
    address: null,
    occupation: UNEMPLOYED,
    from: since,
    to: '',
    current: true,
    supportSource: '',
  };
  return [unemployed, ...periods];
}
