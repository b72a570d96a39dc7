import { phoneDigits } from '../../people/numbers.ts';
import { preparerAddress, preparerLine, preparerOf } from '../../people/preparer.ts';
import type { MappingContext, Signer } from '../types.ts';
import { addressBlock, addressLayout, type AddressBoxNames } from './address.ts';
import { checkBox } from './boxes.ts';
import type { InterpreterBox } from './interpreter.ts';
import { rule, section, type Section } from './section.ts';
import type { FormTemplate } from './template.ts';
import { textBox } from './text-box.ts';

/**
 * The preparer's part every form prints (name, business or organization, mailing address where
 * the form asks it, phones and e-mail) and, on the forms that ask it in the signer's statement,
 * item 2: "At my request, the preparer named in Part …, [name], prepared this [form] for me based
 * only upon information I provided or authorized". Filled only when someone other than the signer
 * typed the signer's answers (people/preparer.ts); the preparer signs and dates by hand. On the
 * forms with a preparer's statement (Form I-130 Part 8 item 7, I-130A Part 6 item 7, I-765 Part 5
 * item 7) item 7.a, "I am not an attorney or accredited representative", is selected: the product
 * prepares no filing with an attorney or accredited representative (the Form G-28 box stays blank),
 * so item 7.b and its "extends / does not extend" boxes are left blank.
 */
export interface PreparerPart {
  /** Whose preparer: the form's signer, or the joint sponsor on their own Form I-864. */
  readonly signer: Signer;
  readonly template: FormTemplate;
  /** Item 2 of the signer's statement: its page, its box and the box of the preparer's name. */
  readonly statement?: { readonly page: number; readonly box: string; readonly name: string };
  /** The number of the preparer's part. */
  readonly part: number;
  readonly familyName: InterpreterBox;
  readonly givenName: InterpreterBox;
  readonly organization: InterpreterBox;
  /** The preparer's mailing address, where the form asks it: the page and first item of its block, and its boxes. */
  readonly address?: { readonly page: number; readonly item: string; readonly boxes: AddressBoxNames };
  readonly phone: InterpreterBox;
  readonly mobilePhone: InterpreterBox;
  readonly email: InterpreterBox;
  /** Item 7.a of the preparer's statement, where the form has one. */
  readonly notAttorney?: { readonly page: number; readonly box: string };
}

export function preparerPart(names: PreparerPart): Section {
  const { signer, template, statement, part } = names;
  const preparer = (ctx: MappingContext) => preparerOf(ctx, signer);
  const text = ({ page, name, item, label }: InterpreterBox, read: (ctx: MappingContext) => string) =>
    textBox(template.box(page, name), { page, part, item }, read, label);
  return section(
    ...(statement
      ? [
          checkBox(template.at(statement.page, statement.box), (ctx) => preparer(ctx) !== null),
          rule(template.at(statement.page, statement.name), (ctx) => {
            const who = preparer(ctx);
            return who ? preparerLine(who) : '';
          }),
        ]
      : []),
    text(names.familyName, (ctx) => preparer(ctx)?.name.last ?? ''),
    text(names.givenName, (ctx) => preparer(ctx)?.name.first ?? ''),
    text(names.organization, (ctx) => preparer(ctx)?.organization ?? ''),
    ...(names.address
      ? [addressBlock(addressLayout(template, { page: names.address.page, part, item: names.address.item }, 'value', names.address.boxes), (ctx) => preparerAddress(ctx, signer))]
      : []),
    text(names.phone, (ctx) => phoneDigits(preparer(ctx)?.phone)),
    text(names.mobilePhone, (ctx) => phoneDigits(preparer(ctx)?.mobilePhone)),
    text(names.email, (ctx) => preparer(ctx)?.email ?? ''),
    ...(names.notAttorney ? [checkBox(template.at(names.notAttorney.page, names.notAttorney.box), (ctx) => preparer(ctx) !== null)] : []),
  );
}
