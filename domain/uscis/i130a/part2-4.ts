import { addressBlock, addressLayout, answerOf, continued, dateBox, employerEntry, listRows, rule, section, textBox, type AddressBoxNames, type Place, type Section } from '../blocks/index.ts';
import { usDate } from '../format.ts';
import { employerLabel, employmentHistory, withCurrentPeriod, type EmploymentPeriod } from '../../people/employment.ts';
import { everWorkedAbroad, lastEmploymentAbroad } from '../../people/immigration.ts';
import { phoneDigits } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130A Parts 2-4: employment in the last five years, the last employment abroad, contact. */

export function spouseBeneficiaryParts2to4(I130A: FormTemplate): Section {
  const { at, box } = I130A;
  const item = (page: number, part: number, number: string): Place => ({ page, part, item: number });

  /** An employer's address block: its boxes named by the letter of their item (`${lettered}c_CityOrTown`), or all alike (`${line}_CityOrTown`). */
  function employerAddress(number: string, line: string, lettered: boolean, where: 'anywhere' | 'abroad' = 'anywhere'): AddressBoxNames {
    const name = (letter: string, box: string) => (lettered ? `${line}${letter}_${box}[0]` : `${line}_${box}[0]`);
    const unit = lettered ? `${line}b_Unit` : `${line}_Unit`;
    return {
      text: {
        street: [name('a', 'StreetNumberName'), `${number}.a`],
        unitNumber: [name('b', 'AptSteFlrNumber'), `${number}.b`],
        city: [name('c', 'CityOrTown'), `${number}.c`],
        province: [name('f', 'Province'), `${number}.f`],
        postalCode: [name('g', 'PostalCode'), `${number}.g`],
        country: [name('h', 'Country'), `${number}.h`],
      },
      units: [`${unit}[0]`, `${unit}[1]`, `${unit}[2]`],
      ...(where === 'anywhere' ? { state: name('d', 'State'), zip: name('e', 'ZipCode') } : {}),
    };
  }

  const employerName = (row: (ctx: MappingContext) => EmploymentPeriod | undefined) => (ctx: MappingContext) => {
    const period = row(ctx);
    return period ? employerLabel(period) : '';
  };

  const employers = listRows(
    (ctx: MappingContext) => withCurrentPeriod(employmentHistory(ctx, 'b')),
    [
      (row) =>
        section(
          textBox(box(2, 'Pt2Line1_EmployerOrCompName[0]'), item(2, 2, '1'), employerName(row)),
          addressBlock(addressLayout(I130A, item(2, 2, '2.a'), 'value', employerAddress('2', 'Pt2Line2', true)), (ctx) => row(ctx)?.address ?? null),
          textBox(box(2, 'Pt2Line3_Occupation[0]'), item(2, 2, '3'), (ctx) => row(ctx)?.occupation ?? ''),
          dateBox(at(2, 'Pt2Line4a_DateFrom[0]'), (ctx) => row(ctx)?.from ?? ''),
          // Employer 1 is the current employment: the form prints PRESENT as its end.
          rule(at(2, 'Pt2Line4b_DateTo[0]'), (ctx) => (row(ctx)?.current ? 'PRESENT' : '')),
        ),
      (row) =>
        section(
          textBox(box(2, 'Pt2Line5_EmployerOrCompName[0]'), item(2, 2, '5'), employerName(row)),
          addressBlock(addressLayout(I130A, item(2, 2, '6.a'), 'value', employerAddress('6', 'Pt2Line6', false)), (ctx) => row(ctx)?.address ?? null),
          textBox(box(3, 'Pt2Line7_Occupation[0]'), item(3, 2, '7'), (ctx) => row(ctx)?.occupation ?? ''),
          dateBox(at(3, 'Pt2Line8a_DateFrom[0]'), (ctx) => row(ctx)?.from ?? ''),
          rule(at(3, 'Pt2Line8b_DateTo[0]'), (ctx) => {
            const period = row(ctx);
            return period?.current ? 'PRESENT' : usDate(period?.to ?? '');
          }),
        ),
    ],
    (period, index) => employerEntry(item(2, 2, '5'), `Employer ${index + 1}`, period),
  );

  /**
   * Part 3: the last employment outside the United States; a beneficiary who never worked abroad
   * says so in the Additional Information part, as the form instructs.
   */
  const employmentAbroad = section(
    textBox(box(3, 'Pt3Line1_EmployerOrCompName[0]'), item(3, 3, '1'), (ctx) => lastEmploymentAbroad(ctx)?.employer ?? ''),
    // The wizard asks this address abroad without a state or ZIP code: items 2.d and 2.e stay blank.
    addressBlock(addressLayout(I130A, item(3, 3, '2.a'), 'value', employerAddress('2', 'Pt3Line2', true, 'abroad')), (ctx) => lastEmploymentAbroad(ctx)?.address ?? null),
    textBox(box(3, 'Pt3Line3_Occupation[0]'), item(3, 3, '3'), (ctx) => lastEmploymentAbroad(ctx)?.occupation ?? ''),
    dateBox(at(3, 'Pt3Line4a_DateFrom[0]'), (ctx) => lastEmploymentAbroad(ctx)?.from ?? ''),
    dateBox(at(3, 'Pt3Line4b_DateTo[0]'), (ctx) => lastEmploymentAbroad(ctx)?.to ?? ''),
    continued((ctx) => (everWorkedAbroad(ctx) === 'no' ? [{ ...item(3, 3, '1'), text: 'I have never worked outside the United States.' }] : [])),
  );

  const contact = section(
    textBox(box(3, 'Pt4Line3_DaytimePhoneNumber1[0]'), item(3, 4, '3'), (ctx) => phoneDigits(answerOf('BENEFICIARY_INFO', 'bPhone')(ctx))),
    textBox(box(3, 'Pt4Line4_MobileNumber1[0]'), item(3, 4, '4'), (ctx) => phoneDigits(answerOf('BENEFICIARY_INFO', 'bMobilePhone')(ctx))),
    textBox(box(3, 'Pt4Line5_Email[0]'), item(3, 4, '5'), answerOf('BENEFICIARY_INFO', 'bEmail')),
  );

  return section(employers, employmentAbroad, contact);
}
