import { usDate } from '../format.ts';
import { employerLabel, employmentHistory, withCurrentPeriod } from '../people/employment.ts';
import { everWorkedAbroad, lastEmploymentAbroad } from '../people/immigration.ts';
import { phoneDigits } from '../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import { addressBoxes, continued, dateBox, listRows, rule, section, textBox, type Section } from '../i130/build.ts';
import { onPage } from '../i130/field-names.ts';
import { employerEntry } from '../i130/part2-history.ts';
import { beneficiaryText } from './part1.ts';

/** Form I-130A Parts 2-4: employment in the last five years, the last employment abroad, contact. */

const p2 = (name: string): string => onPage(2, name);
const p3 = (name: string): string => onPage(3, name);

const employers = listRows(
  (ctx: MappingContext) => withCurrentPeriod(employmentHistory(ctx, 'b')),
  [
    (row) =>
      section(
        textBox(p2('Pt2Line1_EmployerOrCompName[0]'), 34, { page: 2, part: 2, item: '1' }, (ctx) => {
          const period = row(ctx);
          return period ? employerLabel(period) : '';
        }),
        addressBoxes(
          {
            page: 2,
            part: 2,
            street: { field: p2('Pt2Line2a_StreetNumberName[0]'), item: '2.a', max: 34 },
            apt: p2('Pt2Line2b_Unit[0]'),
            ste: p2('Pt2Line2b_Unit[1]'),
            flr: p2('Pt2Line2b_Unit[2]'),
            unitNumber: { field: p2('Pt2Line2b_AptSteFlrNumber[0]'), item: '2.b', max: 6 },
            city: { field: p2('Pt2Line2c_CityOrTown[0]'), item: '2.c', max: 20 },
            state: p2('Pt2Line2d_State[0]'),
            zip: p2('Pt2Line2e_ZipCode[0]'),
            province: { field: p2('Pt2Line2f_Province[0]'), item: '2.f', max: 20 },
            postalCode: { field: p2('Pt2Line2g_PostalCode[0]'), item: '2.g', max: 9 },
            country: { field: p2('Pt2Line2h_Country[0]'), item: '2.h' },
          },
          (ctx) => row(ctx)?.address ?? null,
        ),
        rule(p2('Pt2Line3_Occupation[0]'), (ctx) => row(ctx)?.occupation ?? ''),
        dateBox(p2('Pt2Line4a_DateFrom[0]'), (ctx) => row(ctx)?.from ?? ''),
        // Employer 1 is the current employment: the form prints PRESENT as its end.
        rule(p2('Pt2Line4b_DateTo[0]'), (ctx) => (row(ctx)?.current ? 'PRESENT' : '')),
      ),
    (row) =>
      section(
        textBox(p2('Pt2Line5_EmployerOrCompName[0]'), 34, { page: 2, part: 2, item: '5' }, (ctx) => {
          const period = row(ctx);
          return period ? employerLabel(period) : '';
        }),
        addressBoxes(
          {
            page: 2,
            part: 2,
            street: { field: p2('Pt2Line6_StreetNumberName[0]'), item: '6.a', max: 34 },
            apt: p2('Pt2Line6_Unit[0]'),
            ste: p2('Pt2Line6_Unit[1]'),
            flr: p2('Pt2Line6_Unit[2]'),
            unitNumber: { field: p2('Pt2Line6_AptSteFlrNumber[0]'), item: '6.b', max: 6 },
            city: { field: p2('Pt2Line6_CityOrTown[0]'), item: '6.c', max: 20 },
            state: p2('Pt2Line6_State[0]'),
            zip: p2('Pt2Line6_ZipCode[0]'),
            province: { field: p2('Pt2Line6_Province[0]'), item: '6.f', max: 20 },
            postalCode: { field: p2('Pt2Line6_PostalCode[0]'), item: '6.g', max: 9 },
            country: { field: p2('Pt2Line6_Country[0]'), item: '6.h' },
          },
          (ctx) => row(ctx)?.address ?? null,
        ),
        rule(p3('Pt2Line7_Occupation[0]'), (ctx) => row(ctx)?.occupation ?? ''),
        dateBox(p3('Pt2Line8a_DateFrom[0]'), (ctx) => row(ctx)?.from ?? ''),
        rule(p3('Pt2Line8b_DateTo[0]'), (ctx) => {
          const period = row(ctx);
          return period?.current ? 'PRESENT' : usDate(period?.to ?? '');
        }),
      ),
  ],
  (period, index) => employerEntry({ page: 2, part: 2, item: '5' }, `Employer ${index + 1}`, period),
);

/**
 * Part 3: the last employment outside the United States; a beneficiary who never worked abroad
 * says so in the Additional Information part, as the form instructs.
 */
const employmentAbroad = section(
  textBox(p3('Pt3Line1_EmployerOrCompName[0]'), 34, { page: 3, part: 3, item: '1' }, (ctx) => lastEmploymentAbroad(ctx)?.employer ?? ''),
  addressBoxes(
    {
      page: 3,
      part: 3,
      street: { field: p3('Pt3Line2a_StreetNumberName[0]'), item: '2.a', max: 34 },
      apt: p3('Pt3Line2b_Unit[0]'),
      ste: p3('Pt3Line2b_Unit[1]'),
      flr: p3('Pt3Line2b_Unit[2]'),
      unitNumber: { field: p3('Pt3Line2b_AptSteFlrNumber[0]'), item: '2.b', max: 6 },
      city: { field: p3('Pt3Line2c_CityOrTown[0]'), item: '2.c', max: 20 },
      // The wizard asks this address abroad without a state or ZIP code: items 2.d and 2.e stay blank.
      province: { field: p3('Pt3Line2f_Province[0]'), item: '2.f', max: 20 },
      postalCode: { field: p3('Pt3Line2g_PostalCode[0]'), item: '2.g', max: 9 },
      country: { field: p3('Pt3Line2h_Country[0]'), item: '2.h' },
    },
    (ctx) => lastEmploymentAbroad(ctx)?.address ?? null,
  ),
  rule(p3('Pt3Line3_Occupation[0]'), (ctx) => lastEmploymentAbroad(ctx)?.occupation ?? ''),
  dateBox(p3('Pt3Line4a_DateFrom[0]'), (ctx) => lastEmploymentAbroad(ctx)?.from ?? ''),
  dateBox(p3('Pt3Line4b_DateTo[0]'), (ctx) => lastEmploymentAbroad(ctx)?.to ?? ''),
  continued((ctx) =>
    everWorkedAbroad(ctx) === 'no'
      ? [{ page: 3, part: 3, item: '1', text: 'I have never worked outside the United States.' }]
      : [],
  ),
);

const contact = section(
  textBox(p3('Pt4Line3_DaytimePhoneNumber1[0]'), 13, { page: 3, part: 4, item: '3' }, (ctx) => phoneDigits(beneficiaryText(ctx, 'bPhone'))),
  textBox(p3('Pt4Line4_MobileNumber1[0]'), 13, { page: 3, part: 4, item: '4' }, (ctx) =>
    phoneDigits(beneficiaryText(ctx, 'bMobilePhone')),
  ),
  textBox(p3('Pt4Line5_Email[0]'), 38, { page: 3, part: 4, item: '5' }, (ctx) => beneficiaryText(ctx, 'bEmail')),
);

export const spouseBeneficiaryParts2to4: Section = section(employers, employmentAbroad, contact);
