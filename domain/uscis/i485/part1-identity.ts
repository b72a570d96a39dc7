import { item, rows } from '../../catalogue/shown.ts';
import { choiceBoxes, combBox, dateBox, listRows, rule, section, textBox, yesNoBoxes, type Place, type FormTemplate, type Section } from '../blocks/index.ts';
import { digitsOnly, usDate } from '../format.ts';
import { nameLine, otherNames, personName, type PersonName } from '../../people/names.ts';
import { aNumberDigits } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import { applicant, applicantANumber } from './answers.ts';

/** Form I-485 Part 1 items 1-9: the applicant (the beneficiary) and their identifiers. */

/** The family, given and middle name boxes of one name on `page`, each continued as `label`'s part of `place`. */
export function nameBoxes(
  { box }: FormTemplate,
  page: number,
  names: readonly [string, string, string],
  place: Place,
  label: string,
  name: (ctx: MappingContext) => PersonName | null | undefined,
): Section {
  const [last, first, middle] = names;
  return section(
    textBox(box(page, last), place, (ctx) => name(ctx)?.last ?? '', `${label}, Family Name (Last Name)`),
    textBox(box(page, first), place, (ctx) => name(ctx)?.first ?? '', `${label}, Given Name (First Name)`),
    textBox(box(page, middle), place, (ctx) => name(ctx)?.middle ?? '', `${label}, Middle Name`),
  );
}

export function part1Identity(I485: FormTemplate): Section {
  const { at, box } = I485;

  /** The A-Number comb at the top of pages 1-23 (page 24's belongs to the Part 14 header). */
  const aNumberOnEveryPage: Section = section(
    ...Array.from({ length: 23 }, (_, index) => combBox(at(index + 1, `AlienNumber[${index}]`), 9, applicantANumber)),
  );

  const item1: Place = { page: 1, part: 1, item: '1' };
  const item2: Place = { page: 1, part: 1, item: '2' };
  const legalName = nameBoxes(I485, 1, ['Pt1Line1_FamilyName[0]', 'Pt1Line1_GivenName[0]', 'Pt1Line1_MiddleName[0]'], item1, 'Current Legal Name', (ctx) => personName(ctx, 'b'));

  /** Item 2: two rows of other names; more continue in Part 14. */
  const otherNameRows = listRows(
    (ctx) => otherNames(ctx, 'b'),
    [
      (row) => nameBoxes(I485, 1, ['Pt1Line2_FamilyName[0]', 'Pt1Line2_GivenName[0]', 'Pt1Line2_MiddleName[0]'], item2, 'Other Name 1', row),
      (row) => nameBoxes(I485, 1, ['Pt1Line2a_FamilyName[0]', 'Pt1Line2a_GivenName[0]', 'Pt1Line2a_MiddleName[0]'], item2, 'Other Name 2', row),
    ],
    (name, index) => ({ page: 1, part: 1, item: '2', text: `Other name ${index + 1}: ${nameLine(name)}` }),
  );

  const otherBirthDates = (ctx: MappingContext): string[] =>
    rows(ctx, 'BENEFICIARY_INFO', 'birthOtherDatesArray')
      .map((row) => item(row, 'otherBirthDate'))
      .filter((date) => date !== '');

  /** Item 3: the date of birth, whether another was used, two boxes for others; more continue in Part 14. */
  const birthDates = section(
    dateBox(at(1, 'Pt1Line3_DOB[0]'), (ctx) => applicant(ctx, 'bBirthDate')),
    yesNoBoxes(at(1, 'Pt1Line3_YN[0]'), at(1, 'Pt1Line3_YN[1]'), (ctx) => applicant(ctx, 'birthHasUsedOtherDate')),
    listRows(
      otherBirthDates,
      [
        (date) => dateBox(at(1, 'Pt1Line3A_OtherDOB[0]'), (ctx) => date(ctx) ?? ''),
        (date) => dateBox(at(1, 'Pt1Line3B_OtherDOB[0]'), (ctx) => date(ctx) ?? ''),
      ],
      (date, index) => ({ page: 1, part: 1, item: '3', text: `Other date of birth ${index + 1}: ${usDate(date)}` }),
    ),
  );

  /**
   * Item 4 is not asked as such: the applicant has an A-Number when they gave one. "No" is printed
   * only once the identification step is answered (its required "other A-Number" question is).
   */
  function hasANumber(ctx: MappingContext): string {
    if (applicant(ctx, 'bANumber') !== '') return 'yes';
    return applicant(ctx, 'aNumberHasMany') !== '' ? 'no' : '';
  }

  const otherANumbers = (ctx: MappingContext): string[] =>
    rows(ctx, 'BENEFICIARY_INFO', 'aNumberList')
      .map((row) => aNumberDigits(item(row, 'otherANumber')))
      .filter((digits) => digits !== '');

  /** Items 4-5: the A-Number and any other A-Number (two boxes; more continue in Part 14). */
  const aNumbers = section(
    yesNoBoxes(at(2, 'Pt1Line4_YN[0]'), at(2, 'Pt1Line4_YN[1]'), hasANumber),
    combBox(at(2, 'Pt1Line4_AlienNumber[0]'), 9, applicantANumber),
    yesNoBoxes(at(2, 'Pt1Line5_YN[0]'), at(2, 'Pt1Line5_YN[1]'), (ctx) => applicant(ctx, 'aNumberHasMany')),
    listRows(
      otherANumbers,
      [
        (digits) => rule(at(2, 'Pt1Line5A_ANumber[0]'), (ctx) => aNumberText(digits(ctx))),
        (digits) => rule(at(2, 'Pt1Line5B_ANumber[0]'), (ctx) => aNumberText(digits(ctx))),
      ],
      (digits, index) => ({ page: 2, part: 1, item: '5', text: `Other A-Number ${index + 1}: ${aNumberText(digits)}` }),
    ),
  );

  /** An A-Number in a plain text box (no printed "A-" before it): A followed by its nine digits. */
  function aNumberText(digits: string | undefined): string {
    return digits ? `A${digits}` : '';
  }

  /** Items 6-9: sex, place of birth, citizenship, USCIS online account number. */
  const birthAndCitizenship = section(
    choiceBoxes({ male: at(2, 'Pt1Line6_CB_Sex[1]'), female: at(2, 'Pt1Line6_CB_Sex[0]') }, (ctx) => applicant(ctx, 'bSex')),
    textBox(box(2, 'Pt1Line7_CityTownOfBirth[0]'), { page: 2, part: 1, item: '7' }, (ctx) => applicant(ctx, 'bBirthCity'), 'City or Town of Birth'),
    textBox(box(2, 'Pt1Line7_CountryOfBirth[0]'), { page: 2, part: 1, item: '7' }, (ctx) => applicant(ctx, 'bBirthCountry'), 'Country of Birth'),
    textBox(box(2, 'Pt1Line8_CountryofCitizenshipNationality[0]'), { page: 2, part: 1, item: '8' }, (ctx) => applicant(ctx, 'bCitizenshipCountry'), 'Country of Citizenship or Nationality'),
    combBox(at(2, 'Pt1Line9_USCISAccountNumber[0]'), 12, (ctx) => digitsOnly(applicant(ctx, 'bUscisAccountNumber'))),
  );

  return section(aNumberOnEveryPage, legalName, otherNameRows, birthDates, aNumbers, birthAndCitizenship);
}
