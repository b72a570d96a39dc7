import { addressBlock, addressLayout, combBox, continued, dateBox, periodWords, section, yesNoBoxes, type FormTemplate, type Section } from '../blocks/index.ts';
import { digitsOnly } from '../format.ts';
import { addressHistory, addressLine, currentHome, currentHomeInCareOf, currentHomeSince, mailingAddress, type DatedAddress } from '../../people/address.ts';
import { lastHomeAbroad } from '../../people/immigration.ts';
import { consentsToSsa, ssaIssuedCard, wantsSsaCard } from '../../people/social-security.ts';
import type { MappingContext } from '../types.ts';
import { applicant } from './answers.ts';

/** Form I-485 Part 1 items 18-19: addresses of the last five years and the Social Security number. */

export function part1Addresses(I485: FormTemplate): Section {
  const { at } = I485;
  const item18p3 = { page: 3, part: 1, item: '18' };
  const item18p4 = { page: 4, part: 1, item: '18' };

  const livesAtMailingAddress = (ctx: MappingContext) => applicant(ctx, 'bMailingSameAsPhysical');

  /**
   * The U.S. home. Its In Care Of box takes the mailing address's c/o name when the applicant lives
   * at the mailing address, else the one given for the home apart from it.
   */
  const physicalAddress = section(
    addressBlock(
      addressLayout(I485, item18p3, { block: 'Current U.S. Physical Address' }, {
        text: {
          inCareOf: 'Part1_Item18_InCareOfName[0]',
          street: 'Pt1Line18_StreetNumberName[0]',
          unitNumber: 'Pt1Line18US_AptSteFlrNumber[0]',
          city: 'Pt1Line18_CityOrTown[0]',
        },
        units: ['Pt1Line18US_Unit[2]', 'Pt1Line18US_Unit[0]', 'Pt1Line18US_Unit[1]'],
        state: 'Pt1Line18_State[0]',
        zip: 'Pt1Line18_ZipCode[0]',
      }),
      (ctx) => {
        const home = currentHome(ctx, 'b');
        return home ? { ...home, inCareOf: currentHomeInCareOf(ctx, 'b') } : null;
      },
    ),
    dateBox(at(3, 'Pt1Line18_Date[0]'), (ctx) => currentHomeSince(ctx, 'b')),
    yesNoBoxes(at(3, 'Pt1Line18_YN[0]'), at(3, 'Pt1Line18_YN[1]'), livesAtMailingAddress),
  );

  /** The mailing address, printed only when the applicant does not live there. */
  const separateMailingAddress = addressBlock(
    addressLayout(I485, item18p3, { block: 'Current Mailing Address' }, {
      text: {
        inCareOf: 'Pt1Line18_CurrentInCareOfName[0]',
        street: 'Pt1Line18_CurrentStreetNumberName[0]',
        unitNumber: 'Pt1Line18_CurrentAptSteFlrNumber[0]',
        city: 'Pt1Line18_CurrentCityOrTown[0]',
      },
      units: ['Pt1Line18_CurrentUnit[0]', 'Pt1Line18_CurrentUnit[1]', 'Pt1Line18_CurrentUnit[2]'],
      state: 'Pt1Line18_CurrentState[0]',
      zip: 'Pt1Line18_CurrentZipCode[0]',
    }),
    (ctx) => (livesAtMailingAddress(ctx) === 'no' ? mailingAddress(ctx, 'b') : null),
  );

  /** The homes before the current one, the most recent first. */
  const priorHomes = (ctx: MappingContext): DatedAddress[] => addressHistory(ctx, 'b').filter((home) => !home.current);

  /** "Have you resided at your current address for at least 5 years?": the wizard asks the opposite. */
  function atCurrentAddressFiveYears(ctx: MappingContext): string {
    const otherAddresses = applicant(ctx, 'bHasPreviousAddresses');
    return otherAddresses === 'no' ? 'yes' : otherAddresses === 'yes' ? 'no' : '';
  }

  /** The prior address the form has room for (the most recent); the others continue in Part 14. */
  const priorAddresses = section(
    yesNoBoxes(at(4, 'Pt1Line18_last5yrs_YN[0]'), at(4, 'Pt1Line18_last5yrs_YN[1]'), atCurrentAddressFiveYears),
    addressBlock(
      addressLayout(I485, item18p4, { block: 'Prior Address' }, {
        text: {
          inCareOf: 'Pt1Line18_PriorInCareOfName[0]',
          street: 'Pt1Line18_PriorStreetName[0]',
          unitNumber: 'Pt1Line18_PriorAddress_Number[0]',
          city: 'Pt1Line18_PriorCity[0]',
          province: 'Pt1Line18_PriorProvince[0]',
          postalCode: 'Pt1Line18_PriorPostalCode[0]',
          country: 'Pt1Line18_PriorCountry[0]',
        },
        units: ['Pt1Line18_PriorAddress_Unit[0]', 'Pt1Line18_PriorAddress_Unit[1]', 'Pt1Line18_PriorAddress_Unit[2]'],
        state: 'Pt1Line18_PriorState[0]',
        zip: 'Pt1Line18_PriorZipCode[0]',
      }),
      (ctx) => priorHomes(ctx)[0] ?? null,
    ),
    dateBox(at(4, 'Pt1Line18_PriorDateFrom[0]'), (ctx) => priorHomes(ctx)[0]?.from ?? ''),
    dateBox(at(4, 'Pt1Line18PriorDateTo[0]'), (ctx) => priorHomes(ctx)[0]?.to ?? ''),
    continued((ctx) =>
      priorHomes(ctx)
        .slice(1)
        .map((home, index) => ({
          ...item18p4,
          text: `Prior Address ${index + 2}: ${home.inCareOf ? `in care of ${home.inCareOf}, ` : ''}${addressLine(home)}; Dates of Residence: ${periodWords(home.from, home.to, home.current)}`,
        })),
    ),
  );

  /** The last home abroad of more than a year, as the wizard asks it (even when listed above). */
  const homeAbroad = section(
    addressBlock(
      addressLayout(I485, item18p4, { block: 'Most Recent Address Outside the United States' }, {
        text: {
          street: 'Pt1Line18_RecentStreetName[0]',
          unitNumber: 'Pt1Line18_RecentNumber[0]',
          city: 'Pt1Line18_RecentCity[0]',
          province: 'Pt1Line18_RecentProvince[0]',
          postalCode: 'Pt1Line18_RecentPostalCode[0]',
          country: 'Pt1Line18_RecentCountry[0]',
        },
        units: ['Pt1Line18_RecentUnit[0]', 'Pt1Line18_RecentUnit[1]', 'Pt1Line18_RecentUnit[2]'],
        // The wizard asks this home abroad without a state or ZIP code: those boxes stay blank.
      }),
      (ctx) => lastHomeAbroad(ctx)?.address ?? null,
    ),
    dateBox(at(4, 'Pt1Line18_RecentDateFrom[0]'), (ctx) => lastHomeAbroad(ctx)?.from ?? ''),
    dateBox(at(4, 'Pt1Line18_RecentDateTo[0]'), (ctx) => lastHomeAbroad(ctx)?.to ?? ''),
  );

  // Item 19: the Social Security card.
  const socialSecurity = section(
    yesNoBoxes(at(4, 'Pt1Line19_YN[1]'), at(4, 'Pt1Line19_YN[0]'), ssaIssuedCard),
    combBox(at(4, 'Pt1Line19_SSN[0]'), 9, (ctx) => digitsOnly(applicant(ctx, 'bSsn'))),
    yesNoBoxes(at(4, 'Pt1Line19_SSA_YN[0]'), at(4, 'Pt1Line19_SSA_YN[1]'), wantsSsaCard),
    yesNoBoxes(at(4, 'Pt1Line19_Consent_YN[0]'), at(4, 'Pt1Line19_Consent_YN[1]'), consentsToSsa),
  );

  return section(physicalAddress, separateMailingAddress, priorAddresses, homeAbroad, socialSecurity);
}
