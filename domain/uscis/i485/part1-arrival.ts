import { checkBox, dateBox, rule, section, textBox, yesNoBoxes, type Place, type FormTemplate, type Section } from '../blocks/index.ts';
import { usDate } from '../format.ts';
import { lastArrival, mostRecentI94, travelDocument, type LastArrival } from '../../people/immigration.ts';
import { i94Characters } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import { applicant } from './answers.ts';

/** Form I-485 Part 1 items 10-17: the last arrival, the I-94, status, crewman questions. */

export function part1Arrival(I485: FormTemplate): Section {
  const { at, box } = I485;
  const item = (page: number, number: string): Place => ({ page, part: 1, item: number });

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
  const item10 = item(2, '10');
  const recentHistory = section(
    textBox(box(2, 'Pt1Line10_PassportNum[0]'), item10, documentNumber, 'Passport or Travel Document Number'),
    dateBox(at(2, 'Pt1Line10_ExpDate[0]'), (ctx) => travelDocument(ctx).expirationDate),
    textBox(box(2, 'Pt1Line10_Passport[0]'), item10, (ctx) => travelDocument(ctx).country, 'Country that Issued Passport or Travel Document'),
    textBox(box(2, 'Pt1Line10_VisaNum[0]'), item10, (ctx) => applicant(ctx, 'immiCurrVisaNumber'), 'Nonimmigrant Visa Number'),
    dateBox(at(2, 'Pt1Line10_NonImmDate[0]'), (ctx) => applicant(ctx, 'immiCurrVisaIssuedDate')),
    textBox(box(2, 'Pt1Line10_CityTown[0]'), item10, arrivalPart((a) => a.city), 'Place of Last Arrival, City or Town'),
    rule(at(2, 'Pt1Line10_State[0]'), arrivalPart((a) => a.state)),
    dateBox(at(2, 'Pt1Line10_DateofArrival[0]'), arrivalPart((a) => a.date)),
  );

  const manner = arrivalPart((a) => a.manner);
  const item11 = item(2, '11');

  /**
   * Item 11: how the applicant came in. The four boxes are named Pt2Line11_CB in the template, but
   * sit on page 2 under Part 1 item 11, in the printed order admitted, paroled, without admission, other.
   */
  const mannerOfArrival = section(
    checkBox(at(2, 'Pt2Line11_CB[0]'), (ctx) => manner(ctx) === 'admitted'),
    textBox(box(2, 'Pt1Line11_Admitted[0]'), item11, (ctx) => (manner(ctx) === 'admitted' ? applicant(ctx, 'immiLastEntryAdmittedAs') : ''), 'Inspected at a Port of Entry and admitted as'),
    checkBox(at(2, 'Pt2Line11_CB[1]'), (ctx) => manner(ctx) === 'paroled'),
    textBox(box(2, 'Pt1Line11_Paroled[0]'), item11, (ctx) => (manner(ctx) === 'paroled' ? applicant(ctx, 'immiLastEntryParoledAs') : ''), 'Inspected at a Port of Entry and paroled as'),
    checkBox(at(2, 'Pt2Line11_CB[2]'), (ctx) => manner(ctx) === 'without_admission'),
    checkBox(at(2, 'Pt2Line11_CB[3]'), (ctx) => manner(ctx) === 'other'),
    textBox(box(2, 'Pt1Line11_Other[0]'), item11, (ctx) => (manner(ctx) === 'other' ? applicant(ctx, 'immiLastEntryOther') : ''), 'Other'),
  );

  /** The expiration date of a stay: mm/dd/yyyy, or "D/S" as the form asks for duration of status. */
  const stayUntil = (isDs: boolean, date: string): string => (isDs ? 'D/S' : usDate(date));

  const item12 = item(3, '12');
  const item14 = item(3, '14');

  /** The most recent I-94 (item 12 asks for it): the new one a later status came with, else the arrival's. */
  const recentI94 = (ctx: MappingContext) => mostRecentI94(arrival(ctx));

  /** Items 12-15: the most recent I-94, first arrival, and a status changed since the arrival. */
  const i94 = section(
    textBox(box(3, 'P1Line12_FamilyName[0]'), item12, (ctx) => applicant(ctx, 'i94NameLast'), 'Family Name (Last Name) on Form I-94'),
    textBox(box(3, 'P1Line13_GivenName[0]'), item12, (ctx) => applicant(ctx, 'i94NameFirst'), 'Given Name (First Name) on Form I-94'),
    rule(at(3, 'P1Line12_I94[0]'), (ctx) => i94Characters(recentI94(ctx)?.number)),
    rule(at(3, 'Pt1Line12_Date[0]'), (ctx) => {
      const record = recentI94(ctx);
      return record ? stayUntil(record.untilIsDs, record.until) : '';
    }),
    textBox(box(3, 'Pt1Line12_Status[0]'), item12, (ctx) => recentI94(ctx)?.status ?? '', 'Immigration Status on Form I-94'),
    yesNoBoxes(at(3, 'Pt1Line13_YN[0]'), at(3, 'Pt1Line13_YN[1]'), (ctx) => applicant(ctx, 'immiLastEntryWasFirstEntry')),
    textBox(box(3, 'Pt1Line14_Status[0]'), item14, arrivalPart((a) => a.statusNow), 'Current immigration status'),
    rule(at(3, 'Pt1Line15_Date[0]'), arrivalPart((a) => stayUntil(a.statusNowIsDs, a.statusNowUntil))),
  );

  /** Items 16-17 (item 17's Yes box is the template's [1], its No box [0]). */
  const crewman = section(
    yesNoBoxes(at(3, 'Pt1Line16_YN[0]'), at(3, 'Pt1Line16_YN[1]'), (ctx) => applicant(ctx, 'immiCrewmanVisaEver')),
    yesNoBoxes(at(3, 'Pt1Line17_YN[1]'), at(3, 'Pt1Line17_YN[0]'), (ctx) => applicant(ctx, 'immiCrewmanLastEntryYesNo')),
  );

  return section(recentHistory, mannerOfArrival, i94, crewman);
}
