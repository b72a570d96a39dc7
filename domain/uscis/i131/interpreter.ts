import { rule, section, textBox, type Place, type Section } from '../blocks/index.ts';
import { phoneDigits } from '../people/numbers.ts';
import { interpreterOf } from '../people/statement.ts';
import type { MappingContext } from '../types.ts';
import { I131 } from './template.ts';

/**
 * Form I-131 (01/20/25), page 12: Part 11, for an applicant who had the forms read to them: the
 * interpreter's name, organization, phones, e-mail and the language of the certification. The
 * applicant's certification (Part 10) names both ways; the interpreter signs and dates item 6 by hand.
 */

const { at, box } = I131;
const interpreter = (ctx: MappingContext) => interpreterOf(ctx, 'b');
const part11 = (item: string): Place => ({ page: 12, part: 11, item });

export const interpreterPart: Section = section(
  textBox(box(12, 'Part11_Line1_InterpreterFamilyName[0]'), part11('1'), (ctx) => interpreter(ctx)?.name.last ?? ''),
  textBox(box(12, 'Part11_Line1_InterpreterGivenName[0]'), part11('1'), (ctx) => interpreter(ctx)?.name.first ?? ''),
  textBox(box(12, 'Part11_Line2_NameofBusinessorOrgName[0]'), part11('2'), (ctx) => interpreter(ctx)?.organization ?? ''),
  textBox(box(12, 'Part11_Line3_DayPhone[0]'), part11('3'), (ctx) => phoneDigits(interpreter(ctx)?.phone)),
  textBox(box(12, 'Part11_Line4_MobilePhone[0]'), part11('4'), (ctx) => phoneDigits(interpreter(ctx)?.mobilePhone)),
  textBox(box(12, 'Part11_Line5_Email[0]'), part11('5'), (ctx) => interpreter(ctx)?.email ?? ''),
  rule(at(12, 'P11_Language[0]'), (ctx) => interpreter(ctx)?.language ?? ''),
);
