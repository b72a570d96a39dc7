import { interpreterOf, signerStatement } from '../people/statement.ts';
import { phoneDigits } from '../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import { addressBoxes, checkBox, rule, section, textBox, type Section } from './build.ts';
import { onPage } from './field-names.ts';

/**
 * Form I-130 Part 6 item 1 (the petitioner's statement: 1.a "I can read and understand English", or
 * 1.b the interpreter named in Part 7 read every question in a language) and Part 7 (the
 * interpreter's name, organization, mailing address, phones, e-mail, and the language of the
 * certification). The interpreter signs and dates item 7 by hand.
 */

const p9 = (name: string): string => onPage(9, name);
const p10 = (name: string): string => onPage(10, name);
const interpreter = (ctx: MappingContext) => interpreterOf(ctx, 'p');
const language = (ctx: MappingContext): string => interpreter(ctx)?.language ?? '';

const statement = section(
  checkBox(p9('Pt6Line1Checkbox[0]'), (ctx) => signerStatement(ctx, 'p') === 'english'),
  checkBox(p9('Pt6Line1Checkbox[1]'), (ctx) => signerStatement(ctx, 'p') === 'interpreter'),
  rule(p9('Pt6Line1b_Language[0]'), language),
);

const interpreterPart = section(
  textBox(p10('Pt7Line1a_InterpreterFamilyName[0]'), 38, { page: 10, part: 7, item: '1.a' }, (ctx) => interpreter(ctx)?.name.last ?? ''),
  textBox(p10('Pt7Line1b_InterpreterGivenName[0]'), 38, { page: 10, part: 7, item: '1.b' }, (ctx) => interpreter(ctx)?.name.first ?? ''),
  textBox(p10('Pt7Line2_InterpreterBusinessorOrg[0]'), 38, { page: 10, part: 7, item: '2' }, (ctx) => interpreter(ctx)?.organization ?? ''),
  addressBoxes(
    {
      page: 10,
      part: 7,
      street: { field: p10('Pt7Line3_StreetNumberName[0]'), item: '3.a', max: 34 },
      apt: p10('Pt7Line3_Unit[0]'),
      ste: p10('Pt7Line3_Unit[1]'),
      flr: p10('Pt7Line3_Unit[2]'),
      unitNumber: { field: p10('Pt7Line3_AptSteFlrNumber[0]'), item: '3.b', max: 6 },
      city: { field: p10('Pt7Line3_CityOrTown[0]'), item: '3.c', max: 20 },
      state: p10('Pt7Line3_State[0]'),
      zip: p10('Pt7Line3_ZipCode[0]'),
      province: { field: p10('Pt7Line3_Province[0]'), item: '3.f', max: 20 },
      postalCode: { field: p10('Pt7Line3_PostalCode[0]'), item: '3.g', max: 9 },
      country: { field: p10('Pt7Line3_Country[0]'), item: '3.h', max: 29 },
    },
    (ctx) => interpreter(ctx)?.address ?? null,
  ),
  textBox(p10('Pt7Line4_InterpreterDaytimeTelephone[0]'), 10, { page: 10, part: 7, item: '4' }, (ctx) => phoneDigits(interpreter(ctx)?.phone)),
  // Item 5, the mobile telephone, is named Pt4Line53_DaytimePhoneNumber in the template.
  textBox(p10('Pt4Line53_DaytimePhoneNumber[0]'), 10, { page: 10, part: 7, item: '5' }, (ctx) => phoneDigits(interpreter(ctx)?.mobilePhone)),
  textBox(p10('Pt7Line5_Email[0]'), 38, { page: 10, part: 7, item: '6' }, (ctx) => interpreter(ctx)?.email ?? ''),
  rule(p10('Pt7_NameofLanguage[0]'), language),
);

export const petitionerStatement: Section = section(statement, interpreterPart);
