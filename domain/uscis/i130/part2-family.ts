import type { PersonPrefix } from '../../catalogue/keys.ts';
import type { ScalarKey } from '../../catalogue/keys.ts';
import { answer } from '../../catalogue/shown.ts';
import { answerOf, checkBox, choiceBoxes, dateBox, listRows, nameBoxes, parentBirthDate, parentResidence, rule, section, textBox, yesNoBoxes, type Place, type Section } from '../blocks/index.ts';
import { usDate } from '../format.ts';
import { stateCode } from '../../people/address.ts';
import { parentOf, previousMarriages, timesMarried, type ParentInfo, type ParentRole } from '../../people/family.ts';
import { currentMarriage } from '../../people/marriage.ts';
import { nameLine, personName, type PersonName } from '../../people/names.ts';
import type { ContinuationEntry, MappingContext } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130 Part 2 items 16-41: the petitioner's marriages, parents and U.S. status. */

/** A spouse as the forms list them: the current spouse first (no end date), then the earlier ones. */
export interface SpouseRow {
  readonly name: PersonName;
  readonly endDate: string;
}

/** The spouses of the petitioner ('p') or beneficiary ('b'): the other member of the couple, then earlier spouses. */
export function spousesOf(ctx: MappingContext, prefix: PersonPrefix): SpouseRow[] {
  const other: PersonPrefix = prefix === 'p' ? 'b' : 'p';
  const current = personName(ctx, other);
  const earlier = previousMarriages(ctx, prefix).map((marriage) => ({ name: marriage.spouse, endDate: marriage.endDate }));
  const hasCurrent = current.last !== '' || current.first !== '';
  return hasCurrent ? [{ name: current, endDate: '' }, ...earlier] : earlier;
}

export const spouseEntry = (where: Omit<ContinuationEntry, 'text'>, index: number, spouse: SpouseRow): ContinuationEntry => ({
  ...where,
  text: `Spouse ${index + 1}: ${nameLine(spouse.name)}${spouse.endDate ? `, date marriage ended ${usDate(spouse.endDate)}` : ''}`,
});

/** The marital status boxes: the petitioner and the beneficiary are married to each other. */
export type MaritalStatus = 'single' | 'married' | 'divorced' | 'widowed' | 'separated' | 'annulled';
export const MARRIED = (): MaritalStatus => 'married';

export function petitionerFamilyAndStatus(I130: FormTemplate): Section {
  const { at, box } = I130;
  const item = (page: number, number: string): Place => ({ page, part: 2, item: number });
  const marital = section(
    rule(at(2, 'Pt2Line16_NumberofMarriages[0]'), (ctx) => String(timesMarried(ctx, 'p') ?? '')),
    // Item 17: the petitioner is married to the beneficiary (the other boxes are blank on purpose).
    checkBox(at(2, 'Pt2Line17_Married[0]'), () => true),
    dateBox(at(3, 'Pt2Line18_DateOfMarriage[0]'), (ctx) => currentMarriage(ctx).date),
    textBox(box(3, 'Pt2Line19a_CityTown[0]'), item(3, '19.a'), (ctx) => currentMarriage(ctx).city),
    rule(at(3, 'Pt2Line19b_State[0]'), (ctx) => currentMarriage(ctx).state),
    textBox(box(3, 'Pt2Line19c_Province[0]'), item(3, '19.c'), (ctx) => currentMarriage(ctx).province),
    textBox(box(3, 'Pt2Line19d_Country[0]'), item(3, '19.d'), (ctx) => currentMarriage(ctx).country),
  );

  const spouses = listRows(
    (ctx: MappingContext) => spousesOf(ctx, 'p'),
    [
      (row) =>
        section(
          nameBoxes(I130, 3, ['PtLine20a_FamilyName[0]', 'Pt2Line20b_GivenName[0]', 'Pt2Line20c_MiddleName[0]'], { part: 2, number: '20' }, (ctx) => row(ctx)?.name),
          // Spouse 1 is the beneficiary: the marriage has not ended.
        ),
      (row) =>
        section(
          nameBoxes(I130, 3, ['Pt2Line22a_FamilyName[0]', 'Pt2Line22b_GivenName[0]', 'Pt2Line22c_MiddleName[0]'], { part: 2, number: '22' }, (ctx) => row(ctx)?.name),
          dateBox(at(3, 'Pt2Line23_DateMarriageEnded[0]'), (ctx) => row(ctx)?.endDate ?? ''),
        ),
    ],
    (spouse, index) => spouseEntry({ page: 3, part: 2, item: '22.a' }, index, spouse),
  );

  /** The boxes of one parent: the names of the fields on page 3 and the item numbers of the name, birth country and residence. */
  interface ParentFields {
    readonly name: readonly [last: string, first: string, middle: string];
    readonly birthDate: string;
    readonly male: string;
    readonly female: string;
    readonly birthCountry: string;
    readonly residenceCity: string;
    readonly residenceCountry: string;
    readonly items: readonly [name: string, birthCountry: string, residenceCity: string, residenceCountry: string];
  }

  function parentBoxes(role: ParentRole, fields: ParentFields): Section {
    const parent = (ctx: MappingContext): ParentInfo | null => parentOf(ctx, 'p', role);
    const [name, birthCountry, residenceCity, residenceCountry] = fields.items;
    return section(
      nameBoxes(I130, 3, fields.name, { part: 2, number: name }, parent),
      rule(at(3, fields.birthDate), (ctx) => parentBirthDate(parent(ctx))),
      choiceBoxes({ male: at(3, fields.male), female: at(3, fields.female) }, (ctx) => parent(ctx)?.sex ?? ''),
      textBox(box(3, fields.birthCountry), item(3, birthCountry), (ctx) => parent(ctx)?.birthCountry ?? ''),
      textBox(box(3, fields.residenceCity), item(3, residenceCity), (ctx) => parentResidence(parent(ctx), 'city')),
      textBox(box(3, fields.residenceCountry), item(3, residenceCountry), (ctx) => parentResidence(parent(ctx), 'country')),
    );
  }

  // Parent 1 is the parent the wizard calls the father, Parent 2 the mother; each has its own sex.
  const parents = section(
    parentBoxes('Father', {
      name: ['Pt2Line24_FamilyName[0]', 'Pt2Line24_GivenName[0]', 'Pt2Line24_MiddleName[0]'],
      birthDate: 'Pt2Line25_DateofBirth[0]',
      male: 'Pt2Line26_Male[0]',
      female: 'Pt2Line26_Female[0]',
      birthCountry: 'Pt2Line27_CountryofBirth[0]',
      residenceCity: 'Pt2Line28_CityTownOrVillageOfResidence[0]',
      residenceCountry: 'Pt2Line29_CountryOfResidence[0]',
      items: ['24', '27', '28', '29'],
    }),
    parentBoxes('Mother', {
      name: ['Pt2Line30a_FamilyName[0]', 'Pt2Line30b_GivenName[0]', 'Pt2Line30c_MiddleName[0]'],
      birthDate: 'Pt2Line31_DateofBirth[0]',
      male: 'Pt2Line32_Male[0]',
      female: 'Pt2Line32_Female[0]',
      birthCountry: 'Pt2Line33_CountryofBirth[0]',
      residenceCity: 'Pt2Line34_CityTownOrVillageOfResidence[0]',
      residenceCountry: 'Pt2Line35_CountryOfResidence[0]',
      items: ['30', '33', '34', '35'],
    }),
  );

  const petitioner = <K extends ScalarKey<'PETITIONER_INFO'>>(key: K) => answerOf('PETITIONER_INFO', key);

  const status = section(
    choiceBoxes({ citizen: at(3, 'Pt2Line36_USCitizen[0]'), pr: at(3, 'Pt2Line36_LPR[0]') }, petitioner('usStatus')),
    choiceBoxes(
      { by_birth: at(3, 'Pt2Line23a_checkbox[0]'), by_naturalization: at(3, 'Pt2Line23b_checkbox[0]'), by_parent: at(3, 'Pt2Line23c_checkbox[0]') },
      petitioner('usCitizenshipGotBy'),
    ),
    yesNoBoxes(at(3, 'Pt2Line36_Yes[0]'), at(3, 'Pt2Line36_No[0]'), petitioner('usHasCertOfNaturalOrCitizenship')),
    textBox(box(3, 'Pt2Line37a_CertificateNumber[0]'), item(3, '39.a'), petitioner('usCertificateNumber')),
    textBox(box(3, 'Pt2Line37b_PlaceOfIssuance[0]'), item(3, '39.b'), petitioner('usCertificateIssuedPlace')),
    dateBox(at(3, 'Pt2Line37c_DateOfIssuance[0]'), petitioner('usCertificateIssuedDate')),
    textBox(box(4, 'Pt2Line40a_ClassOfAdmission[0]'), item(4, '40.a'), (ctx) => petitioner('usPrAdmissionClass')(ctx).toUpperCase()),
    dateBox(at(4, 'Pt2Line40b_DateOfAdmission[0]'), petitioner('usPrAdmissionDate')),
    textBox(box(4, 'Pt2Line40d_CityOrTown[0]'), item(4, '40.c'), petitioner('usPrAdmissionCity')),
    rule(at(4, 'Pt2Line40e_State[0]'), (ctx) => stateCode(petitioner('usPrAdmissionState')(ctx))),
    yesNoBoxes(at(4, 'Pt2Line41_Yes[0]'), at(4, 'Pt2Line41_No[0]'), petitioner('usPrByMarriage')),
  );

  return section(marital, spouses, parents, status);
}
