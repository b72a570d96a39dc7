import { additionalInfoSlot, repeatedBox, rule, section, textBox, type Section } from '../blocks/index.ts';
import { personName } from '../people/names.ts';
import { phoneDigits } from '../people/numbers.ts';
import { interpreterOf } from '../people/statement.ts';
import type { AdditionalInfoSlot, FieldRule, MappingContext } from '../types.ts';
import { applicant, applicantANumber } from './answers.ts';
import { I485 } from './template.ts';

/** Form I-485 Part 10 (the applicant's contact information), Part 11 (the interpreter) and the Part 14 spaces. */

/** Part 10 items 1-3; the signature and its date (item 4) are written by hand, see blank.ts. */
export const part10Contact: Section = section(
  rule(I485.at(22, 'Pt3Line3_DaytimePhoneNumber1[0]'), (ctx) => phoneDigits(applicant(ctx, 'bPhone'))),
  rule(I485.at(22, 'Pt3Line4_MobileNumber1[0]'), (ctx) => phoneDigits(applicant(ctx, 'bMobilePhone'))),
  textBox(I485.box(22, 'Pt3Line5_Email[0]'), { page: 22, part: 10, item: '3' }, (ctx) => applicant(ctx, 'bEmail'), "Applicant's Email Address"),
);

const interpreter = (ctx: MappingContext) => interpreterOf(ctx, 'b');
const part11 = { page: 22, part: 11 };

/**
 * Part 11, for an applicant who had the forms read to them: the interpreter's name, organization,
 * phones, e-mail and the language of the certification. The applicant's certification (Part 10)
 * names both ways; the interpreter signs and dates item 6 by hand.
 */
export const part11Interpreter: Section = section(
  textBox(I485.box(22, 'Pt11Line1a_FamilyName[0]'), { ...part11, item: '1' }, (ctx) => interpreter(ctx)?.name.last ?? '', "Interpreter's Family Name"),
  textBox(I485.box(22, 'Pt11Line1b_GivenName[0]'), { ...part11, item: '1' }, (ctx) => interpreter(ctx)?.name.first ?? '', "Interpreter's Given Name"),
  textBox(I485.box(22, 'Pt11Line2_OrgName[0]'), { ...part11, item: '2' }, (ctx) => interpreter(ctx)?.organization ?? '', "Interpreter's Business or Organization Name"),
  textBox(I485.box(22, 'P3_Line4_DaytimeTelePhoneNumber[0]'), { ...part11, item: '3' }, (ctx) => phoneDigits(interpreter(ctx)?.phone), "Interpreter's Daytime Telephone Number"),
  textBox(I485.box(22, 'P3_Line5_MobileTelePhoneNumber[0]'), { ...part11, item: '4' }, (ctx) => phoneDigits(interpreter(ctx)?.mobilePhone), "Interpreter's Mobile Telephone Number"),
  textBox(I485.box(22, 'P3_Line6_Email[0]'), { ...part11, item: '5' }, (ctx) => interpreter(ctx)?.email ?? '', "Interpreter's Email Address"),
  rule(I485.at(22, 'Part11_NameofLanguage[0]'), (ctx) => interpreter(ctx)?.language ?? ''),
);

/** Part 14 items 2-5: page, part and item numbers and the text of each Additional Information space. */
export const ADDITIONAL_INFO_SLOTS: readonly AdditionalInfoSlot[] = [0, 1, 2, 3].map((index) =>
  additionalInfoSlot(I485, 24, {
    page: `Pt9Line3a_PageNumber[${index}]`,
    part: `Pt9Line3b_PartNumber[${index}]`,
    item: `Pt9Line3c_ItemNumber[${index}]`,
    text: `P14_Line${index + 2}_AdditionalInfo[0]`,
  }),
);

/** Part 14 item 1 and the A-Number at the top of page 24. */
export const ADDITIONAL_INFO_HEADER: readonly FieldRule[] = [
  repeatedBox(I485.box(24, 'Pt1Line1_FamilyName[1]'), (ctx) => personName(ctx, 'b').last),
  repeatedBox(I485.box(24, 'Pt1Line1_GivenName[1]'), (ctx) => personName(ctx, 'b').first),
  repeatedBox(I485.box(24, 'Pt1Line1_MiddleName[1]'), (ctx) => personName(ctx, 'b').middle),
  { field: I485.at(24, 'AlienNumber[23]'), value: applicantANumber },
];
