import { zip5, type Address } from '../people/address.ts';
import { phoneDigits } from '../people/numbers.ts';
import { interpreterOf, signerStatement } from '../people/statement.ts';
import type { FieldRule, MappingContext } from '../types.ts';
import { boxedRule, roomOf, type BoxedText } from './boxes.ts';

/**
 * Form I-765 Part 3 item 1 (the applicant's statement: 1.a "I can read and understand English", or
 * 1.b the interpreter named in Part 4 read every question in a language) and Part 4 (the
 * interpreter's name, organization, mailing address, phones, e-mail, and the language of the
 * certification; the fields of its address are named Pt5Line3…). The interpreter signs and dates
 * item 7 by hand.
 */

const PAGE4 = 'form1[0].Page4[0].';
const PAGE5 = 'form1[0].Page5[0].';

const interpreter = (ctx: MappingContext) => interpreterOf(ctx, 'b');
const address = (ctx: MappingContext): Address | null => interpreter(ctx)?.address ?? null;
const language = (ctx: MappingContext): string => interpreter(ctx)?.language ?? '';
const part4 = (page: number, item: string) => ({ page, part: 4, item });

/** The free-text boxes of Part 4. */
export const interpreterBoxes: readonly BoxedText[] = [
  { field: `${PAGE4}Pt4Line1a_InterpreterFamilyName[0]`, room: roomOf(233.5, 18), place: part4(4, '1.a'), text: (ctx) => interpreter(ctx)?.name.last ?? '' },
  { field: `${PAGE4}Pt4Line1b_InterpreterGivenName[0]`, room: roomOf(233.5, 18), place: part4(4, '1.b'), text: (ctx) => interpreter(ctx)?.name.first ?? '' },
  { field: `${PAGE4}Pt4Line2_InterpreterBusinessorOrg[0]`, room: 34, place: part4(4, '2'), text: (ctx) => interpreter(ctx)?.organization ?? '' },
  { field: `${PAGE5}Pt5Line3a_StreetNumberName[0]`, room: 34, place: part4(5, '3.a'), text: (ctx) => address(ctx)?.street ?? '' },
  { field: `${PAGE5}Pt5Line3b_AptSteFlrNumber[0]`, room: 6, place: part4(5, '3.b'), text: (ctx) => address(ctx)?.unitNumber ?? '' },
  { field: `${PAGE5}Pt5Line3c_CityOrTown[0]`, room: 20, place: part4(5, '3.c'), text: (ctx) => address(ctx)?.city ?? '' },
  { field: `${PAGE5}Pt5Line3f_Province[0]`, room: 20, place: part4(5, '3.f'), text: (ctx) => address(ctx)?.province ?? '' },
  { field: `${PAGE5}Pt5Line3g_PostalCode[0]`, room: 9, place: part4(5, '3.g'), text: (ctx) => address(ctx)?.postalCode ?? '' },
  { field: `${PAGE5}Pt5Line3h_Country[0]`, room: roomOf(234, 18), place: part4(5, '3.h'), text: (ctx) => address(ctx)?.country ?? '' },
  { field: `${PAGE5}Pt4Line4_InterpreterDaytimeTelephone[0]`, room: 10, place: part4(5, '4'), text: (ctx) => phoneDigits(interpreter(ctx)?.phone) },
  { field: `${PAGE5}Pt4Line5_MobileNumber[0]`, room: 10, place: part4(5, '5'), text: (ctx) => phoneDigits(interpreter(ctx)?.mobilePhone) },
  { field: `${PAGE5}Pt4Line6_Email[0]`, room: 38, place: part4(5, '6'), text: (ctx) => interpreter(ctx)?.email ?? '' },
];

export const statementRules: readonly FieldRule[] = [
  // The box of 1.a is the template's Pt3Line1Checkbox[1] (on-value A), that of 1.b its [0] (B).
  { field: `${PAGE4}Pt3Line1Checkbox[1]`, value: (ctx) => signerStatement(ctx, 'b') === 'english' },
  { field: `${PAGE4}Pt3Line1Checkbox[0]`, value: (ctx) => signerStatement(ctx, 'b') === 'interpreter' },
  { field: `${PAGE4}Pt3Line1b_Language[0]`, value: language },
  ...interpreterBoxes.map(boxedRule),
  // The Apt./Ste./Flr. boxes: [2] Apartment, [0] Suite, [1] Floor (their on-values; the tooltips are mixed up).
  { field: `${PAGE5}Pt5Line3b_Unit[2]`, value: (ctx) => address(ctx)?.unitType === 'APT' },
  { field: `${PAGE5}Pt5Line3b_Unit[0]`, value: (ctx) => address(ctx)?.unitType === 'STE' },
  { field: `${PAGE5}Pt5Line3b_Unit[1]`, value: (ctx) => address(ctx)?.unitType === 'FLR' },
  { field: `${PAGE5}Pt5Line3d_State[0]`, value: (ctx) => address(ctx)?.state ?? '' },
  { field: `${PAGE5}Pt5Line3e_ZipCode[0]`, value: (ctx) => zip5(address(ctx)?.zip ?? '') },
  { field: `${PAGE5}Part4_NameofLanguage[0]`, value: language },
];
