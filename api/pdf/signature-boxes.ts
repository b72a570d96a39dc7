import { FORM_SIGNER, type BlankRule, type FormMapping, type Signer, type UscisForm } from '../../domain/uscis/index.ts';
import type { InventoryField } from './field-inventory.ts';

/**
 * Every box of a form that its signer, or the interpreter who helped them, fills by hand: the
 * fields its mapping leaves blank for "signature or date the signer (interpreter) writes by hand",
 * with the part and item the form's own tooltip gives them. No list of signature places is kept
 * beside the mappings.
 */

const BY_HAND: Readonly<Record<SignatureBox['by'], BlankRule['reason']>> = {
  signer: 'signature or date the signer writes by hand',
  interpreter: 'signature or date the interpreter writes by hand',
  preparer: 'signature or date the preparer writes by hand',
};

export interface SignatureBox {
  readonly form: UscisForm;
  readonly signer: Signer;
  /**
   * Who signs it: the signer, the interpreter who read the form to the signer, or the person who
   * prepared it for them (these two only when one did).
   */
  readonly by: 'signer' | 'interpreter' | 'preparer';
  readonly part: number;
  /** As the form prints it ('6.a', '4'); '' where the box has no item number (Form I-485 Part 13). */
  readonly item: string;
  /** 1-based page of the form. */
  readonly page: number;
  /** Signed at the interview, in front of the USCIS officer: not before mailing. */
  readonly atInterview: boolean;
}

/** The form's own signer, or the one its filing names (a joint sponsor's Form I-864). */
export const signerOf = (mapping: FormMapping): Signer => mapping.signer ?? FORM_SIGNER[mapping.form];

const matches = (match: string | RegExp, name: string): boolean => (typeof match === 'string' ? match === name : match.test(name));

/** "Part 6." at the start of a tooltip. */
const partOf = (tooltip: string): number | null => {
  const part = /^Part (\d+)\./.exec(tooltip.trim());
  return part ? Number(part[1]) : null;
};

/** The item number before `what` in a tooltip, after its "Part N." ("6. A. Petitioner's Signature" is '6.a'). */
function itemBefore(tooltip: string, what: RegExp): string {
  const rest = tooltip.trim().replace(/^Part \d+\./, '');
  const item = new RegExp(`(\\d+)\\.\\s*(?:([A-Z])\\.\\s+)?(?:${what.source})`).exec(rest);
  if (!item) return '';
  return item[2] ? `${item[1]}.${item[2].toLowerCase()}` : (item[1] ?? '');
}

function handFilled(mapping: FormMapping, inventory: readonly InventoryField[], by: SignatureBox['by']): InventoryField[] {
  const rules = mapping.blank.filter((rule) => rule.reason === BY_HAND[by]);
  return inventory.filter((field) => rules.some((rule) => matches(rule.match, field.name)));
}

/** The signature boxes of one form, in page order, the signer's, the interpreter's, then the preparer's; the date boxes beside them are not listed. */
export function signatureBoxes(mapping: FormMapping, inventory: readonly InventoryField[]): SignatureBox[] {
  return (['signer', 'interpreter', 'preparer'] as const).flatMap((by) => handFilled(mapping, inventory, by).flatMap((field): SignatureBox[] => {
    const part = partOf(field.tooltip);
    if (field.type !== 'text' || part === null || !/Signature/.test(field.tooltip) || /Date of Signature/.test(field.tooltip)) return [];
    return [
      {
        form: mapping.form,
        signer: signerOf(mapping),
        by,
        part,
        item: itemBefore(field.tooltip, /[A-Za-z' ]*?Signature/),
        page: field.page,
        atInterview: /Signature at Interview/.test(field.tooltip),
      },
    ];
  }));
}
