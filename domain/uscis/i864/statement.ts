import { checkBox, rule, section, textBox, type Place, type Section } from '../blocks/index.ts';
import { phoneDigits } from '../people/numbers.ts';
import { interpreterOf, signerStatement } from '../people/statement.ts';
import type { MappingContext } from '../types.ts';
import { I864 } from './template.ts';

/**
 * Part 8 item 1 (the sponsor's statement: A "I can read and understand English", or B the
 * interpreter named in Part 9 read every question in a language) and Part 9 (the interpreter's
 * name, organization, phones, e-mail, and the language of the certification). The sponsor is the
 * petitioner; the interpreter signs and dates item 6 by hand.
 */

const { at, box } = I864;
const interpreter = (ctx: MappingContext) => interpreterOf(ctx, 'p');
const language = (ctx: MappingContext): string => interpreter(ctx)?.language ?? '';
const part9 = (item: string): Place => ({ page: 11, part: 9, item });

export const statementPart: Section = section(
  checkBox(at(10, 'P6_Line1_Checkbox[1]'), (ctx) => signerStatement(ctx, 'p') === 'english'),
  checkBox(at(10, 'P6_Line1_Checkbox[2]'), (ctx) => signerStatement(ctx, 'p') === 'interpreter'),
  rule(at(10, 'P8_Line1b_language[0]'), language),
  textBox(box(11, 'P9_Line1a_InterpretersFamilyName[0]'), part9('1'), (ctx) => interpreter(ctx)?.name.last ?? '', "Interpreter's Family Name"),
  textBox(box(11, 'P9_Line1b_InterpretersGivenName[0]'), part9('1'), (ctx) => interpreter(ctx)?.name.first ?? '', "Interpreter's Given Name"),
  textBox(box(11, 'P8Line2_InterpretersBusinessName[0]'), part9('2'), (ctx) => interpreter(ctx)?.organization ?? '', "Interpreter's Business or Organization Name"),
  textBox(box(11, 'P9_Line4_InterpretersDaytimePhoneNumber[0]'), part9('3'), (ctx) => phoneDigits(interpreter(ctx)?.phone), "Interpreter's Daytime Telephone Number"),
  textBox(box(11, 'P9_Line4_InterpretersDaytimePhoneNumber[1]'), part9('4'), (ctx) => phoneDigits(interpreter(ctx)?.mobilePhone), "Interpreter's Mobile Telephone Number"),
  textBox(box(11, 'P9_Line5_InterpretersEmailAddress[0]'), part9('5'), (ctx) => interpreter(ctx)?.email ?? '', "Interpreter's Email Address"),
  rule(at(11, 'P9_Language[0]'), language),
);
