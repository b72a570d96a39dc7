import type { PersonPrefix } from '../../catalogue/keys.ts';
import { addressBlock, addressLayout, checkBox, rule, section, textBox, type AddressBoxNames, type FormTemplate, type Place, type Section } from '../blocks/index.ts';
import { phoneDigits } from '../people/numbers.ts';
import { interpreterOf, signerStatement } from '../people/statement.ts';
import type { MappingContext } from '../types.ts';

/**
 * The signer's statement (item 1.a "I can read and understand English", or 1.b "the interpreter
 * named in Part … read to me every question … in [language]") and the interpreter's part, as Forms
 * I-130 and I-130A lay them out: name, organization, mailing address, phones, e-mail, and the
 * language of the certification. The interpreter signs and dates by hand.
 */
export interface StatementNames {
  readonly signer: PersonPrefix;
  readonly template: FormTemplate;
  /** Item 1 of the signer's part: its page, the boxes of 1.a and 1.b and the language of 1.b. */
  readonly statement: { readonly page: number; readonly english: string; readonly interpreted: string; readonly language: string };
  /** The interpreter's part: its page and number, and the names of its boxes on that page. */
  readonly interpreter: {
    readonly page: number;
    readonly part: number;
    readonly familyName: string;
    readonly givenName: string;
    readonly organization: string;
    readonly address: AddressBoxNames;
    readonly phone: string;
    readonly mobilePhone: string;
    readonly email: string;
    readonly language: string;
  };
}

export function statementAndInterpreter({ signer, template, statement, interpreter: names }: StatementNames): Section {
  const { at, box } = template;
  const interpreter = (ctx: MappingContext) => interpreterOf(ctx, signer);
  const language = (ctx: MappingContext): string => interpreter(ctx)?.language ?? '';
  const item = (number: string): Place => ({ page: names.page, part: names.part, item: number });
  const text = (name: string, number: string, read: (ctx: MappingContext) => string) => textBox(box(names.page, name), item(number), read);
  return section(
    checkBox(at(statement.page, statement.english), (ctx) => signerStatement(ctx, signer) === 'english'),
    checkBox(at(statement.page, statement.interpreted), (ctx) => signerStatement(ctx, signer) === 'interpreter'),
    rule(at(statement.page, statement.language), language),
    text(names.familyName, '1.a', (ctx) => interpreter(ctx)?.name.last ?? ''),
    text(names.givenName, '1.b', (ctx) => interpreter(ctx)?.name.first ?? ''),
    text(names.organization, '2', (ctx) => interpreter(ctx)?.organization ?? ''),
    addressBlock(addressLayout(template, item('3.a'), 'value', names.address), (ctx) => interpreter(ctx)?.address ?? null),
    text(names.phone, '4', (ctx) => phoneDigits(interpreter(ctx)?.phone)),
    text(names.mobilePhone, '5', (ctx) => phoneDigits(interpreter(ctx)?.mobilePhone)),
    text(names.email, '6', (ctx) => interpreter(ctx)?.email ?? ''),
    rule(at(names.page, names.language), language),
  );
}
