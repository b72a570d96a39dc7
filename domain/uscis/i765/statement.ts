import { addressBlock, addressLayout, checkBox, rule, section, textBox, type Place, type Section } from '../blocks/index.ts';
import { phoneDigits } from '../people/numbers.ts';
import { interpreterOf, signerStatement } from '../people/statement.ts';
import type { MappingContext } from '../types.ts';
import { I765 } from './template.ts';

/**
 * Form I-765 Part 3 item 1 (the applicant's statement: 1.a "I can read and understand English", or
 * 1.b the interpreter named in Part 4 read every question in a language) and Part 4 (the
 * interpreter's name, organization, mailing address, phones, e-mail, and the language of the
 * certification; the fields of its address are named Pt5Line3…). The interpreter signs and dates
 * item 7 by hand.
 */

const { at, box } = I765;
const interpreter = (ctx: MappingContext) => interpreterOf(ctx, 'b');
const language = (ctx: MappingContext): string => interpreter(ctx)?.language ?? '';
const part4 = (page: number, item: string): Place => ({ page, part: 4, item });

export const statementPart: Section = section(
  // The box of 1.a is the template's Pt3Line1Checkbox[1] (on-value A), that of 1.b its [0] (B).
  checkBox(at(4, 'Pt3Line1Checkbox[1]'), (ctx) => signerStatement(ctx, 'b') === 'english'),
  checkBox(at(4, 'Pt3Line1Checkbox[0]'), (ctx) => signerStatement(ctx, 'b') === 'interpreter'),
  rule(at(4, 'Pt3Line1b_Language[0]'), language),
  textBox(box(4, 'Pt4Line1a_InterpreterFamilyName[0]'), part4(4, '1.a'), (ctx) => interpreter(ctx)?.name.last ?? ''),
  textBox(box(4, 'Pt4Line1b_InterpreterGivenName[0]'), part4(4, '1.b'), (ctx) => interpreter(ctx)?.name.first ?? ''),
  textBox(box(4, 'Pt4Line2_InterpreterBusinessorOrg[0]'), part4(4, '2'), (ctx) => interpreter(ctx)?.organization ?? ''),
  addressBlock(
    addressLayout(I765, part4(5, '3.a'), 'value', {
      text: {
        street: ['Pt5Line3a_StreetNumberName[0]', '3.a'],
        unitNumber: ['Pt5Line3b_AptSteFlrNumber[0]', '3.b'],
        city: ['Pt5Line3c_CityOrTown[0]', '3.c'],
        province: ['Pt5Line3f_Province[0]', '3.f'],
        postalCode: ['Pt5Line3g_PostalCode[0]', '3.g'],
        country: ['Pt5Line3h_Country[0]', '3.h'],
      },
      // The Apt./Ste./Flr. boxes: [2] Apartment, [0] Suite, [1] Floor (their on-values; the tooltips are mixed up).
      units: ['Pt5Line3b_Unit[2]', 'Pt5Line3b_Unit[0]', 'Pt5Line3b_Unit[1]'],
      state: 'Pt5Line3d_State[0]',
      zip: 'Pt5Line3e_ZipCode[0]',
    }),
    (ctx) => interpreter(ctx)?.address ?? null,
  ),
  textBox(box(5, 'Pt4Line4_InterpreterDaytimeTelephone[0]'), part4(5, '4'), (ctx) => phoneDigits(interpreter(ctx)?.phone)),
  textBox(box(5, 'Pt4Line5_MobileNumber[0]'), part4(5, '5'), (ctx) => phoneDigits(interpreter(ctx)?.mobilePhone)),
  textBox(box(5, 'Pt4Line6_Email[0]'), part4(5, '6'), (ctx) => interpreter(ctx)?.email ?? ''),
  rule(at(5, 'Part4_NameofLanguage[0]'), language),
);
