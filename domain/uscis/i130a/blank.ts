import type { BlankRule } from '../types.ts';
import { I130A } from './template.ts';

const { at } = I130A;

/** The I-130A fields no answer fills, on purpose, each with its reason. */
export const i130aBlank: readonly BlankRule[] = [
  // Page 1: the attorney or accredited representative box.
  { match: at(1, 'CheckBox1[0]'), reason: 'attorney or accredited representative (Form G-28)' },
  { match: at(1, 'VolagNumber[0]'), reason: 'attorney or accredited representative (Form G-28)' },
  { match: at(1, 'AttorneyStateBarNumber[0]'), reason: 'attorney or accredited representative (Form G-28)' },
  { match: at(1, '#area[0].USCISOnlineAcctNumber[0]'), reason: 'attorney or accredited representative (Form G-28)' },
  // Part 4 item 1.a: the beneficiary's statement that they read English is made when signing (the wizard does not ask it).
  { match: at(3, 'Pt4Line1Checkbox[1]'), reason: 'signature or date the signer writes by hand' },
  // Part 4 item 1.b and its language: a beneficiary who used an interpreter.
  { match: at(3, 'Pt4Line1Checkbox[0]'), reason: 'interpreter' },
  { match: at(3, 'Pt4Line1b_Language[0]'), reason: 'interpreter' },
  // Part 4 item 2: a preparer.
  { match: at(3, 'Pt4_Checkbox[0]'), reason: 'preparer' },
  { match: at(3, 'Pt4Line2_RepresentativeName[0]'), reason: 'preparer' },
  { match: at(3, 'Pt4Line6a_Signature[0]'), reason: 'signature or date the signer writes by hand' },
  { match: at(3, 'Pt4Line6b_DateofSignature[0]'), reason: 'signature or date the signer writes by hand' },
  // Part 5: the interpreter (page 4); Part 6: the preparer (pages 4 and 5).
  { match: /^form1\[0\]\.#subform\[3\]\.Pt5/, reason: 'interpreter' },
  { match: /^form1\[0\]\.#subform\[(3|4)\]\.Pt6/, reason: 'preparer' },
];
