import { usDate } from '../format.ts';
import { stateCode } from '../people/address.ts';
import { employmentHistory, UNEMPLOYED, type EmploymentPeriod } from '../people/employment.ts';
import {
  beneficiaryEverInUs,
  lastArrival,
  mostRecentI94,
  proceedings,
  travelDocument,
  type LastArrival,
} from '../people/immigration.ts';
import { i94Characters } from '../people/numbers.ts';
import { personAnswers, yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { addressBoxes, choiceBoxes, continued, dateBox, rule, section, textBox, yesNoBoxes, type Section } from './build.ts';
import { classOfAdmission } from './class-of-admission.ts';
import { onPage } from './field-names.ts';

/** Form I-130 Part 4 items 45-56: the beneficiary's entry, passport, current employment and proceedings. */

const p7 = (name: string): string => onPage(7, name);

/**
 * Item 46.d, "Date authorized stay expired, or will expire, as shown on Form I-94": the date of the
 * most recent I-94, or D/S. A later status that came with a new I-94 shows its end there; one that
 * came without (TPS) leaves the I-94 of the arrival, whose date may have passed.
 */
export function authorizedStayEnds(arrival: LastArrival | null): string {
  const i94 = mostRecentI94(arrival);
  if (!i94) return '';
  return i94.untilIsDs ? 'D/S' : usDate(i94.until);
}

const entry = section(
  yesNoBoxes(p7('Pt4Line20_Yes[0]'), p7('Pt4Line20_No[0]'), beneficiaryEverInUs),
  rule(p7('Pt4Line21a_ClassOfAdmission[0]'), (ctx) => classOfAdmission(lastArrival(ctx)).option),
  continued((ctx) => {
    const { unmatched } = classOfAdmission(lastArrival(ctx));
    return unmatched ? [{ page: 7, part: 4, item: '46.a', text: `Class of admission: ${unmatched}` }] : [];
  }),
  rule(p7('#area[8].Pt4Line21b_ArrivalDeparture[0]'), (ctx) => i94Characters(mostRecentI94(lastArrival(ctx))?.number)),
  dateBox(p7('Pt4Line21c_DateOfArrival[0]'), (ctx) => lastArrival(ctx)?.date ?? ''),
  rule(p7('Pt4Line21d_DateExpired[0]'), (ctx) => authorizedStayEnds(lastArrival(ctx))),
  textBox(p7('Pt4Line22_PassportNumber[0]'), 30, { page: 7, part: 4, item: '47' }, (ctx) => travelDocument(ctx).passportNumber),
  rule(p7('Pt4Line23_TravelDocNumber[0]'), (ctx) => travelDocument(ctx).travelDocumentNumber),
  rule(p7('Pt4Line24_CountryOfIssuance[0]'), (ctx) => travelDocument(ctx).country),
  dateBox(p7('Pt4Line25_ExpDate[0]'), (ctx) => travelDocument(ctx).expirationDate),
);

/**
 * The beneficiary's current employment (items 51-52): a current job first, else a current school
 * (the wizard's history includes schools), else none, and the form asks for "Unemployed".
 */
export function currentEmployment(ctx: MappingContext): EmploymentPeriod | null {
  const current = employmentHistory(ctx, 'b').filter((period) => period.current);
  return current.find((period) => period.kind === 'job') ?? current.find((period) => period.kind === 'school') ?? null;
}

/** The employer box of item 51.a; '' until the employment history is answered. */
function currentEmployerName(ctx: MappingContext): string {
  const period = currentEmployment(ctx);
  if (period) return period.kind === 'school' ? `Student at ${period.employer}` : period.employer;
  const answered = employmentHistory(ctx, 'b').length > 0;
  return answered ? UNEMPLOYED : '';
}

const employment = section(
  textBox(p7('Pt4Line26_NameOfCompany[0]'), 38, { page: 7, part: 4, item: '51.a' }, currentEmployerName),
  addressBoxes(
    {
      page: 7,
      part: 4,
      street: { field: p7('Pt4Line26_StreetNumberName[0]'), item: '51.b', max: 34 },
      apt: p7('Pt4Line26_Unit[0]'),
      ste: p7('Pt4Line26_Unit[1]'),
      flr: p7('Pt4Line26_Unit[2]'),
      unitNumber: { field: p7('Pt4Line26_AptSteFlrNumber[0]'), item: '51.c', max: 6 },
      city: { field: p7('Pt4Line26_CityOrTown[0]'), item: '51.d', max: 20 },
      state: p7('Pt4Line26_State[0]'),
      zip: p7('Pt4Line26_ZipCode[0]'),
      province: { field: p7('Pt4Line26_Province[0]'), item: '51.g', max: 20 },
      postalCode: { field: p7('Pt4Line26_PostalCode[0]'), item: '51.h', max: 9 },
      country: { field: p7('Pt4Line26_Country[0]'), item: '51.i' },
    },
    (ctx) => currentEmployment(ctx)?.address ?? null,
  ),
  dateBox(p7('Pt4Line27_DateEmploymentBegan[0]'), (ctx) => currentEmployment(ctx)?.from ?? ''),
);

const inProceedings = section(
  yesNoBoxes(p7('Pt4Line28_Yes[0]'), p7('Pt4Line28_No[0]'), (ctx) => yesNo(personAnswers(ctx, 'b')['immiInDeportationProceedingsYesNo'])),
  choiceBoxes(
    {
      removal: p7('Pt4Line54_Removal[0]'),
      exclusion_deportation: p7('Pt4Line54_Exclusion[0]'),
      rescission: p7('Pt4Line54_Rescission[0]'),
      other_judicial: p7('Pt4Line54_JudicialProceedings[0]'),
    },
    (ctx) => proceedings(ctx)?.type ?? '',
  ),
  textBox(p7('Pt4Line55a_CityOrTown[0]'), 20, { page: 7, part: 4, item: '55.a' }, (ctx) => proceedings(ctx)?.city ?? ''),
  rule(p7('Pt4Line55b_State[0]'), (ctx) => stateCode(proceedings(ctx)?.state)),
  dateBox(p7('Pt4Line56_Date[0]'), (ctx) => proceedings(ctx)?.date ?? ''),
);

export const beneficiaryEntry: Section = section(entry, employment, inProceedings);
