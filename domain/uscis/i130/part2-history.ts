import { addressHistory, addressLine, type Address, type DatedAddress } from '../people/address.ts';
import { employerLabel, employmentHistory, withCurrentPeriod, type EmploymentPeriod } from '../people/employment.ts';
import { usDate } from '../format.ts';
import type { ContinuationEntry, MappingContext } from '../types.ts';
import { addressBoxes, dateBox, listRows, rule, section, textBox, periodWords, type Section } from './build.ts';
import { onPage } from './field-names.ts';

/** Form I-130 Part 2 items 12-15 (address history) and 42-49 (employment history) of the petitioner. */

const p2 = (name: string): string => onPage(2, name);
const p4 = (name: string): string => onPage(4, name);

const addressOf = (row: DatedAddress | undefined): Address | null => row ?? null;

/** "Physical Address 3: 12 Rue de Rivoli, Paris, 75001, France, from 01/15/2019 to 06/30/2020". */
export function addressEntry(where: Omit<ContinuationEntry, 'text'>, label: string, row: DatedAddress): ContinuationEntry {
  return { ...where, text: `${label}: ${addressLine(row)}, ${periodWords(row.from, row.to, row.current)}` };
}

/** "Employer 3: Acme Corp, 1 Main St, Chicago, IL 60601, United States, occupation Engineer, from … to …". */
export function employerEntry(where: Omit<ContinuationEntry, 'text'>, label: string, period: EmploymentPeriod): ContinuationEntry {
  const parts = [employerLabel(period), period.address ? addressLine(period.address) : '', period.occupation ? `occupation ${period.occupation}` : ''];
  const described = parts.filter((part) => part !== '').join(', ');
  return { ...where, text: `${label}: ${described}, ${periodWords(period.from, period.to, period.current)}` };
}

const currentHomeRow = (ctx: MappingContext): DatedAddress | undefined => addressHistory(ctx, 'p').find((row) => row.current);
const earlierHomes = (ctx: MappingContext): DatedAddress[] => addressHistory(ctx, 'p').filter((row) => !row.current);

// Physical Address 1 is the current home: the form prints PRESENT as its end.
const physicalAddress1 = section(
  addressBoxes(
    {
      page: 2,
      part: 2,
      street: { field: p2('Pt2Line12_StreetNumberName[0]'), item: '12.a', max: 34 },
      apt: p2('Pt2Line12_Unit[0]'),
      ste: p2('Pt2Line12_Unit[1]'),
      flr: p2('Pt2Line12_Unit[2]'),
      unitNumber: { field: p2('Pt2Line12_AptSteFlrNumber[0]'), item: '12.b', max: 6 },
      city: { field: p2('Pt2Line12_CityOrTown[0]'), item: '12.c', max: 20 },
      state: p2('Pt2Line12_State[0]'),
      zip: p2('Pt2Line12_ZipCode[0]'),
      province: { field: p2('Pt2Line12_Province[0]'), item: '12.f', max: 20 },
      postalCode: { field: p2('Pt2Line12_PostalCode[0]'), item: '12.g', max: 9 },
      country: { field: p2('Pt2Line12_Country[0]'), item: '12.h' },
    },
    (ctx) => addressOf(currentHomeRow(ctx)),
  ),
  dateBox(p2('Pt2Line13a_DateFrom[0]'), (ctx) => currentHomeRow(ctx)?.from ?? ''),
  rule(p2('Pt2Line13b_DateTo[0]'), (ctx) => (currentHomeRow(ctx) ? 'PRESENT' : '')),
);

const earlierAddresses = listRows(
  earlierHomes,
  [
    (row) =>
      section(
        addressBoxes(
          {
            page: 2,
            part: 2,
            street: { field: p2('Pt2Line14_StreetNumberName[0]'), item: '14.a', max: 34 },
            apt: p2('Pt2Line14_Unit[0]'),
            ste: p2('Pt2Line14_Unit[1]'),
            flr: p2('Pt2Line14_Unit[2]'),
            unitNumber: { field: p2('Pt2Line14_AptSteFlrNumber[0]'), item: '14.b', max: 6 },
            city: { field: p2('Pt2Line14_CityOrTown[0]'), item: '14.c', max: 20 },
            state: p2('Pt2Line14_State[0]'),
            zip: p2('Pt2Line14_ZipCode[0]'),
            province: { field: p2('Pt2Line14_Province[0]'), item: '14.f', max: 20 },
            postalCode: { field: p2('Pt2Line14_PostalCode[0]'), item: '14.g', max: 9 },
            country: { field: p2('Pt2Line14_Country[0]'), item: '14.h' },
          },
          (ctx) => addressOf(row(ctx)),
        ),
        dateBox(p2('Pt2Line15a_DateFrom[0]'), (ctx) => row(ctx)?.from ?? ''),
        dateBox(p2('Pt2Line15b_DateTo[0]'), (ctx) => row(ctx)?.to ?? ''),
      ),
  ],
  // The earlier homes are Physical Address 2 and on.
  (row, index) => addressEntry({ page: 2, part: 2, item: '14.a' }, `Physical Address ${index + 2}`, row),
);

const employers = listRows(
  (ctx: MappingContext) => withCurrentPeriod(employmentHistory(ctx, 'p')),
  [
    (row) =>
      section(
        textBox(p4('Pt2Line40_EmployerOrCompName[0]'), 34, { page: 4, part: 2, item: '42' }, (ctx) => {
          const period = row(ctx);
          return period ? employerLabel(period) : '';
        }),
        addressBoxes(
          {
            page: 4,
            part: 2,
            street: { field: p4('Pt2Line41_StreetNumberName[0]'), item: '43.a', max: 34 },
            apt: p4('Pt2Line41_Unit[0]'),
            ste: p4('Pt2Line41_Unit[1]'),
            flr: p4('Pt2Line41_Unit[2]'),
            unitNumber: { field: p4('Pt2Line41_AptSteFlrNumber[0]'), item: '43.b', max: 6 },
            city: { field: p4('Pt2Line41_CityOrTown[0]'), item: '43.c', max: 20 },
            state: p4('Pt2Line41_State[0]'),
            zip: p4('Pt2Line41_ZipCode[0]'),
            province: { field: p4('Pt2Line41_Province[0]'), item: '43.f', max: 20 },
            postalCode: { field: p4('Pt2Line41_PostalCode[0]'), item: '43.g', max: 9 },
            country: { field: p4('Pt2Line41_Country[0]'), item: '43.h', max: 29 },
          },
          (ctx) => row(ctx)?.address ?? null,
        ),
        rule(p4('Pt2Line42_Occupation[0]'), (ctx) => row(ctx)?.occupation ?? ''),
        dateBox(p4('Pt2Line43a_DateFrom[0]'), (ctx) => row(ctx)?.from ?? ''),
        // Employer 1 is the current employment: the form prints PRESENT as its end.
        rule(p4('Pt2Line43b_DateTo[0]'), (ctx) => (row(ctx)?.current ? 'PRESENT' : '')),
      ),
    (row) =>
      section(
        textBox(p4('Pt2Line44_EmployerOrOrgName[0]'), 34, { page: 4, part: 2, item: '46' }, (ctx) => {
          const period = row(ctx);
          return period ? employerLabel(period) : '';
        }),
        addressBoxes(
          {
            page: 4,
            part: 2,
            street: { field: p4('Pt2Line45_StreetNumberName[0]'), item: '47.a', max: 34 },
            apt: p4('Pt2Line45_Unit[0]'),
            ste: p4('Pt2Line45_Unit[1]'),
            flr: p4('Pt2Line45_Unit[2]'),
            unitNumber: { field: p4('Pt2Line45_AptSteFlrNumber[0]'), item: '47.b', max: 6 },
            city: { field: p4('Pt2Line45_CityOrTown[0]'), item: '47.c', max: 20 },
            state: p4('Pt2Line45_State[0]'),
            zip: p4('Pt2Line45_ZipCode[0]'),
            province: { field: p4('Pt2Line45_Province[0]'), item: '47.f', max: 20 },
            postalCode: { field: p4('Pt2Line45_PostalCode[0]'), item: '47.g', max: 9 },
            country: { field: p4('Pt2Line45_Country[0]'), item: '47.h' },
          },
          (ctx) => row(ctx)?.address ?? null,
        ),
        rule(p4('Pt2Line46_Occupation[0]'), (ctx) => row(ctx)?.occupation ?? ''),
        dateBox(p4('Pt2Line47a_DateFrom[0]'), (ctx) => row(ctx)?.from ?? ''),
        rule(p4('Pt2Line47b_DateTo[0]'), (ctx) => {
          const period = row(ctx);
          return period?.current ? 'PRESENT' : usDate(period?.to ?? '');
        }),
      ),
  ],
  (period, index) => employerEntry({ page: 4, part: 2, item: '46' }, `Employer ${index + 1}`, period),
);

export const petitionerHistory: Section = section(physicalAddress1, earlierAddresses, employers);
