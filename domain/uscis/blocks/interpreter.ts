import type { PersonPrefix } from '../../catalogue/keys.ts';
import { phoneDigits } from '../../people/numbers.ts';
import { interpreterOf, signerStatement } from '../../people/statement.ts';
import type { MappingContext } from '../types.ts';
import { addressBlock, addressLayout, type AddressBoxNames } from './address.ts';
import { checkBox } from './boxes.ts';
import { rule, section, type Section } from './section.ts';
import type { FormTemplate } from './template.ts';
import { textBox } from './text-box.ts';

/**
 * The interpreter's part every form prints (name, organization, mailing address where the form
 * asks it, phones, e-mail and the language of the certification) and, on the forms that ask it in
 * the signer's part, the signer's statement: item 1.a "I can read and understand English", or 1.b
 * "the interpreter named in Part … read to me every question … in [language]". The interpreter
 * signs and dates by hand; the preparer's part is preparer.ts.
 */

/** One text box of the interpreter's part: its page, its name there, the item it continues under, and the label its entry starts with. */
export interface InterpreterBox {
  readonly page: number;
  readonly name: string;
  readonly item: string;
  readonly label?: string;
}

export interface InterpreterPart {
  readonly signer: PersonPrefix;
  readonly template: FormTemplate;
  /** Item 1 of the signer's part: its page, the boxes of 1.a and 1.b and the language of 1.b. */
  readonly statement?: { readonly page: number; readonly english: string; readonly interpreted: string; readonly language: string };
  /** The number of the interpreter's part. */
  readonly part: number;
  readonly familyName: InterpreterBox;
  readonly givenName: InterpreterBox;
  readonly organization: InterpreterBox;
  /** The interpreter's mailing address, where the form asks it: the page and first item of its block, and its boxes. */
  readonly address?: { readonly page: number; readonly item: string; readonly boxes: AddressBoxNames };
  readonly phone: InterpreterBox;
  readonly mobilePhone: InterpreterBox;
  readonly email: InterpreterBox;
  /** The language box of the interpreter's certification. */
  readonly language: { readonly page: number; readonly name: string };
}

export function interpreterPart(names: InterpreterPart): Section {
  const { signer, template, statement, part } = names;
  const interpreter = (ctx: MappingContext) => interpreterOf(ctx, signer);
  const language = (ctx: MappingContext): string => interpreter(ctx)?.language ?? '';
  const text = ({ page, name, item, label }: InterpreterBox, read: (ctx: MappingContext) => string) =>
    textBox(template.box(page, name), { page, part, item }, read, label);
  return section(
    ...(statement
      ? [
          checkBox(template.at(statement.page, statement.english), (ctx) => signerStatement(ctx, signer) === 'english'),
          checkBox(template.at(statement.page, statement.interpreted), (ctx) => signerStatement(ctx, signer) === 'interpreter'),
          rule(template.at(statement.page, statement.language), language),
        ]
      : []),
    text(names.familyName, (ctx) => interpreter(ctx)?.name.last ?? ''),
    text(names.givenName, (ctx) => interpreter(ctx)?.name.first ?? ''),
    text(names.organization, (ctx) => interpreter(ctx)?.organization ?? ''),
    ...(names.address
      ? [addressBlock(addressLayout(template, { page: names.address.page, part, item: names.address.item }, 'value', names.address.boxes), (ctx) => interpreter(ctx)?.address ?? null)]
      : []),
    text(names.phone, (ctx) => phoneDigits(interpreter(ctx)?.phone)),
    text(names.mobilePhone, (ctx) => phoneDigits(interpreter(ctx)?.mobilePhone)),
    text(names.email, (ctx) => interpreter(ctx)?.email ?? ''),
    rule(template.at(names.language.page, names.language.name), language),
  );
}
