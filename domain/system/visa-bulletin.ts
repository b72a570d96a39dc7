import type { SystemEvent } from '../events.ts';
import { isChartEntry, type BulletinChart, type ChartDates, type F2aBulletinRow } from '../rules/visa-bulletin.ts';

/** An operator records a month of the Visa Bulletin (greencard bulletin set). */
export interface SetVisaBulletin {
  readonly type: 'SetVisaBulletin';
  readonly month: string;
  readonly finalAction: ChartDates;
  readonly datesForFiling: ChartDates;
  readonly chart: string;
  readonly source: string;
  readonly now: string;
}

export class VisaBulletinError extends Error {}

const isChart = (chart: string): chart is BulletinChart => chart === 'final' || chart === 'filing';

function checkedDates(dates: ChartDates, name: string): ChartDates {
  for (const entry of [dates.all, dates.mexico]) {
    if (entry !== null && !isChartEntry(entry)) throw new VisaBulletinError(`${name} must be C, U or a date (it is "${entry}").`);
  }
  return dates;
}

/** The row the operator gives, checked: a real month, entries the table can hold, the chart USCIS names, a source. */
export function decideVisaBulletin(command: SetVisaBulletin): SystemEvent[] {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(command.month)) throw new VisaBulletinError(`The month must be written YYYY-MM (it is "${command.month}").`);
  if (!isChart(command.chart)) throw new VisaBulletinError(`The chart USCIS names must be "final" or "filing" (it is "${command.chart}").`);
  const source = command.source.trim();
  if (!source) throw new VisaBulletinError('Name the source of the dates: the bulletin, and the USCIS page naming the chart.');
  const row: F2aBulletinRow = {
    month: command.month,
    finalAction: checkedDates(command.finalAction, 'The final action date'),
    datesForFiling: checkedDates(command.datesForFiling, 'The date for filing'),
    chart: command.chart,
    source,
  };
  return [{ type: 'VisaBulletinSet', data: { row, setAt: command.now } }];
}
