import { phoneDigits } from '../people/numbers.ts';
import { interpreterOf, signerStatement } from '../people/statement.ts';
import type { MappingContext } from '../types.ts';
import { fieldName, fitted, mappedPart, rule } from './rules.ts';

/**
 * Part 8 item 1 (the sponsor's statement: A "I can read and understand English", or B the
 * interpreter named in Part 9 read every question in a language) and Part 9 (the interpreter's
 * name, organization, phones, e-mail, and the language of the certification). The sponsor is the
 * petitioner; the interpreter signs and dates item 6 by hand.
 */

const page10 = (name: string) => fieldName(9, name);
const page11 = (name: string) => fieldName(10, name);
const interpreter = (ctx: MappingContext) => interpreterOf(ctx, 'p');
const language = (ctx: MappingContext): string => interpreter(ctx)?.language ?? '';
const part9 = (item: string) => ({ page: 11, part: 9, item });

export const statementPart = mappedPart([
  rule(page10('P6_Line1_Checkbox[1]'), (ctx) => signerStatement(ctx, 'p') === 'english'),
  rule(page10('P6_Line1_Checkbox[2]'), (ctx) => signerStatement(ctx, 'p') === 'interpreter'),
  rule(page10('P8_Line1b_language[0]'), language),
  fitted(page11('P9_Line1a_InterpretersFamilyName[0]'), 30, part9('1'), "Interpreter's Family Name", (ctx) => interpreter(ctx)?.name.last ?? ''),
  fitted(page11('P9_Line1b_InterpretersGivenName[0]'), 18, part9('1'), "Interpreter's Given Name", (ctx) => interpreter(ctx)?.name.first ?? ''),
  fitted(page11('P8Line2_InterpretersBusinessName[0]'), 34, part9('2'), "Interpreter's Business or Organization Name", (ctx) => interpreter(ctx)?.organization ?? ''),
  fitted(page11('P9_Line4_InterpretersDaytimePhoneNumber[0]'), 10, part9('3'), "Interpreter's Daytime Telephone Number", (ctx) =>
    phoneDigits(interpreter(ctx)?.phone),
  ),
  fitted(page11('P9_Line4_InterpretersDaytimePhoneNumber[1]'), 10, part9('4'), "Interpreter's Mobile Telephone Number", (ctx) =>
    phoneDigits(interpreter(ctx)?.mobilePhone),
  ),
  fitted(page11('P9_Line5_InterpretersEmailAddress[0]'), 38, part9('5'), "Interpreter's Email Address", (ctx) => interpreter(ctx)?.email ?? ''),
  rule(page11('P9_Language[0]'), language),
]);
