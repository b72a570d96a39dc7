import { usDate } from '../format.ts';
import { lastArrival, mostRecentI94, travelDocument, type LastArrival } from '../people/immigration.ts';
import { i94Characters } from '../people/numbers.ts';
import { yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { applicant } from './answers.ts';
import { checkBox, dateBox, fitted, onPage, rule, section, yesNoBoxes, type Section } from './build.ts';

/** Form I-485 Part 1 items 10-17: the last arrival, the I-94, status, crewman questions. */

const p2 = (name: string): string => onPage(2, name);
const p3 = (name: string): string => onPage(3, name);

const arrival = (ctx: MappingContext): LastArrival | null => lastArrival(ctx);
const arrivalPart = (read: (a: LastArrival) => string) => (ctx: MappingContext): string => {
  const a = arrival(ctx);
  return a ? read(a) : '';
};

/** The passport, or the travel document used instead of one. */
const documentNumber = (ctx: MappingContext): string => {
  const document = travelDocument(ctx);
  return document.passportNumber || document.travelDocumentNumber;
};

/** Item 10: passport or travel document, visa, place and date of the last arrival. */
const recentHistory = section(
  rule(p2('Pt1Line10_PassportNum[0]'), documentNumber),
  dateBox(p2('Pt1Line10_ExpDate[0]'), (ctx) => travelDocument(ctx).expirationDate),
  rule(p2('Pt1Line10_Passport[0]'), (ctx) => travelDocument(ctx).country),
  rule(p2('Pt1Line10_VisaNum[0]'), (ctx) => applicant(ctx, 'immiCurrVisaNumber')),
  dateBox(p2('Pt1Line10_NonImmDate[0]'), (ctx) => applicant(ctx, 'immiCurrVisaIssuedDate')),
  fitted(p2('Pt1Line10_CityTown[0]'), 20, { page: 2, part: 1, item: '10' }, 'Place of Last Arrival, City or Town', arrivalPart((a) => a.city)),
  rule(p2('Pt1Line10_State[0]'), arrivalPart((a) => a.state)),
  dateBox(p2('Pt1Line10_DateofArrival[0]'), arrivalPart((a) => a.date)),
);

const manner = arrivalPart((a) => a.manner);
const item11 = { page: 2, part: 1, item: '11' };

/**
 * Item 11: how the applicant came in. The four boxes are named Pt2Line11_CB in the template, but
 * sit on page 2 under Part 1 item 11, in the printed order admitted, paroled, without admission, other.
 */
const mannerOfArrival = section(
  checkBox(p2('Pt2Line11_CB[0]'), (ctx) => manner(ctx) === 'admitted'),
  fitted(p2('Pt1Line11_Admitted[0]'), 20, item11, 'Inspected at a Port of Entry and admitted as', (ctx) =>
    manner(ctx) === 'admitted' ? applicant(ctx, 'immiLastEntryAdmittedAs') : '',
  ),
  checkBox(p2('Pt2Line11_CB[1]'), (ctx) => manner(ctx) === 'paroled'),
  fitted(p2('Pt1Line11_Paroled[0]'), 20, item11, 'Inspected at a Port of Entry and paroled as', (ctx) =>
    manner(ctx) === 'paroled' ? applicant(ctx, 'immiLastEntryParoledAs') : '',
  ),
  checkBox(p2('Pt2Line11_CB[2]'), (ctx) => manner(ctx) === 'without_admission'),
  checkBox(p2('Pt2Line11_CB[3]'), (ctx) => manner(ctx) === 'other'),
  fitted(p2('Pt1Line11_Other[0]'), 20, item11, 'Other', (ctx) => (manner(ctx) === 'other' ? applicant(ctx, 'immiLastEntryOther') : '')),
);

/** The expiration date of a stay: mm/dd/yyyy, or "D/S" as the form asks for duration of status. */
const stayUntil = (isDs: boolean, date: string): string => (isDs ? 'D/S' : usDate(date));

const item12 = { page: 3, part: 1, item: '12' };
const item14 = { page: 3, part: 1, item: '14' };

/** The most recent I-94 (item 12 asks for it): the new one a later status came with, else the arrival's. */
const recentI94 = (ctx: MappingContext) => mostRecentI94(arrival(ctx));

/** Items 12-15: the most recent I-94, first arrival, and a status changed since the arrival. */
const i94 = section(
  rule(p3('P1Line12_FamilyName[0]'), (ctx) => applicant(ctx, 'i94NameLast')),
  rule(p3('P1Line13_GivenName[0]'), (ctx) => applicant(ctx, 'i94NameFirst')),
  rule(p3('P1Line12_I94[0]'), (ctx) => i94Characters(recentI94(ctx)?.number)),
  rule(p3('Pt1Line12_Date[0]'), (ctx) => {
    const record = recentI94(ctx);
    return record ? stayUntil(record.untilIsDs, record.until) : '';
  }),
  fitted(p3('Pt1Line12_Status[0]'), 20, item12, 'Immigration Status on Form I-94', (ctx) => recentI94(ctx)?.status ?? ''),
  yesNoBoxes(p3('Pt1Line13_YN[0]'), p3('Pt1Line13_YN[1]'), (ctx) => yesNo(applicant(ctx, 'immiLastEntryWasFirstEntry'))),
  fitted(p3('Pt1Line14_Status[0]'), 20, item14, 'Current immigration status', arrivalPart((a) => a.statusNow)),
  rule(p3('Pt1Line15_Date[0]'), arrivalPart((a) => stayUntil(a.statusNowIsDs, a.statusNowUntil))),
);

/** Items 16-17 (item 17's Yes box is the template's [1], its No box [0]). */
const crewman = section(
  yesNoBoxes(p3('Pt1Line16_YN[0]'), p3('Pt1Line16_YN[1]'), (ctx) => yesNo(applicant(ctx, 'immiCrewmanVisaEver'))),
  yesNoBoxes(p3('Pt1Line17_YN[1]'), p3('Pt1Line17_YN[0]'), (ctx) => yesNo(applicant(ctx, 'immiCrewmanLastEntryYesNo'))),
);

export const part1Arrival: Section = section(recentHistory, mannerOfArrival, i94, crewman);
