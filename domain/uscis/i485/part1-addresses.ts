import { digitsOnly } from '../format.ts';
import { addressHistory, addressLine, currentHome, currentHomeInCareOf, currentHomeSince, mailingAddress, type DatedAddress } from '../people/address.ts';
import { lastHomeAbroad } from '../people/immigration.ts';
import { yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { addressBoxes } from './address-boxes.ts';
import { applicant } from './answers.ts';
import { continued, dateBox, fitted, onPage, periodWords, rule, section, yesNoBoxes, type Section } from './build.ts';

/** Form I-485 Part 1 items 18-19: addresses of the last five years and the Social Security number. */

const p3 = (name: string): string => onPage(3, name);
const p4 = (name: string): string => onPage(4, name);
const item18p3 = { page: 3, part: 1, item: '18' };
const item18p4 = { page: 4, part: 1, item: '18' };

const livesAtMailingAddress = (ctx: MappingContext): string => yesNo(applicant(ctx, 'bMailingSameAsPhysical'));

/**
 * The U.S. home. Its In Care Of box takes the mailing address's c/o name when the applicant lives
 * at the mailing address, else the one given for the home apart from it.
 */
const physicalAddress = section(
  fitted(p3('Part1_Item18_InCareOfName[0]'), 34, item18p3, 'Current U.S. Physical Address, In Care Of Name', (ctx) => currentHomeInCareOf(ctx, 'b')),
  addressBoxes(
    {
      street: { field: p3('Pt1Line18_StreetNumberName[0]'), max: 34 },
      apt: p3('Pt1Line18US_Unit[2]'),
      ste: p3('Pt1Line18US_Unit[0]'),
      flr: p3('Pt1Line18US_Unit[1]'),
      unitNumber: { field: p3('Pt1Line18US_AptSteFlrNumber[0]'), max: 6 },
      city: { field: p3('Pt1Line18_CityOrTown[0]'), max: 20 },
      state: p3('Pt1Line18_State[0]'),
      zip: p3('Pt1Line18_ZipCode[0]'),
    },
    item18p3,
    'Current U.S. Physical Address',
    (ctx) => currentHome(ctx, 'b'),
  ),
  dateBox(p3('Pt1Line18_Date[0]'), (ctx) => currentHomeSince(ctx, 'b')),
  yesNoBoxes(p3('Pt1Line18_YN[0]'), p3('Pt1Line18_YN[1]'), livesAtMailingAddress),
);

/** The mailing address, printed only when the applicant does not live there. */
const mailingApart = (ctx: MappingContext) => (livesAtMailingAddress(ctx) === 'no' ? mailingAddress(ctx, 'b') : null);

const separateMailingAddress = section(
  fitted(p3('Pt1Line18_CurrentInCareOfName[0]'), 34, item18p3, 'Current Mailing Address, In Care Of Name', (ctx) => mailingApart(ctx)?.inCareOf ?? ''),
  addressBoxes(
    {
      street: { field: p3('Pt1Line18_CurrentStreetNumberName[0]'), max: 34 },
      apt: p3('Pt1Line18_CurrentUnit[0]'),
      ste: p3('Pt1Line18_CurrentUnit[1]'),
      flr: p3('Pt1Line18_CurrentUnit[2]'),
      unitNumber: { field: p3('Pt1Line18_CurrentAptSteFlrNumber[0]'), max: 6 },
      city: { field: p3('Pt1Line18_CurrentCityOrTown[0]'), max: 20 },
      state: p3('Pt1Line18_CurrentState[0]'),
      zip: p3('Pt1Line18_CurrentZipCode[0]'),
    },
    item18p3,
    'Current Mailing Address',
    mailingApart,
  ),
);

/** The homes before the current one, the most recent first. */
const priorHomes = (ctx: MappingContext): DatedAddress[] => addressHistory(ctx, 'b').filter((home) => !home.current);

/** "Have you resided at your current address for at least 5 years?": the wizard asks the opposite. */
function atCurrentAddressFiveYears(ctx: MappingContext): string {
  const otherAddresses = yesNo(applicant(ctx, 'bHasPreviousAddresses'));
  return otherAddresses === 'no' ? 'yes' : otherAddresses === 'yes' ? 'no' : '';
}

const priorAddressBoxes = {
  street: { field: p4('Pt1Line18_PriorStreetName[0]'), max: 34 },
  apt: p4('Pt1Line18_PriorAddress_Unit[0]'),
  ste: p4('Pt1Line18_PriorAddress_Unit[1]'),
  flr: p4('Pt1Line18_PriorAddress_Unit[2]'),
  unitNumber: { field: p4('Pt1Line18_PriorAddress_Number[0]'), max: 6 },
  city: { field: p4('Pt1Line18_PriorCity[0]'), max: 28 },
  state: p4('Pt1Line18_PriorState[0]'),
  zip: p4('Pt1Line18_PriorZipCode[0]'),
  province: { field: p4('Pt1Line18_PriorProvince[0]'), max: 20 },
  postalCode: { field: p4('Pt1Line18_PriorPostalCode[0]'), max: 9 },
  country: p4('Pt1Line18_PriorCountry[0]'),
};

/** The prior address the form has room for (the most recent); the others continue in Part 14. */
const priorAddresses = section(
  yesNoBoxes(p4('Pt1Line18_last5yrs_YN[0]'), p4('Pt1Line18_last5yrs_YN[1]'), atCurrentAddressFiveYears),
  fitted(p4('Pt1Line18_PriorInCareOfName[0]'), 34, item18p4, 'Prior Address, In Care Of Name', (ctx) => priorHomes(ctx)[0]?.inCareOf ?? ''),
  addressBoxes(priorAddressBoxes, item18p4, 'Prior Address', (ctx) => priorHomes(ctx)[0] ?? null),
  dateBox(p4('Pt1Line18_PriorDateFrom[0]'), (ctx) => priorHomes(ctx)[0]?.from ?? ''),
  dateBox(p4('Pt1Line18PriorDateTo[0]'), (ctx) => priorHomes(ctx)[0]?.to ?? ''),
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
  addressBoxes(
    {
      street: { field: p4('Pt1Line18_RecentStreetName[0]'), max: 34 },
      apt: p4('Pt1Line18_RecentUnit[0]'),
      ste: p4('Pt1Line18_RecentUnit[1]'),
      flr: p4('Pt1Line18_RecentUnit[2]'),
      unitNumber: { field: p4('Pt1Line18_RecentNumber[0]'), max: 6 },
      city: { field: p4('Pt1Line18_RecentCity[0]'), max: 28 },
      // The wizard asks this home abroad without a state or ZIP code: those boxes stay blank.
      province: { field: p4('Pt1Line18_RecentProvince[0]'), max: 20 },
      postalCode: { field: p4('Pt1Line18_RecentPostalCode[0]'), max: 9 },
      country: p4('Pt1Line18_RecentCountry[0]'),
    },
    item18p4,
    'Most Recent Address Outside the United States',
    (ctx) => lastHomeAbroad(ctx)?.address ?? null,
  ),
  dateBox(p4('Pt1Line18_RecentDateFrom[0]'), (ctx) => lastHomeAbroad(ctx)?.from ?? ''),
  dateBox(p4('Pt1Line18_RecentDateTo[0]'), (ctx) => lastHomeAbroad(ctx)?.to ?? ''),
);

/** Item 19: a card was issued when the applicant gave a Social Security number; "No" once the identification step is answered. */
function ssaIssuedCard(ctx: MappingContext): string {
  if (applicant(ctx, 'bSsn') !== '') return 'yes';
  return applicant(ctx, 'aNumberHasMany') !== '' ? 'no' : '';
}

/** Item 19: a new card, and the consent to disclose, asked only of an applicant who wants one ("you must also answer Yes"). */
const wantsCard = (ctx: MappingContext): string => yesNo(applicant(ctx, 'bSsaWantsCard'));
const consents = (ctx: MappingContext): string => (wantsCard(ctx) === 'yes' ? yesNo(applicant(ctx, 'bSsaConsentToDisclose')) : '');

const socialSecurity = section(
  yesNoBoxes(p4('Pt1Line19_YN[1]'), p4('Pt1Line19_YN[0]'), ssaIssuedCard),
  rule(p4('Pt1Line19_SSN[0]'), (ctx) => digitsOnly(applicant(ctx, 'bSsn'))),
  yesNoBoxes(p4('Pt1Line19_SSA_YN[0]'), p4('Pt1Line19_SSA_YN[1]'), wantsCard),
  yesNoBoxes(p4('Pt1Line19_Consent_YN[0]'), p4('Pt1Line19_Consent_YN[1]'), consents),
);

export const part1Addresses: Section = section(physicalAddress, separateMailingAddress, priorAddresses, homeAbroad, socialSecurity);
