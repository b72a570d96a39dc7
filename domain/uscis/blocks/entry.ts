import { compareIsoDates, isCalendarDate, toUscisDate } from '../../rules/dates.ts';
import { usDate } from '../format.ts';
import { lastArrival, mostRecentI94, type LastArrival } from '../../people/immigration.ts';
import type { MappingContext } from '../types.ts';
import { classOfAdmission } from './class-of-admission.ts';

/**
 * The beneficiary's last entry as the forms ask it: the end of the authorized stay (I-130 Part 4,
 * I-131 Part 2), and the immigration status as the I-765 (Part 2 items 24-25) and the I-131 (Part 2
 * item 12) ask it. The class of admission is matched to its code as the I-130 prints its option
 * (class-of-admission.ts), so the forms of one package agree.
 */

/**
 * "Date authorized stay expired, or will expire, as shown on Form I-94" (I-130 item 46.d, I-131
 * item 14): the date of the most recent I-94, or D/S. A later status that came with a new I-94
 * shows its end there; one that came without (TPS) leaves the I-94 of the arrival, whose date may
 * have passed.
 */
export function authorizedStayEnds(arrival: LastArrival | null): string {
  const i94 = mostRecentI94(arrival);
  if (!i94) return '';
  return i94.untilIsDs ? 'D/S' : usDate(i94.until);
}

const codeOf = (option: string): string => option.split(' - ')[0] ?? option;

/** The form's own words for an entry without inspection (I-765 items 24-25). */
const NO_STATUS = 'No status';

/** The class of admission at the last arrival: its option ("B2 - TEMPORARY VISITOR FOR PLEASURE") or the class as typed. */
function admission(arrival: LastArrival | null): { readonly option: string; readonly typed: string } {
  const { option, unmatched } = classOfAdmission(arrival);
  // Without any typed class, `unmatched` is how the person described another manner of arrival: no class.
  const typed = unmatched !== '' && unmatched !== arrival?.otherManner ? unmatched : '';
  return { option, typed };
}

/** I-131 item 12, Class of Admission (if any): its code ("B2", "F1", "PAR", "EWI"), or the class as typed. */
export function classOfAdmissionCode(ctx: MappingContext): string {
  const { option, typed } = admission(lastArrival(ctx));
  return option ? codeOf(option) : typed;
}

/** I-765 item 24: the status at the last arrival, "No status" after an entry without inspection. */
export function statusAtLastArrival(ctx: MappingContext): string {
  const arrival = lastArrival(ctx);
  if (!arrival) return '';
  if (arrival.manner === 'without_admission') return NO_STATUS;
  const { option, typed } = admission(arrival);
  return option || typed || arrival.otherManner;
}

/** The end of the stay now allowed (ISO date, or 'D/S'): after an approved change of status its end, else the I-94's. */
function stayEnds(arrival: LastArrival): string {
  if (arrival.statusNow !== '') return arrival.statusNowIsDs ? 'D/S' : arrival.statusNowUntil;
  return arrival.admitUntilIsDs ? 'D/S' : arrival.admitUntil;
}

/**
 * I-765 item 25: the status held now. After an approved change, the new status; otherwise the
 * status of the last arrival. When the stay it allowed ended before today, the box states that
 * fact ("B2 (expired 05/01/2024)") rather than claim a status the person no longer holds.
 */
export function currentStatus(ctx: MappingContext): string {
  const arrival = lastArrival(ctx);
  if (!arrival) return '';
  if (arrival.manner === 'without_admission') return NO_STATUS;
  const { option, typed } = admission(arrival);
  const status = arrival.statusNow || option || typed;
  if (!status) return '';
  const ends = stayEnds(arrival);
  const expired = isCalendarDate(ends) && compareIsoDates(ends, ctx.today) < 0;
  if (!expired) return status;
  const short = arrival.statusNow || (option ? codeOf(option) : typed);
  return `${short} (expired ${toUscisDate(ends)})`;
}
