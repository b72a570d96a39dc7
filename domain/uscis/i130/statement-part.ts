import { phoneDigits } from '../people/numbers.ts';
import { interpreterOf, signerStatement } from '../people/statement.ts';
import type { PersonPrefix } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { addressBoxes, checkBox, rule, section, textBox, type AddressBoxes, type Section } from './build.ts';

/**
 * The signer's statement (item 1.a "I can read and understand English", or 1.b "the interpreter
 * named in Part … read to me every question … in [language]") and the interpreter's part, as Forms
 * I-130 and I-130A lay them out: name, organization, mailing address, phones, e-mail, and the
 * language of the certification. The interpreter signs and dates by hand.
 */
export interface StatementFields {
  readonly signer: PersonPrefix;
  /** The boxes of 1.a and 1.b and the language of 1.b. */
  readonly english: string;
  readonly interpreted: string;
  readonly statementLanguage: string;
  /** The interpreter's part: its page and number, and its boxes (the address as an address block). */
  readonly page: number;
  readonly part: number;
  readonly familyName: string;
  readonly givenName: string;
  readonly organization: { readonly field: string; readonly max: number };
  readonly address: Omit<AddressBoxes, 'page' | 'part'>;
  readonly phone: string;
  readonly mobilePhone: { readonly field: string; readonly max: number };
  readonly email: string;
  readonly certificationLanguage: string;
}

export function statementAndInterpreter(fields: StatementFields): Section {
  const { signer, page, part } = fields;
  const interpreter = (ctx: MappingContext) => interpreterOf(ctx, signer);
  const language = (ctx: MappingContext): string => interpreter(ctx)?.language ?? '';
  const where = (item: string) => ({ page, part, item });
  return section(
    checkBox(fields.english, (ctx) => signerStatement(ctx, signer) === 'english'),
    checkBox(fields.interpreted, (ctx) => signerStatement(ctx, signer) === 'interpreter'),
    rule(fields.statementLanguage, language),
    textBox(fields.familyName, 38, where('1.a'), (ctx) => interpreter(ctx)?.name.last ?? ''),
    textBox(fields.givenName, 38, where('1.b'), (ctx) => interpreter(ctx)?.name.first ?? ''),
    textBox(fields.organization.field, fields.organization.max, where('2'), (ctx) => interpreter(ctx)?.organization ?? ''),
    addressBoxes({ page, part, ...fields.address }, (ctx) => interpreter(ctx)?.address ?? null),
    textBox(fields.phone, 10, where('4'), (ctx) => phoneDigits(interpreter(ctx)?.phone)),
    textBox(fields.mobilePhone.field, fields.mobilePhone.max, where('5'), (ctx) => phoneDigits(interpreter(ctx)?.mobilePhone)),
    textBox(fields.email, 38, where('6'), (ctx) => interpreter(ctx)?.email ?? ''),
    rule(fields.certificationLanguage, language),
  );
}
