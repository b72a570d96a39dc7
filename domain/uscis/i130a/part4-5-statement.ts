import { phoneDigits } from '../people/numbers.ts';
import { interpreterOf, signerStatement } from '../people/statement.ts';
import type { MappingContext } from '../types.ts';
import { addressBoxes, checkBox, rule, section, textBox, type Section } from '../i130/build.ts';
import { onPage } from '../i130/field-names.ts';

/**
 * Form I-130A Part 4 item 1 (the spouse beneficiary's statement: 1.a "I can read and understand
 * English", or 1.b the interpreter named in Part 5 read every question in a language) and Part 5
 * (the interpreter's name, organization, mailing address, phones, e-mail, and the language of the
 * certification). The interpreter signs and dates item 7 by hand.
 */

const p3 = (name: string): string => onPage(3, name);
const p4 = (name: string): string => onPage(4, name);
const interpreter = (ctx: MappingContext) => interpreterOf(ctx, 'b');
const language = (ctx: MappingContext): string => interpreter(ctx)?.language ?? '';

const statement = section(
  // The box of 1.a is the template's Pt4Line1Checkbox[1] (on-value A), that of 1.b its [0] (B).
  checkBox(p3('Pt4Line1Checkbox[1]'), (ctx) => signerStatement(ctx, 'b') === 'english'),
  checkBox(p3('Pt4Line1Checkbox[0]'), (ctx) => signerStatement(ctx, 'b') === 'interpreter'),
  rule(p3('Pt4Line1b_Language[0]'), language),
);

const interpreterPart = section(
  textBox(p4('Pt5Line1a_InterpreterFamilyName[0]'), 38, { page: 4, part: 5, item: '1.a' }, (ctx) => interpreter(ctx)?.name.last ?? ''),
  textBox(p4('Pt5Line1b_InterpreterGivenName[0]'), 38, { page: 4, part: 5, item: '1.b' }, (ctx) => interpreter(ctx)?.name.first ?? ''),
  textBox(p4('Pt5Line2_InterpreterBusinessorOrg[0]'), 34, { page: 4, part: 5, item: '2' }, (ctx) => interpreter(ctx)?.organization ?? ''),
  addressBoxes(
    {
      page: 4,
      part: 5,
      street: { field: p4('Pt5Line3a_StreetNumberName[0]'), item: '3.a', max: 34 },
      apt: p4('Pt5Line3b_Unit[0]'),
      ste: p4('Pt5Line3b_Unit[1]'),
      flr: p4('Pt5Line3b_Unit[2]'),
      unitNumber: { field: p4('Pt5Line3b_AptSteFlrNumber[0]'), item: '3.b', max: 6 },
      city: { field: p4('Pt5Line3c_CityOrTown[0]'), item: '3.c', max: 20 },
      state: p4('Pt5Line3d_State[0]'),
      zip: p4('Pt5Line3e_ZipCode[0]'),
      province: { field: p4('Pt5Line3f_Province[0]'), item: '3.f', max: 20 },
      postalCode: { field: p4('Pt5Line3g_PostalCode[0]'), item: '3.g', max: 9 },
      country: { field: p4('Pt5Line3h_Country[0]'), item: '3.h', max: 29 },
    },
    (ctx) => interpreter(ctx)?.address ?? null,
  ),
  textBox(p4('Pt5Line4_InterpreterDaytimeTelephone[0]'), 10, { page: 4, part: 5, item: '4' }, (ctx) => phoneDigits(interpreter(ctx)?.phone)),
  // Item 5, the mobile telephone, is the template's second Pt5Line4_InterpreterDaytimeTelephone.
  textBox(p4('Pt5Line4_InterpreterDaytimeTelephone[1]'), 13, { page: 4, part: 5, item: '5' }, (ctx) => phoneDigits(interpreter(ctx)?.mobilePhone)),
  textBox(p4('Pt5Line5_Email[0]'), 38, { page: 4, part: 5, item: '6' }, (ctx) => interpreter(ctx)?.email ?? ''),
  rule(p4('Pt5_NameofLanguage[0]'), language),
);

export const spouseBeneficiaryStatement: Section = section(statement, interpreterPart);
