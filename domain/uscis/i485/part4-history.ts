import { addressLine } from '../people/address.ts';
import { employmentHistory, UNEMPLOYED, type EmploymentPeriod } from '../people/employment.ts';
import { lastEmploymentAbroad } from '../people/immigration.ts';
import { yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { addressBoxes } from './address-boxes.ts';
import { applicant } from './answers.ts';
import {
  charactersFitting,
  continued,
  dateBox,
  fitted,
  joinParts,
  onPage,
  periodWords,
  rule,
  section,
  toDate,
  yesNoBoxes,
  type Read,
  type Section,
} from './build.ts';

/** Form I-485 Part 4: earlier immigrant visa and green card applications, employment and school. */

const p8 = (name: string): string => onPage(8, name);
const p9 = (name: string): string => onPage(9, name);

/** Items 1-6 (each Yes box is the template's [1], each No box [0]). */
const earlierApplications = section(
  yesNoBoxes(p8('Pt4Line1_YN[1]'), p8('Pt4Line1_YN[0]'), (ctx) => yesNo(applicant(ctx, 'immiAppliedForGcBefore'))),
  rule(p8('Pt4Line2_CityTown[0]'), (ctx) => applicant(ctx, 'immiImmigrantVisaCity')),
  rule(p8('Pt4Line2_CityTownOfBirth[0]'), (ctx) => applicant(ctx, 'immiImmigrantVisaCountry')),
  fitted(p8('Pt4Line3_Decision[0]'), charactersFitting(240), { page: 8, part: 4, item: '3' }, 'Decision', (ctx) =>
    applicant(ctx, 'immiImmigrantVisaDecision'),
  ),
  dateBox(p8('Pt4Line4_Date[0]'), (ctx) => applicant(ctx, 'immiImmigrantVisaDecisionDate')),
  yesNoBoxes(p8('Pt4Line5_YN[1]'), p8('Pt4Line5_YN[0]'), (ctx) => yesNo(applicant(ctx, 'immiAppliedForGcBeforeInUs'))),
  yesNoBoxes(p8('Pt4Line6_YN[1]'), p8('Pt4Line6_YN[0]'), (ctx) => yesNo(applicant(ctx, 'immiLprRescindedEver'))),
);

/**
 * The box "Employer or School (current or most recent)" says which of the two the period was; for a
 * time without work it says what the occupation box says (Unemployed, Retired).
 */
function periodKind(period: EmploymentPeriod): string {
  if (period.kind === 'job') return 'Employer';
  if (period.kind === 'school') return 'School';
  return period.occupation || UNEMPLOYED;
}

/** One period on one line of Part 14. */
function periodLine(period: EmploymentPeriod, index: number): string {
  return joinParts([
    `Employment or school ${index + 1}: ${periodKind(period)}`,
    period.employer ? `Name: ${period.employer}` : '',
    period.occupation ? `Occupation: ${period.occupation}` : '',
    period.address ? `Address: ${addressLine(period.address)}` : '',
    `Dates: ${periodWords(period.from, period.to, period.current)}`,
    period.kind === 'unemployed' && period.supportSource ? `Source of financial support: ${period.supportSource}` : '',
  ]);
}

const history: Read<EmploymentPeriod[]> = (ctx) => employmentHistory(ctx, 'b');
const latest = (ctx: MappingContext): EmploymentPeriod | undefined => history(ctx)[0];
const item7p8 = { page: 8, part: 4, item: '7' };
const item7p9 = { page: 9, part: 4, item: '7' };

/** Item 7: the current (or most recent) period in the boxes, every other one in Part 14. */
const employment = section(
  rule(p8('Pt4Line7_EmployerName[0]'), (ctx) => {
    const period = latest(ctx);
    return period ? periodKind(period) : '';
  }),
  fitted(p8('Pt4Line7_EmployerName[2]'), 34, item7p8, 'Name of Employer, Company, or School', (ctx) => latest(ctx)?.employer ?? ''),
  fitted(p8('Pt4Line7_EmployerName[1]'), 34, item7p8, 'Your Occupation', (ctx) => latest(ctx)?.occupation ?? ''),
  addressBoxes(
    {
      street: { field: p9('Part4Line7_StreetName[0]'), max: 34 },
      apt: p9('P4Line7_Unit[0]'),
      ste: p9('P4Line7_Unit[1]'),
      flr: p9('P4Line7_Unit[2]'),
      unitNumber: { field: p9('P4Line7_Number[0]'), max: 6 },
      city: { field: p9('P4Line7_City[0]'), max: 28 },
      state: p9('P4Line7_State[0]'),
      zip: p9('P4Line7_ZipCode[0]'),
      province: { field: p9('P4Line7_Province[0]'), max: 20 },
      postalCode: { field: p9('P4Line7_PostalCode[0]'), max: 9 },
      country: p9('P4Line7_Country[0]'),
    },
    item7p9,
    'Address of Employer, Company, or School',
    (ctx) => latest(ctx)?.address ?? null,
  ),
  dateBox(p9('Pt4Line7_DateFrom[0]'), (ctx) => latest(ctx)?.from ?? ''),
  rule(p9('Pt4Line7_DateTo[0]'), (ctx) => {
    const period = latest(ctx);
    return period ? toDate(period.to, period.current) : '';
  }),
  fitted(p9('Part4Line7_StreetName[1]'), 34, item7p9, 'Source of financial support', (ctx) => {
    const period = latest(ctx);
    return period?.kind === 'unemployed' ? period.supportSource : '';
  }),
  continued((ctx) =>
    history(ctx)
      .slice(1)
      .map((period, index) => ({ ...item7p8, text: periodLine(period, index + 1) })),
  ),
);

const item8p9 = { page: 9, part: 4, item: '8' };
const abroad = (ctx: MappingContext) => lastEmploymentAbroad(ctx);

/**
 * Item 8: the last employer abroad, as the wizard asks it (even when listed in item 7). Its
 * "source of financial support" line is for a time without work, which an employer never is.
 */
const employmentAbroad = section(
  fitted(p9('Pt4Line8_EmployerName[0]'), 34, item8p9, 'Name of Employer, Company, or School', (ctx) => abroad(ctx)?.employer ?? ''),
  fitted(p9('Pt4Line8_Occupation[0]'), 34, item8p9, 'Your Occupation', (ctx) => abroad(ctx)?.occupation ?? ''),
  addressBoxes(
    {
      street: { field: p9('P4Line8_StreetName[0]'), max: 34 },
      apt: p9('P4Line8_Unit[0]'),
      ste: p9('P4Line8_Unit[1]'),
      flr: p9('P4Line8_Unit[2]'),
      unitNumber: { field: p9('P4Line8_Number[0]'), max: 6 },
      city: { field: p9('P4Line8_City[0]'), max: 28 },
      // The wizard asks this address abroad without a state or ZIP code: those boxes stay blank.
      province: { field: p9('P4Line8_Province[0]'), max: 20 },
      postalCode: { field: p9('P4Line8_PostalCode[0]'), max: 9 },
      country: p9('P4Line8_Country[0]'),
    },
    item8p9,
    'Address of Employer, Company, or School',
    (ctx) => abroad(ctx)?.address ?? null,
  ),
  dateBox(p9('Pt4Line8_DateFrom[0]'), (ctx) => abroad(ctx)?.from ?? ''),
  dateBox(p9('Pt4Line8_DateTo[0]'), (ctx) => abroad(ctx)?.to ?? ''),
);

export const part4: Section = section(earlierApplications, employment, employmentAbroad);
