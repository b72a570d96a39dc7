import { additionalInfoSlot, interpreterPart, repeatedBox, rule, section, textBox, type FormTemplate, type Section } from '../blocks/index.ts';
import { personName } from '../../people/names.ts';
import { phoneDigits } from '../../people/numbers.ts';
import type { AdditionalInfoSlot, FieldRule } from '../types.ts';
import { applicant, applicantANumber } from './answers.ts';

/** Form I-485 Part 10 (the applicant's contact information), Part 11 (the interpreter) and the Part 14 spaces. */

/** Part 10 items 1-3; the signature and its date (item 4) are written by hand, see blank.ts. */
export const part10Contact = (I485: FormTemplate): Section =>
  section(
    rule(I485.at(22, 'Pt3Line3_DaytimePhoneNumber1[0]'), (ctx) => phoneDigits(applicant(ctx, 'bPhone'))),
    rule(I485.at(22, 'Pt3Line4_MobileNumber1[0]'), (ctx) => phoneDigits(applicant(ctx, 'bMobilePhone'))),
    textBox(I485.box(22, 'Pt3Line5_Email[0]'), { page: 22, part: 10, item: '3' }, (ctx) => applicant(ctx, 'bEmail'), "Applicant's Email Address"),
  );

/**
 * Part 11, for an applicant who had the forms read to them. The applicant's certification (Part
 * 10) names both ways; the interpreter signs and dates item 6 by hand.
 */
export const part11Interpreter = (I485: FormTemplate): Section =>
  interpreterPart({
    signer: 'b',
    template: I485,
    part: 11,
    familyName: { page: 22, name: 'Pt11Line1a_FamilyName[0]', item: '1', label: "Interpreter's Family Name" },
    givenName: { page: 22, name: 'Pt11Line1b_GivenName[0]', item: '1', label: "Interpreter's Given Name" },
    organization: { page: 22, name: 'Pt11Line2_OrgName[0]', item: '2', label: "Interpreter's Business or Organization Name" },
    phone: { page: 22, name: 'P3_Line4_DaytimeTelePhoneNumber[0]', item: '3', label: "Interpreter's Daytime Telephone Number" },
    mobilePhone: { page: 22, name: 'P3_Line5_MobileTelePhoneNumber[0]', item: '4', label: "Interpreter's Mobile Telephone Number" },
    email: { page: 22, name: 'P3_Line6_Email[0]', item: '5', label: "Interpreter's Email Address" },
    language: { page: 22, name: 'Part11_NameofLanguage[0]' },
  });

/** Part 14 items 2-5: page, part and item numbers and the text of each Additional Information space. */
export const additionalInfoSlots = (I485: FormTemplate): readonly AdditionalInfoSlot[] =>
  [0, 1, 2, 3].map((index) =>
    additionalInfoSlot(I485, 24, {
      page: `Pt9Line3a_PageNumber[${index}]`,
      part: `Pt9Line3b_PartNumber[${index}]`,
      item: `Pt9Line3c_ItemNumber[${index}]`,
      text: `P14_Line${index + 2}_AdditionalInfo[0]`,
    }),
  );

/** Part 14 item 1 and the A-Number at the top of page 24. */
export const additionalInfoHeader = (I485: FormTemplate): readonly FieldRule[] => [
  repeatedBox(I485.box(24, 'Pt1Line1_FamilyName[1]'), (ctx) => personName(ctx, 'b').last),
  repeatedBox(I485.box(24, 'Pt1Line1_GivenName[1]'), (ctx) => personName(ctx, 'b').first),
  repeatedBox(I485.box(24, 'Pt1Line1_MiddleName[1]'), (ctx) => personName(ctx, 'b').middle),
  { field: I485.at(24, 'AlienNumber[23]'), value: applicantANumber },
];
