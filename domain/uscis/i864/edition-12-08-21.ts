import { answer } from '../../catalogue/shown.ts';
import { fullName, petitionerHousehold, incomeContributors } from '../../rules/household.ts';
import { formTemplate, rule, section, textBox, type FormTemplate, type InterpreterPart, type Place, type Section } from '../blocks/index.ts';
import { personName } from '../../people/names.ts';
import type { BlankReason, BlankRule } from '../types.ts';
import type { AdditionalInfoNames } from './additional-info.ts';
import { count } from './amounts.ts';
import { I864_12_08_21_BOXES } from './boxes-12-08-21.ts';
import type { FamilyMemberBoxes } from './immigrants.ts';
import type { PreparersMore } from './preparer.ts';

/**
 * Form I-864, edition 12/08/21 (a replaced edition, kept to prove that an edition is data plus
 * small rules): what it prints otherwise than 10/17/24, read from its fields' tooltips and text.
 * It prints the same questions on 10 pages instead of 12, in another order: Part 2 is the
 * principal immigrant, Part 3 the immigrants sponsored (five rows, not four), Part 4 the sponsor;
 * Part 6 gives each item of a person its own number; most field names are those of 10/17/24.
 */

/** The subform of form1 that holds each page (index: the page). */
const SUBFORM = [-1, 0, 1, 2, 3, 4, 5, 9, 20, 25, 26];

/** The 10/17/24 names this edition spells otherwise, or gives to another box (the yes/no pairs in the other order, the A-Numbers of rows 1 and 3). */
const NAMES: Readonly<Record<string, string>> = {
  'P1_Line1a-f_CB[0]': 'P1_Line1a_Checkbox[0]',
  'P1_Line1a-f_CB[1]': 'P1_Line1b_Checkbox[0]',
  'P1_Line1a-f_CB[2]': 'P1_Line1c_Checkbox[0]',
  'P1_Line1a-f_CB[3]': 'P1_Line1d_Checkbox[0]',
  'P1_Line1a-f_CB[4]': 'P1_Line1e_Checkbox[0]',
  'P1_Line1a-f_CB[5]': 'P1_Line1f_Checkbox[0]',
  'P4_Line2d_AptSteFlrNumber[0]': 'P4_Line2c_AptSteFlrNumber[0]',
  'P4_Line2e_CityOrTown[0]': 'P4_Line2d_CityOrTown[0]',
  'P4_Line2f_State[0]': 'P4_Line2e_State[0]',
  'P4_Line2g_ZipCode[0]': 'P4_Line2f_ZipCode[0]',
  'P4_Line2h_Province[0]': 'P4_Line2g_Province[0]',
  'P4_Line2i_PostalCode[0]': 'P4_Line2h_PostalCode[0]',
  'P4_Line2j_Country[0]': 'P4_Line2i_Country[0]',
  'P1_Line3_Checkbox[0]': 'P4_Line3_Checkbox[1]',
  'P1_Line3_Checkbox[1]': 'P4_Line3_Checkbox[0]',
  'P4_Line4c_AptSteFlrNumber[0]': 'P4_Line4b_AptSteFlrNumber[0]',
  'P4_Line4d_CityOrTown[0]': 'P4_Line4c_CityOrTown[0]',
  'P4_Line4e_State[0]': 'P4_Line4d_State[0]',
  'P4_Line4f_ZipCode[0]': 'P4_Line4e_ZipCode[0]',
  'P4_Line4g_Province[0]': 'P4_Line4f_Province[0]',
  'P4_Line4h_PostalCode[0]': 'P4_Line4g_PostalCode[0]',
  'P4_Line4i_Country[0]': 'P4_Line4h_Country[0]',
  // 10/17/24 item 7 (its box named "CityofBirth") asks the country; here item 7 is the city, 9 the country.
  'P4_Line7_CityofBirth[0]': 'P4_Line9_CountryOfBirth[0]',
  'P4_Line14_Checkboxes[0]': 'P4_Line14_Checkboxes[1]',
  'P4_Line14_Checkboxes[1]': 'P4_Line14_Checkboxes[0]',
  'P2_Line3_CountryCitizenship[0]': 'P2_Line3_CountryOfCitenship[0]',
  'Pt2_Line6_USCISOnlineAcctNumber[0]': 'Pt2Line6_USCISOnlineAcctNumber[0]',
  'P2_Line7_DaytimePhoneNumber[0]': 'P2_Line7_DaytimeTelephoneNumber[0]',
  'P2_Line5_AlienNumber[1]': 'P2_Line5_AlienNumber[2]',
  'P2_Line5_AlienNumber[2]': 'P2_Line5_AlienNumber[1]',
  'P6_Line18a_Checkbox[0]': 'P6_Line18a_Checkbox[1]',
  'P6_Line18a_Checkbox[1]': 'P6_Line18a_Checkbox[0]',
  'P6_Line17_IWasNotReq[0]': 'P6_Line20_Attached[0]',
  'P7_Line5_TotalAssetsHouseholdMembers[0]': 'P7_Line5b_Assets[0]',
  'P6_Line1_Checkbox[1]': 'P8_Line1_Checkbox[1]',
  'P6_Line1_Checkbox[2]': 'P8_Line1_Checkbox[0]',
};

/** The check boxes and drop-down lists of each page (the box table holds the text boxes). */
const CHOICES: Readonly<Record<number, readonly string[]>> = {
  1: ['G28-CheckBox1[0]', ...'abcdef'.split('').map((letter) => `P1_Line1${letter}_Checkbox[0]`), 'P1_Line1e1_Checkbox[0]', 'P1_Line1e1_Checkbox[1]', 'P2_Line2_Unit[0]', 'P2_Line2_Unit[1]', 'P2_Line2_Unit[2]', 'P2_Line2_State[0]'],
  2: ['P3_Line1_Checkbox[0]', 'P3_Line1_Checkbox[1]', 'P3_Line2_SponsoringFamily[0]', 'P3_Line2_SponsoringFamily[1]'],
  3: ['P4_Line2c_Unit[0]', 'P4_Line2c_Unit[1]', 'P4_Line2c_Unit[2]', 'P4_Line2e_State[0]', 'P4_Line3_Checkbox[0]', 'P4_Line3_Checkbox[1]', 'P4_Line4b_Unit[0]', 'P4_Line4b_Unit[1]', 'P4_Line4b_Unit[2]', 'P4_Line4d_State[0]', 'P4_Line11a_Checkbox[0]', 'P4_Line11b_Checkbox[0]', 'P4_Line11c_Checkbox[0]', 'P4_Line14_Checkboxes[0]', 'P4_Line14_Checkboxes[1]'],
  4: ['P6_Line1_Checkbox[0]', 'P6_Line4_Checkbox[0]', 'P6_Line5_Checkbox[0]', 'P6_Line6_Checkbox[0]'],
  5: ['P6_Line16_CompletedForm[0]', 'P6_Line17_NotNeedComplete[0]', 'P6_Line18a_Checkbox[0]', 'P6_Line18a_Checkbox[1]', 'P6_Line1_Employed[0]', 'P6_Line20_Attached[0]'],
  7: ['P8_Line1_Checkbox[0]', 'P8_Line1_Checkbox[1]', 'P8_Line2_Checkbox[0]'],
  8: ['P9_Line3b_Unit[0]', 'P9_Line3b_Unit[1]', 'P9_Line3b_Unit[2]', 'P9_Line3d_State[0]'],
  9: ['P10_Line3b_Unit[0]', 'P10_Line3b_Unit[1]', 'P10_Line3b_Unit[2]', 'P10_Line3d_State[0]', 'P10_Line7_checkbox[0]', 'P10_Line7_checkbox[1]', 'P10_Line7_Extend[0]', 'P10_Line7_Extend[1]'],
};

/** A box's own name, without the subforms and areas around it. */
const own = (name: string): string => name.slice(name.lastIndexOf('.') + 1);

/** Every field of the edition by its own name, which names one field only. */
const FIELDS = new Map<string, string>();
const add = (field: string) => {
  if (FIELDS.has(own(field))) throw new Error(`Form I-864 12/08/21: two fields are named ${own(field)}`);
  FIELDS.set(own(field), field);
};
for (const field of Object.keys(I864_12_08_21_BOXES)) if (!field.includes('PDF417')) add(field);
for (const [page, names] of Object.entries(CHOICES)) for (const name of names) add(`form1[0].#subform[${SUBFORM[Number(page)]}].${name}`);

/** This edition's field of its own name. */
function exact(name: string): string {
  const field = FIELDS.get(name);
  if (field === undefined) throw new Error(`Form I-864 12/08/21 has no field ${name}`);
  return field;
}

/** This edition's field for a name of 10/17/24 (the page is where 10/17/24 prints it: the name finds it here); a full name is passed on. */
const fieldName = (_page: number, name: string): string => (name.startsWith('form1[0].') ? name : exact(NAMES[own(name)] ?? own(name)));

const pageOf = (field: string): number => SUBFORM.indexOf(Number(/#subform\[(\d+)\]/.exec(field)?.[1]));

/** Parts 2 to 4 in this edition's order: 10/17/24 Part 2 (the sponsor) is Part 4 here, Part 3 (the principal immigrant) Part 2, Part 4 Part 3. */
const PARTS: Readonly<Record<number, number>> = { 2: 4, 3: 2, 4: 3 };
/** The page a part of 10/17/24 begins on here, for what no box cites (rows beyond the form's, in Parts 4 and 6). */
const PAGES: Readonly<Record<number, number>> = { 1: 1, 2: 3, 3: 1, 4: 2, 5: 4, 6: 4, 7: 5, 8: 7, 9: 8, 10: 9, 11: 10 };

/** Item numbers of 10/17/24 → this edition's, per part of 10/17/24 (page 1-9 text of each). */
const ITEMS: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  2: { '7': '9' },
  // Family Members 1-5: items 4-8, 9-13, 14-18, 19-23, 24-28 (the rules place a fifth row at "8").
  4: { '5': '9', '6': '14', '7': '19', '8': '24' },
  // Persons 1-4 at items 8, 11, 14 and 17 (the relationship one more); items 12-17 → 20-25.
  6: { '9': '11', '10': '14', '11': '17', '12': '20', '13': '21', '14': '22', '15': '23.a', '16.a': '24.a', '16.b': '24.b', '16.c': '24.c', '17': '25' },
  9: { '3': '4', '4': '5', '5': '6' },
};

/** Boxes numbered apart from the item the rules place them under. */
const OWN_ITEMS: Readonly<Record<string, string>> = {
  'P4_Line7_CityofBirth[0]': '7',
  'P4_Line8_StateorProvinceofBirth[0]': '8',
  'P4_Line9_CountryOfBirth[0]': '9',
  'P6_Line4_Relationship[0]': '9',
  'P6_Line7_Relationship[0]': '12',
  'P6_Line10_Relationship[0]': '15',
  'P6_Line13_Relationship[0]': '18',
};

/** Part 9 item 3 and Part 10 item 3, the interpreter's and the preparer's addresses, which 10/17/24 does not ask. */
const interpretersAddressBox = (field: string): boolean => own(field).startsWith('P9_Line3') || own(field).startsWith('P10_Line3');

function renumber(place: Place, field?: string): Place {
  const ownItem = field === undefined ? undefined : interpretersAddressBox(field) ? '3' : OWN_ITEMS[own(field)];
  const item = ownItem ?? ITEMS[place.part]?.[place.item] ?? place.item;
  const page = field ? pageOf(field) : (PAGES[place.part] ?? place.page);
  return { page, part: PARTS[place.part] ?? place.part, item };
}

export const I864_12_08_21_TEMPLATE = formTemplate('12/08/21', fieldName, I864_12_08_21_BOXES, renumber);

/** Part 3 items 24-28, Family Member 5 (the rules' fifth row). */
export const moreFamilyMemberRows: readonly FamilyMemberBoxes[] = [
  {
    place: { page: 4, part: 4, item: '8' },
    familyName: 'P3_Line23a_FamilyName[0]',
    givenName: 'P3_Line23b_GivenName[0]',
    middleName: 'P3_Line23c_MiddleName[0]',
    relationship: 'P3_Line24_Relationship[0]',
    birthDate: 'P3_Line25_DateOfBirth[0]',
    aNumber: 'P3_Line26_AlienNumber[0]',
    uscisAccountNumber: 'P3_Line27_AcctIdentifier[0]',
  },
];

/** Part 11 items 3 to 7 (the fields of items 5 to 7 share a name, by index: 5 is [1], 6 is [0], 7 is [2]). */
export const slots12_08_21: readonly AdditionalInfoNames[] = [
  ['3', 0],
  ['4', 0],
  ['5', 1],
  ['5', 0],
  ['5', 2],
].map(([line, index]) => ({
  page: `P11_Line${line}a_PageNumber[${index}]`,
  part: `P11_Line${line}b_PartNumber[${index}]`,
  item: `P11_Line${line}c_ItemNumber[${index}]`,
  text: `P11_Line${line}d_AdditionalInfo[${index}]`,
}));

/** Part 9 item 3, the interpreter's mailing address. */
export const interpretersAddress: InterpreterPart['address'] = {
  page: 11,
  item: '3',
  boxes: {
    text: { street: 'P9_Line3a_StreetNumberName[0]', unitNumber: 'P9_Line3b_AptSteFlrNumber[0]', city: 'P9_Line3c_CityOrTown[0]', province: 'P9_Line3f_Province[0]', postalCode: 'P9_Line3g_PostalCode[0]', country: 'P9_Line3h_Country[0]' },
    units: ['P9_Line3b_Unit[2]', 'P9_Line3b_Unit[0]', 'P9_Line3b_Unit[1]'],
    state: 'P9_Line3d_State[0]',
    zip: 'P9_Line3e_ZipCode[0]',
  },
};

/** Part 10 item 3, the preparer's mailing address, and item 7.a, "I am not an attorney or accredited representative". */
export const preparersMore: PreparersMore = {
  notAttorney: { page: 11, box: 'P10_Line7_checkbox[0]' },
  address: {
    page: 11,
    item: '3',
    boxes: {
      text: { street: 'P10_Line3a_StreetNumberName[0]', unitNumber: 'P10_Line3b_AptSteFlrNumber[0]', city: 'P10_Line3c_CityOrTown[0]', province: 'P10_Line3f_Province[0]', postalCode: 'P10_Line3g_PostalCode[0]', country: 'P10_Line3h_Country[0]' },
      units: ['P10_Line3b_Unit[2]', 'P10_Line3b_Unit[0]', 'P10_Line3b_Unit[1]'],
      state: 'P10_Line3d_State[0]',
      zip: 'P10_Line3e_ZipCode[0]',
    },
  },
};

/** The items only this edition asks. */
export const onlyIn12_08_21 = ({ at, box }: FormTemplate): Section =>
  section(
    // Part 1, "I, [name], am the sponsor submitting this affidavit of support.": the name as it is read.
    textBox(box(1, 'P1_Line1_Name[0]'), { page: 1, part: 1, item: '1' }, (ctx) => fullName(personName(ctx, 'p')), 'Name'),
    // Part 4 item 7, the city of birth (item 9 is the country, the 10/17/24 item 7).
    textBox(box(2, exact('P4_Line7_CityofBirth[0]')), { page: 2, part: 2, item: '7' }, (ctx) => answer(ctx, 'PETITIONER_INFO', 'pBirthCity'), 'City or Town of Birth'),
    // Part 5 item 1 repeats Part 3 item 29 (the form computes it; a filled form does not run its scripts).
    rule(at(5, 'P5_Line1_Number[0]'), (ctx) => count(petitionerHousehold(ctx).sponsored)),
    // Part 7 item 5.a, whose Form I-864A assets item 5.b adds: the household members who sign one.
    textBox(
      box(7, 'P7_Line5a_NameofRelative[0]'),
      { page: 7, part: 7, item: '5.a' },
      (ctx) =>
        answer(ctx, 'INCOME', 'incomeHouseholdMembersSignI864A') === 'yes' && answer(ctx, 'INCOME', 'incomeUsesAssets') === 'yes'
          ? incomeContributors(ctx).filter((person) => !person.isPrincipalImmigrant).map((person) => person.name).join(', ')
          : '',
      'Name of Relative',
    ),
  );

const blank = (reason: BlankReason, names: readonly string[]): BlankRule[] => names.map((name) => ({ match: fieldName(0, name), reason }));
const NOT_ASKED: BlankReason = 'not asked of a marriage-based adjustment applicant';

/** The fields of this edition no answer fills, on purpose (as blank.ts for 10/17/24, under this edition's names). */
export const I864_12_08_21_BLANK: readonly BlankRule[] = [
  ...blank('attorney or accredited representative (Form G-28)', ['G28-CheckBox1[0]', 'AttorneyStateBarNumber[0]', 'USCISOnlineAcctNumber[0]']),
  ...blank(NOT_ASKED, ['P1_Line1b_Checkbox[0]', 'P1_Line1b_Relationship[0]', 'P1_Line1c_Checkbox[0]', 'P1_Line1c_InterestIn[0]', 'P1_Line1c_Relationship[0]', 'P1_Line1d_Checkbox[0]', 'P1_Line1e_Checkbox[0]', 'P1_Line1e1_Checkbox[0]', 'P1_Line1e1_Checkbox[1]', 'P1_Line1f_Checkbox[0]', 'P1_Line1f_Relationship[0]']),
  ...blank(NOT_ASKED, ['P4_Line11b_Checkbox[0]', 'P3_Line1_Checkbox[1]', 'P3_Line2_SponsoringFamily[1]']),
  // Part 4 item 8: the wizards ask the sponsor's city and country of birth, as 10/17/24 does, not the state or province.
  ...blank('asked only by an earlier edition, and by no wizard', ['P4_Line8_StateorProvinceofBirth[0]']),
  // Part 6 item 23.b, "(Optional) I have attached … my second and third most recent tax years": the evidence list asks the most recent year's only.
  ...blank('a request this service does not prepare', ['P6_Line1_Employed[0]']),
  ...blank('signature or date the signer writes by hand', ['P8_Line9a_ApplicantSignature[0]', 'P7Line9b_DateofSignature[0]']),
  ...blank('signature or date the interpreter writes by hand', ['P9_Line6a_InterpretersSignature[0]', 'P9_Line6b_DateofSignature[0]']),
  // Part 10 item 7.b: an attorney or accredited representative, whom this service does not stand for (preparer.ts).
  ...blank('attorney or accredited representative (Form G-28)', ['P10_Line7_checkbox[1]', 'P10_Line7_Extend[0]', 'P10_Line7_Extend[1]']),
  ...blank('signature or date the preparer writes by hand', ['P10_Line8a_PreparersSignature[0]', 'P10_Line8b_DateofSignature[0]']),
];
