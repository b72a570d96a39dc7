import { eventsOfTypes, type CommandStream } from '../decider.ts';
import { VISA_BULLETIN_STREAM_ID, type EventOf } from '../events.ts';
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

export type VisaBulletinEvent = EventOf<'VisaBulletinSet'>;

const isChart = (chart: string): chart is BulletinChart => chart === 'final' || chart === 'filing';

function checkedDates(dates: ChartDates, name: string): ChartDates {
  for (const entry of [dates.all, dates.mexico]) {
    if (entry !== null && !isChartEntry(entry)) throw new VisaBulletinError(`${name} must be C, U or a date (it is "${entry}").`);
  }
  return dates;
}

/** The row the operator gives, checked: a real month, entries the table can hold, the chart USCIS names, a source. */
export function decideVisaBulletin(command: SetVisaBulletin): VisaBulletinEvent[] {
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

/**
 * The months an operator recorded (VISA_BULLETIN_STREAM_ID): a month is checked on its own, never
 * against the months before it (a later row of a month replaces an earlier one when read), so the
 * stream has no state and each month is appended at whatever version the stream is at.
 */
export const visaBulletinStream: CommandStream<SetVisaBulletin, VisaBulletinEvent, null> = {
  decider: { initialState: null, evolve: () => null, decide: decideVisaBulletin, isEvent: eventsOfTypes<VisaBulletinEvent>({ VisaBulletinSet: true }) },
  streamId: VISA_BULLETIN_STREAM_ID,
  ownerId: null,
};
