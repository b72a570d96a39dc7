import { personName } from '../people/names.ts';
import { phoneDigits } from '../people/numbers.ts';
import { interpreterOf } from '../people/statement.ts';
import type { AdditionalInfoSlot, FieldRule, MappingContext } from '../types.ts';
import { applicant, applicantANumber } from './answers.ts';
import { fitted, onPage, rule, section, type Section } from './build.ts';

/** Form I-485 Part 10 (the applicant's contact information), Part 11 (the interpreter) and the Part 14 spaces. */

const p22 = (name: string): string => onPage(22, name);
const p24 = (name: string): string => onPage(24, name);

/** Part 10 items 1-3; the signature and its date (item 4) are written by hand, see blank.ts. */
export const part10Contact: Section = section(
  rule(p22('Pt3Line3_DaytimePhoneNumber1[0]'), (ctx) => phoneDigits(applicant(ctx, 'bPhone'))),
  rule(p22('Pt3Line4_MobileNumber1[0]'), (ctx) => phoneDigits(applicant(ctx, 'bMobilePhone'))),
  fitted(p22('Pt3Line5_Email[0]'), 38, { page: 22, part: 10, item: '3' }, "Applicant's Email Address", (ctx) => applicant(ctx, 'bEmail')),
);

const interpreter = (ctx: MappingContext) => interpreterOf(ctx, 'b');
const part11 = { page: 22, part: 11 };

/**
 * Part 11, for an applicant who had the forms read to them: the interpreter's name, organization,
 * phones, e-mail and the language of the certification. The applicant's certification (Part 10)
 * names both ways; the interpreter signs and dates item 6 by hand.
 */
export const part11Interpreter: Section = section(
  fitted(p22('Pt11Line1a_FamilyName[0]'), 38, { ...part11, item: '1' }, "Interpreter's Family Name", (ctx) => interpreter(ctx)?.name.last ?? ''),
  fitted(p22('Pt11Line1b_GivenName[0]'), 38, { ...part11, item: '1' }, "Interpreter's Given Name", (ctx) => interpreter(ctx)?.name.first ?? ''),
  fitted(p22('Pt11Line2_OrgName[0]'), 34, { ...part11, item: '2' }, "Interpreter's Business or Organization Name", (ctx) => interpreter(ctx)?.organization ?? ''),
  fitted(p22('P3_Line4_DaytimeTelePhoneNumber[0]'), 20, { ...part11, item: '3' }, "Interpreter's Daytime Telephone Number", (ctx) =>
    phoneDigits(interpreter(ctx)?.phone),
  ),
  fitted(p22('P3_Line5_MobileTelePhoneNumber[0]'), 20, { ...part11, item: '4' }, "Interpreter's Mobile Telephone Number", (ctx) =>
    phoneDigits(interpreter(ctx)?.mobilePhone),
  ),
  fitted(p22('P3_Line6_Email[0]'), 38, { ...part11, item: '5' }, "Interpreter's Email Address", (ctx) => interpreter(ctx)?.email ?? ''),
  rule(p22('Part11_NameofLanguage[0]'), (ctx) => interpreter(ctx)?.language ?? ''),
);

/** Part 14 items 2-5: page, part and item numbers and the text of each Additional Information space. */
export const ADDITIONAL_INFO_SLOTS: readonly AdditionalInfoSlot[] = [0, 1, 2, 3].map((index) => ({
  pageField: p24(`Pt9Line3a_PageNumber[${index}]`),
  partField: p24(`Pt9Line3b_PartNumber[${index}]`),
  itemField: p24(`Pt9Line3c_ItemNumber[${index}]`),
  textField: p24(`P14_Line${index + 2}_AdditionalInfo[0]`),
}));

/** Part 14 item 1 and the A-Number at the top of page 24. */
export const ADDITIONAL_INFO_HEADER: readonly FieldRule[] = [
  { field: p24('Pt1Line1_FamilyName[1]'), value: (ctx) => personName(ctx, 'b').last },
  { field: p24('Pt1Line1_GivenName[1]'), value: (ctx) => personName(ctx, 'b').first },
  { field: p24('Pt1Line1_MiddleName[1]'), value: (ctx) => personName(ctx, 'b').middle },
  { field: p24('AlienNumber[23]'), value: applicantANumber },
];
