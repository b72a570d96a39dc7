import { phoneDigits } from '../people/numbers.ts';
import { interpreterOf } from '../people/statement.ts';
import type { FieldRule, MappingContext } from '../types.ts';
import { boxedRule, roomOf, type BoxedText } from '../i765/boxes.ts';

/**
 * Form I-131 (01/20/25), page 12: Part 11, for an applicant who had the forms read to them: the
 * interpreter's name, organization, phones, e-mail and the language of the certification. The
 * applicant's certification (Part 10) names both ways; the interpreter signs and dates item 6 by hand.
 */

const PAGE12 = 'form1[0].#subform[11].';
const interpreter = (ctx: MappingContext) => interpreterOf(ctx, 'b');
const part11 = (item: string) => ({ page: 12, part: 11, item });

export const interpreterBoxes: readonly BoxedText[] = [
  { field: `${PAGE12}Part11_Line1_InterpreterFamilyName[0]`, room: roomOf(234, 18), place: part11('1'), text: (ctx) => interpreter(ctx)?.name.last ?? '' },
  { field: `${PAGE12}Part11_Line1_InterpreterGivenName[0]`, room: roomOf(234, 18), place: part11('1'), text: (ctx) => interpreter(ctx)?.name.first ?? '' },
  { field: `${PAGE12}Part11_Line2_NameofBusinessorOrgName[0]`, room: 34, place: part11('2'), text: (ctx) => interpreter(ctx)?.organization ?? '' },
  { field: `${PAGE12}Part11_Line3_DayPhone[0]`, room: 10, place: part11('3'), text: (ctx) => phoneDigits(interpreter(ctx)?.phone) },
  { field: `${PAGE12}Part11_Line4_MobilePhone[0]`, room: 10, place: part11('4'), text: (ctx) => phoneDigits(interpreter(ctx)?.mobilePhone) },
  { field: `${PAGE12}Part11_Line5_Email[0]`, room: roomOf(234, 18), place: part11('5'), text: (ctx) => interpreter(ctx)?.email ?? '' },
];

export const interpreterRules: readonly FieldRule[] = [
  ...interpreterBoxes.map(boxedRule),
  { field: `${PAGE12}P11_Language[0]`, value: (ctx) => interpreter(ctx)?.language ?? '' },
];
