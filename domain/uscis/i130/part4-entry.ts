import { answer } from '../../catalogue/shown.ts';
import { addressBlock, authorizedStayEnds, classOfAdmission, addressLayout, choiceBoxes, continued, dateBox, rule, section, textBox, yesNoBoxes, type Place, type Section } from '../blocks/index.ts';
import { stateCode } from '../../people/address.ts';
import { employmentHistory, UNEMPLOYED, type EmploymentPeriod } from '../../people/employment.ts';
import { beneficiaryEverInUs, lastArrival, mostRecentI94, proceedings, travelDocument } from '../../people/immigration.ts';
import { i94Characters } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130 Part 4 items 45-56: the beneficiary's entry, passport, current employment and proceedings. */

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

export function beneficiaryEntry(I130: FormTemplate): Section {
  const { at, box } = I130;
  const item = (number: string): Place => ({ page: 7, part: 4, item: number });

  const entry = section(
    yesNoBoxes(at(7, 'Pt4Line20_Yes[0]'), at(7, 'Pt4Line20_No[0]'), beneficiaryEverInUs),
    rule(at(7, 'Pt4Line21a_ClassOfAdmission[0]'), (ctx) => classOfAdmission(lastArrival(ctx)).option),
    continued((ctx) => {
      const { unmatched } = classOfAdmission(lastArrival(ctx));
      return unmatched ? [{ ...item('46.a'), text: `Class of admission: ${unmatched}` }] : [];
    }),
    rule(at(7, '#area[8].Pt4Line21b_ArrivalDeparture[0]'), (ctx) => i94Characters(mostRecentI94(lastArrival(ctx))?.number)),
    dateBox(at(7, 'Pt4Line21c_DateOfArrival[0]'), (ctx) => lastArrival(ctx)?.date ?? ''),
    rule(at(7, 'Pt4Line21d_DateExpired[0]'), (ctx) => authorizedStayEnds(lastArrival(ctx))),
    textBox(box(7, 'Pt4Line22_PassportNumber[0]'), item('47'), (ctx) => travelDocument(ctx).passportNumber),
    textBox(box(7, 'Pt4Line23_TravelDocNumber[0]'), item('48'), (ctx) => travelDocument(ctx).travelDocumentNumber),
    textBox(box(7, 'Pt4Line24_CountryOfIssuance[0]'), item('49'), (ctx) => travelDocument(ctx).country),
    dateBox(at(7, 'Pt4Line25_ExpDate[0]'), (ctx) => travelDocument(ctx).expirationDate),
  );

  const employment = section(
    textBox(box(7, 'Pt4Line26_NameOfCompany[0]'), item('51.a'), currentEmployerName),
    addressBlock(
      addressLayout(I130, item('51.b'), 'value', {
        text: {
          street: ['Pt4Line26_StreetNumberName[0]', '51.b'],
          unitNumber: ['Pt4Line26_AptSteFlrNumber[0]', '51.c'],
          city: ['Pt4Line26_CityOrTown[0]', '51.d'],
          province: ['Pt4Line26_Province[0]', '51.g'],
          postalCode: ['Pt4Line26_PostalCode[0]', '51.h'],
          country: ['Pt4Line26_Country[0]', '51.i'],
        },
        units: ['Pt4Line26_Unit[0]', 'Pt4Line26_Unit[1]', 'Pt4Line26_Unit[2]'],
        state: 'Pt4Line26_State[0]',
        zip: 'Pt4Line26_ZipCode[0]',
      }),
      (ctx) => currentEmployment(ctx)?.address ?? null,
    ),
    dateBox(at(7, 'Pt4Line27_DateEmploymentBegan[0]'), (ctx) => currentEmployment(ctx)?.from ?? ''),
  );

  const inProceedings = section(
    yesNoBoxes(at(7, 'Pt4Line28_Yes[0]'), at(7, 'Pt4Line28_No[0]'), (ctx) => answer(ctx, 'BENEFICIARY_INFO', 'immiInDeportationProceedingsYesNo')),
    choiceBoxes(
      {
        removal: at(7, 'Pt4Line54_Removal[0]'),
        exclusion_deportation: at(7, 'Pt4Line54_Exclusion[0]'),
        rescission: at(7, 'Pt4Line54_Rescission[0]'),
        other_judicial: at(7, 'Pt4Line54_JudicialProceedings[0]'),
      },
      (ctx) => proceedings(ctx)?.type ?? '',
    ),
    textBox(box(7, 'Pt4Line55a_CityOrTown[0]'), item('55.a'), (ctx) => proceedings(ctx)?.city ?? ''),
    rule(at(7, 'Pt4Line55b_State[0]'), (ctx) => stateCode(proceedings(ctx)?.state)),
    dateBox(at(7, 'Pt4Line56_Date[0]'), (ctx) => proceedings(ctx)?.date ?? ''),
  );

  return section(entry, employment, inProceedings);
}
