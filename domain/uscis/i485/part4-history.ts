import { addressBlock, addressLayout, continued, dateBox, joinParts, periodWords, rule, section, textBox, toDate, yesNoBoxes, type AddressBoxNames, type Place, type Read, type FormTemplate, type Section } from '../blocks/index.ts';
import { addressLine } from '../../people/address.ts';
import { employmentHistory, UNEMPLOYED, type EmploymentPeriod } from '../../people/employment.ts';
import { lastEmploymentAbroad } from '../../people/immigration.ts';
import type { MappingContext } from '../types.ts';
import { applicant } from './answers.ts';

/** Form I-485 Part 4: earlier immigrant visa and green card applications, employment and school. */

export function part4(I485: FormTemplate): Section {
  const { at, box } = I485;
  const item = (page: number, number: string): Place => ({ page, part: 4, item: number });

  /** Items 1-6 (each Yes box is the template's [1], each No box [0]). */
  const earlierApplications = section(
    yesNoBoxes(at(8, 'Pt4Line1_YN[1]'), at(8, 'Pt4Line1_YN[0]'), (ctx) => applicant(ctx, 'immiAppliedForGcBefore')),
    textBox(box(8, 'Pt4Line2_CityTown[0]'), item(8, '2'), (ctx) => applicant(ctx, 'immiImmigrantVisaCity'), 'City or Town'),
    textBox(box(8, 'Pt4Line2_CityTownOfBirth[0]'), item(8, '2'), (ctx) => applicant(ctx, 'immiImmigrantVisaCountry'), 'Country'),
    textBox(box(8, 'Pt4Line3_Decision[0]'), item(8, '3'), (ctx) => applicant(ctx, 'immiImmigrantVisaDecision'), 'Decision'),
    dateBox(at(8, 'Pt4Line4_Date[0]'), (ctx) => applicant(ctx, 'immiImmigrantVisaDecisionDate')),
    yesNoBoxes(at(8, 'Pt4Line5_YN[1]'), at(8, 'Pt4Line5_YN[0]'), (ctx) => applicant(ctx, 'immiAppliedForGcBeforeInUs')),
    yesNoBoxes(at(8, 'Pt4Line6_YN[1]'), at(8, 'Pt4Line6_YN[0]'), (ctx) => applicant(ctx, 'immiLprRescindedEver')),
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
  const item7p8 = item(8, '7');
  const item7p9 = item(9, '7');

  /** An employer's address block on page 9, boxes named `${line}_StreetName[0]` (…Line…) and `${unit}_…`. */
  const employerAddress = (street: string, line: string, where: 'anywhere' | 'abroad' = 'anywhere'): AddressBoxNames => ({
    text: {
      street: `${street}_StreetName[0]`,
      unitNumber: `${line}_Number[0]`,
      city: `${line}_City[0]`,
      province: `${line}_Province[0]`,
      postalCode: `${line}_PostalCode[0]`,
      country: `${line}_Country[0]`,
    },
    units: [`${line}_Unit[0]`, `${line}_Unit[1]`, `${line}_Unit[2]`],
    ...(where === 'anywhere' ? { state: `${line}_State[0]`, zip: `${line}_ZipCode[0]` } : {}),
  });
  const EMPLOYER_ADDRESS = { block: 'Address of Employer, Company, or School' };

  /** Item 7: the current (or most recent) period in the boxes, every other one in Part 14. */
  const employment = section(
    textBox(box(8, 'Pt4Line7_EmployerName[0]'), item7p8, (ctx) => {
      const period = latest(ctx);
      return period ? periodKind(period) : '';
    }, 'Employer or School'),
    textBox(box(8, 'Pt4Line7_EmployerName[2]'), item7p8, (ctx) => latest(ctx)?.employer ?? '', 'Name of Employer, Company, or School'),
    textBox(box(8, 'Pt4Line7_EmployerName[1]'), item7p8, (ctx) => latest(ctx)?.occupation ?? '', 'Your Occupation'),
    addressBlock(addressLayout(I485, item7p9, EMPLOYER_ADDRESS, employerAddress('Part4Line7', 'P4Line7')), (ctx) => latest(ctx)?.address ?? null),
    dateBox(at(9, 'Pt4Line7_DateFrom[0]'), (ctx) => latest(ctx)?.from ?? ''),
    rule(at(9, 'Pt4Line7_DateTo[0]'), (ctx) => {
      const period = latest(ctx);
      return period ? toDate(period.to, period.current) : '';
    }),
    textBox(box(9, 'Part4Line7_StreetName[1]'), item7p9, (ctx) => {
      const period = latest(ctx);
      return period?.kind === 'unemployed' ? period.supportSource : '';
    }, 'Source of financial support'),
    continued((ctx) =>
      history(ctx)
        .slice(1)
        .map((period, index) => ({ ...item7p8, text: periodLine(period, index + 1) })),
    ),
  );

  const item8p9 = item(9, '8');
  const abroad = (ctx: MappingContext) => lastEmploymentAbroad(ctx);

  /**
   * Item 8: the last employer abroad, as the wizard asks it (even when listed in item 7). Its
   * "source of financial support" line is for a time without work, which an employer never is.
   */
  const employmentAbroad = section(
    textBox(box(9, 'Pt4Line8_EmployerName[0]'), item8p9, (ctx) => abroad(ctx)?.employer ?? '', 'Name of Employer, Company, or School'),
    textBox(box(9, 'Pt4Line8_Occupation[0]'), item8p9, (ctx) => abroad(ctx)?.occupation ?? '', 'Your Occupation'),
    // The wizard asks this address abroad without a state or ZIP code: those boxes stay blank.
    addressBlock(addressLayout(I485, item8p9, EMPLOYER_ADDRESS, employerAddress('P4Line8', 'P4Line8', 'abroad')), (ctx) => abroad(ctx)?.address ?? null),
    dateBox(at(9, 'Pt4Line8_DateFrom[0]'), (ctx) => abroad(ctx)?.from ?? ''),
    dateBox(at(9, 'Pt4Line8_DateTo[0]'), (ctx) => abroad(ctx)?.to ?? ''),
  );

  return section(earlierApplications, employment, employmentAbroad);
}
