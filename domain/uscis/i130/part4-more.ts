import { answer, onboardingOf } from '../../catalogue/shown.ts';
import { adjustsStatus, appliesAbroad, filingPath } from '../../rules/filing-path.ts';
import { addressBlock, addressLayout, dateBox, nameBoxes, rule, section, textBox, type Place, type Section } from '../blocks/index.ts';
import { usDate } from '../format.ts';
import { EMPTY_ADDRESS, stateCode, type Address } from '../../people/address.ts';
import { lastHomeAbroad, nativeScript } from '../../people/immigration.ts';
import { lastHomeTogether } from '../../people/marriage.ts';
import type { MappingContext } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130 Part 4 items 57-62: the native-script name and address, the last home together, where the beneficiary applies. */

export function beneficiaryMore(I130: FormTemplate): Section {
  const { at, box } = I130;
  const item = (number: string): Place => ({ page: 8, part: 4, item: number });

  /**
   * Item 58, the foreign address in the native script: the wizard asks its street, city, province,
   * postal code and country in that script; the Apt./Ste./Flr. box and number are those of the same
   * address in Latin letters.
   */
  function nativeAddress(ctx: MappingContext): Address | null {
    const native = nativeScript(ctx);
    if (!native) return null;
    const written = [native.street, native.city, native.province, native.postalCode, native.country].some((part) => part !== '');
    if (!written) return null;
    const abroad = lastHomeAbroad(ctx)?.address;
    return {
      ...EMPTY_ADDRESS,
      street: native.street,
      unitType: abroad?.unitType ?? '',
      unitNumber: abroad?.unitNumber ?? '',
      city: native.city,
      province: native.province,
      postalCode: native.postalCode,
      country: native.country,
    };
  }

  const native = section(
    nameBoxes(I130, 8, ['Pt4Line55a_FamilyName[0]', 'Pt4Line55b_GivenName[0]', 'Pt4Line55c_MiddleName[0]'], { part: 4, number: '57' }, nativeScript),
    addressBlock(
      addressLayout(I130, item('58.a'), 'value', {
        text: {
          street: ['Pt4Line56_StreetNumberName[0]', '58.a'],
          unitNumber: ['Pt4Line56_AptSteFlrNumber[0]', '58.b'],
          city: ['Pt4Line56_CityOrTown[0]', '58.c'],
          province: ['Pt4Line56_Province[0]', '58.d'],
          postalCode: ['Pt4Line56_PostalCode[0]', '58.e'],
          country: ['Pt4Line56_Country[0]', '58.f'],
        },
        units: ['Pt4Line56_Unit[0]', 'Pt4Line56_Unit[1]', 'Pt4Line56_Unit[2]'],
      }),
      nativeAddress,
    ),
  );

  /** What the form asks to write in item 59.a when the couple never lived together. */
  const NEVER_LIVED_TOGETHER = 'Never lived together';

  function homeTogether(ctx: MappingContext): Address | null {
    const home = lastHomeTogether(ctx);
    if (!home) return null;
    return home.kind === 'never' ? { ...EMPTY_ADDRESS, street: NEVER_LIVED_TOGETHER } : home.address;
  }

  const together = section(
    addressBlock(
      addressLayout(I130, item('59.a'), 'value', {
        text: {
          street: ['Pt4Line57_StreetNumberName[0]', '59.a'],
          unitNumber: ['Pt4Line57_AptSteFlrNumber[0]', '59.b'],
          city: ['Pt4Line57_CityOrTown[0]', '59.c'],
          province: ['Pt4Line57_Province[0]', '59.f'],
          postalCode: ['Pt4Line57_PostalCode[0]', '59.g'],
          country: ['Pt4Line57_Country[0]', '59.h'],
        },
        units: ['Pt4Line57_Unit[0]', 'Pt4Line57_Unit[1]', 'Pt4Line57_Unit[2]'],
        state: 'Pt4Line57_State[0]',
        zip: 'Pt4Line57_ZipCode[0]',
      }),
      homeTogether,
    ),
    dateBox(at(8, 'Pt4Line58a_DateFrom[0]'), (ctx) => {
      const home = lastHomeTogether(ctx);
      return home && home.kind !== 'never' ? home.from : '';
    }),
    // While the couple lives together, their last home together is their home now: PRESENT.
    rule(at(8, 'Pt4Line58b_DateTo[0]'), (ctx) => {
      const home = lastHomeTogether(ctx);
      if (!home || home.kind === 'never') return '';
      return home.kind === 'now' ? 'PRESENT' : usDate(home.to);
    }),
  );

  /**
   * Item 61 is for a beneficiary who "is in the United States and will apply for adjustment of
   * status": blank when the law bars the adjustment as answered (the petition alone is filed) or the
   * beneficiary applies abroad, who answers item 62 instead.
   */
  const adjusts = (ctx: MappingContext): boolean => adjustsStatus(filingPath(ctx.answers, ctx.today));
  const ifAdjusts = (read: (ctx: MappingContext) => string) => (ctx: MappingContext) => (adjusts(ctx) ? read(ctx) : '');

  // Item 61: the USCIS field office where the beneficiary, in the United States, applies to adjust status.
  const office = section(
    textBox(box(8, 'Pt4Line60a_CityOrTown[0]'), item('61.a'), ifAdjusts((ctx) => answer(ctx, 'BENEFICIARY_INFO', 'immiUscisOfficeCity'))),
    rule(at(8, 'Pt4Line60b_State[0]'), ifAdjusts((ctx) => stateCode(answer(ctx, 'BENEFICIARY_INFO', 'immiUscisOfficeState')))),
  );

  /**
   * Item 62: the U.S. embassy or consulate where a beneficiary who applies for an immigrant visa
   * abroad (consular processing) will apply, as onboarding asks it; its province (62.b) is not asked.
   */
  const abroad = (ctx: MappingContext): boolean => appliesAbroad(onboardingOf(ctx));
  const consulate = section(
    textBox(box(8, 'Pt4Line61a_CityOrTown[0]'), item('62.a'), (ctx) => (abroad(ctx) ? answer(ctx, 'ONBOARDING', 'onboardingConsulateCity') : '')),
    textBox(box(8, 'Pt4Line61c_Country[0]'), item('62.c'), (ctx) => (abroad(ctx) ? answer(ctx, 'ONBOARDING', 'onboardingConsulateCountry') : '')),
  );

  return section(native, together, office, consulate);
}
