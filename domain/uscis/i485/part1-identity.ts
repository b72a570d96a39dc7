import { digitsOnly, usDate } from '../format.ts';
import { nameLine, otherNames, personName } from '../people/names.ts';
import { aNumberDigits } from '../people/numbers.ts';
import { personAnswers, shownRows, yesNo } from '../people/shown.ts';
import { text } from '../../answers.ts';
import type { MappingContext } from '../types.ts';
import { applicant, applicantANumber } from './answers.ts';
import { choiceBoxes, dateBox, listRows, onPage, rule, section, yesNoBoxes, type Section } from './build.ts';

/** Form I-485 Part 1 items 1-9: the applicant (the beneficiary) and their identifiers. */

const p1 = (name: string): string => onPage(1, name);
const p2 = (name: string): string => onPage(2, name);

/** The A-Number comb at the top of pages 1-23 (page 24's belongs to the Part 14 header). */
export const aNumberOnEveryPage: Section = section(
  ...Array.from({ length: 23 }, (_, index) => rule(onPage(index + 1, `AlienNumber[${index}]`), applicantANumber)),
);

const legalName = section(
  rule(p1('Pt1Line1_FamilyName[0]'), (ctx) => personName(ctx, 'b').last),
  rule(p1('Pt1Line1_GivenName[0]'), (ctx) => personName(ctx, 'b').first),
  rule(p1('Pt1Line1_MiddleName[0]'), (ctx) => personName(ctx, 'b').middle),
);

/** Item 2: two rows of other names; more continue in Part 14. */
const otherNameRows = listRows(
  (ctx) => otherNames(ctx, 'b'),
  [
    (row) =>
      section(
        rule(p1('Pt1Line2_FamilyName[0]'), (ctx) => row(ctx)?.last ?? ''),
        rule(p1('Pt1Line2_GivenName[0]'), (ctx) => row(ctx)?.first ?? ''),
        rule(p1('Pt1Line2_MiddleName[0]'), (ctx) => row(ctx)?.middle ?? ''),
      ),
    (row) =>
      section(
        rule(p1('Pt1Line2a_FamilyName[0]'), (ctx) => row(ctx)?.last ?? ''),
        rule(p1('Pt1Line2a_GivenName[0]'), (ctx) => row(ctx)?.first ?? ''),
        rule(p1('Pt1Line2a_MiddleName[0]'), (ctx) => row(ctx)?.middle ?? ''),
      ),
  ],
  (name, index) => ({ page: 1, part: 1, item: '2', text: `Other name ${index + 1}: ${nameLine(name)}` }),
);

const otherBirthDates = (ctx: MappingContext): string[] =>
  shownRows(personAnswers(ctx, 'b'), 'birthOtherDatesArray')
    .map((row) => text(row['otherBirthDate']))
    .filter((date) => date !== '');

/** Item 3: the date of birth, whether another was used, two boxes for others; more continue in Part 14. */
const birthDates = section(
  dateBox(p1('Pt1Line3_DOB[0]'), (ctx) => applicant(ctx, 'bBirthDate')),
  yesNoBoxes(p1('Pt1Line3_YN[0]'), p1('Pt1Line3_YN[1]'), (ctx) => yesNo(applicant(ctx, 'birthHasUsedOtherDate'))),
  listRows(
    otherBirthDates,
    [
      (date) => dateBox(p1('Pt1Line3A_OtherDOB[0]'), (ctx) => date(ctx) ?? ''),
      (date) => dateBox(p1('Pt1Line3B_OtherDOB[0]'), (ctx) => date(ctx) ?? ''),
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
  shownRows(personAnswers(ctx, 'b'), 'aNumberList')
    .map((row) => aNumberDigits(row['otherANumber']))
    .filter((digits) => digits !== '');

/** Items 4-5: the A-Number and any other A-Number (two boxes; more continue in Part 14). */
const aNumbers = section(
  yesNoBoxes(p2('Pt1Line4_YN[0]'), p2('Pt1Line4_YN[1]'), hasANumber),
  rule(p2('Pt1Line4_AlienNumber[0]'), applicantANumber),
  yesNoBoxes(p2('Pt1Line5_YN[0]'), p2('Pt1Line5_YN[1]'), (ctx) => yesNo(applicant(ctx, 'aNumberHasMany'))),
  listRows(
    otherANumbers,
    [
      (digits) => rule(p2('Pt1Line5A_ANumber[0]'), (ctx) => aNumberText(digits(ctx))),
      (digits) => rule(p2('Pt1Line5B_ANumber[0]'), (ctx) => aNumberText(digits(ctx))),
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
  choiceBoxes({ male: p2('Pt1Line6_CB_Sex[1]'), female: p2('Pt1Line6_CB_Sex[0]') }, (ctx) => applicant(ctx, 'bSex')),
  rule(p2('Pt1Line7_CityTownOfBirth[0]'), (ctx) => applicant(ctx, 'bBirthCity')),
  rule(p2('Pt1Line7_CountryOfBirth[0]'), (ctx) => applicant(ctx, 'bBirthCountry')),
  rule(p2('Pt1Line8_CountryofCitizenshipNationality[0]'), (ctx) => applicant(ctx, 'bCitizenshipCountry')),
  rule(p2('Pt1Line9_USCISAccountNumber[0]'), (ctx) => digitsOnly(applicant(ctx, 'bUscisAccountNumber'))),
);

export const part1Identity: Section = section(aNumberOnEveryPage, legalName, otherNameRows, birthDates, aNumbers, birthAndCitizenship);
