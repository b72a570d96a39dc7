import { addressBlock, addressEntry, addressLayout, dateBox, employerEntry, listRows, rule, section, textBox, type Section } from '../blocks/index.ts';
import { usDate } from '../format.ts';
import { addressHistory, type DatedAddress } from '../../people/address.ts';
import { employerLabel, employmentHistory, withCurrentPeriod, type EmploymentPeriod } from '../../people/employment.ts';
import type { MappingContext } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130 Part 2 items 12-15 (address history) and 42-49 (employment history) of the petitioner. */

export function petitionerHistory(I130: FormTemplate): Section {
  const { at, box } = I130;

  const currentHomeRow = (ctx: MappingContext): DatedAddress | undefined => addressHistory(ctx, 'p').find((row) => row.current);
  const earlierHomes = (ctx: MappingContext): DatedAddress[] => addressHistory(ctx, 'p').filter((row) => !row.current);

  /** An address block of Part 2 whose boxes are named `${line}_StreetNumberName[0]` … and numbered item.a to item.h. */
  const block = (page: number, line: string, number: string) =>
    addressLayout(I130, { page, part: 2, item: `${number}.a` }, 'value', {
      text: {
        street: [`${line}_StreetNumberName[0]`, `${number}.a`],
        unitNumber: [`${line}_AptSteFlrNumber[0]`, `${number}.b`],
        city: [`${line}_CityOrTown[0]`, `${number}.c`],
        province: [`${line}_Province[0]`, `${number}.f`],
        postalCode: [`${line}_PostalCode[0]`, `${number}.g`],
        country: [`${line}_Country[0]`, `${number}.h`],
      },
      units: [`${line}_Unit[0]`, `${line}_Unit[1]`, `${line}_Unit[2]`],
      state: `${line}_State[0]`,
      zip: `${line}_ZipCode[0]`,
    });

  // Physical Address 1 is the current home: the form prints PRESENT as its end.
  const physicalAddress1 = section(
    addressBlock(block(2, 'Pt2Line12', '12'), (ctx) => currentHomeRow(ctx) ?? null),
    dateBox(at(2, 'Pt2Line13a_DateFrom[0]'), (ctx) => currentHomeRow(ctx)?.from ?? ''),
    rule(at(2, 'Pt2Line13b_DateTo[0]'), (ctx) => (currentHomeRow(ctx) ? 'PRESENT' : '')),
  );

  const earlierAddresses = listRows(
    earlierHomes,
    [
      (row) =>
        section(
          addressBlock(block(2, 'Pt2Line14', '14'), (ctx) => row(ctx) ?? null),
          dateBox(at(2, 'Pt2Line15a_DateFrom[0]'), (ctx) => row(ctx)?.from ?? ''),
          dateBox(at(2, 'Pt2Line15b_DateTo[0]'), (ctx) => row(ctx)?.to ?? ''),
        ),
    ],
    // The earlier homes are Physical Address 2 and on.
    (row, index) => addressEntry({ page: 2, part: 2, item: '14.a' }, `Physical Address ${index + 2}`, row),
  );

  const employerName = (row: (ctx: MappingContext) => EmploymentPeriod | undefined) => (ctx: MappingContext) => {
    const period = row(ctx);
    return period ? employerLabel(period) : '';
  };

  const employers = listRows(
    (ctx: MappingContext) => withCurrentPeriod(employmentHistory(ctx, 'p')),
    [
      (row) =>
        section(
          textBox(box(4, 'Pt2Line40_EmployerOrCompName[0]'), { page: 4, part: 2, item: '42' }, employerName(row)),
          addressBlock(block(4, 'Pt2Line41', '43'), (ctx) => row(ctx)?.address ?? null),
          textBox(box(4, 'Pt2Line42_Occupation[0]'), { page: 4, part: 2, item: '44' }, (ctx) => row(ctx)?.occupation ?? ''),
          dateBox(at(4, 'Pt2Line43a_DateFrom[0]'), (ctx) => row(ctx)?.from ?? ''),
          // Employer 1 is the current employment: the form prints PRESENT as its end.
          rule(at(4, 'Pt2Line43b_DateTo[0]'), (ctx) => (row(ctx)?.current ? 'PRESENT' : '')),
        ),
      (row) =>
        section(
          textBox(box(4, 'Pt2Line44_EmployerOrOrgName[0]'), { page: 4, part: 2, item: '46' }, employerName(row)),
          addressBlock(block(4, 'Pt2Line45', '47'), (ctx) => row(ctx)?.address ?? null),
          textBox(box(4, 'Pt2Line46_Occupation[0]'), { page: 4, part: 2, item: '48' }, (ctx) => row(ctx)?.occupation ?? ''),
          dateBox(at(4, 'Pt2Line47a_DateFrom[0]'), (ctx) => row(ctx)?.from ?? ''),
          rule(at(4, 'Pt2Line47b_DateTo[0]'), (ctx) => {
            const period = row(ctx);
            return period?.current ? 'PRESENT' : usDate(period?.to ?? '');
          }),
        ),
    ],
    (period, index) => employerEntry({ page: 4, part: 2, item: '46' }, `Employer ${index + 1}`, period),
  );

  return section(physicalAddress1, earlierAddresses, employers);
}
