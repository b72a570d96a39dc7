import type { BlankRule } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

export function i130aBlank(I130A: FormTemplate): readonly BlankRule[] {
  const { at } = I130A;

  /** The I-130A fields no answer fills, on purpose, each with its reason. */
  return [
    // Page 1: the attorney or accredited representative box.
    { match: at(1, 'CheckBox1[0]'), reason: 'attorney or accredited representative (Form G-28)' },
    { match: at(1, 'VolagNumber[0]'), reason: 'attorney or accredited representative (Form G-28)' },
    { match: at(1, 'AttorneyStateBarNumber[0]'), reason: 'attorney or accredited representative (Form G-28)' },
    { match: at(1, '#area[0].USCISOnlineAcctNumber[0]'), reason: 'attorney or accredited representative (Form G-28)' },
    // Part 3 item 2: the last employer outside the United States has no state or ZIP code.
    { match: at(3, 'Pt3Line2d_State[0]'), reason: 'a state or ZIP code of an address outside the United States' },
    { match: at(3, 'Pt3Line2e_ZipCode[0]'), reason: 'a state or ZIP code of an address outside the United States' },
    { match: at(3, 'Pt4Line6a_Signature[0]'), reason: 'signature or date the signer writes by hand' },
    { match: at(3, 'Pt4Line6b_DateofSignature[0]'), reason: 'signature or date the signer writes by hand' },
    // Part 5 item 7: an interpreter who helped signs and dates by hand (part4-5-statement.ts fills the rest of Part 5).
    { match: at(4, 'Pt5Line6a_Signature[0]'), reason: 'signature or date the interpreter writes by hand' },
    { match: at(4, 'Pt5Line6b_DateofSignature[0]'), reason: 'signature or date the interpreter writes by hand' },
    // Part 6 item 7.b: an attorney or accredited representative (part6-preparer.ts fills the rest of Part 6); item 8: the preparer signs and dates by hand.
    { match: /^form1\[0\]\.#subform\[4\]\.Pt6Line7(_Checkbox\[1\]|b_Checkbox\[[01]\])$/, reason: 'attorney or accredited representative (Form G-28)' },
    { match: at(5, 'Pt6Line8a_Signature[0]'), reason: 'signature or date the preparer writes by hand' },
    { match: at(5, 'Pt6Line8b_DateofSignature[0]'), reason: 'signature or date the preparer writes by hand' },
  ];
}
