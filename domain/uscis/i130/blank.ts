import type { BlankRule } from '../types.ts';
import { I130 } from './template.ts';

const { at } = I130;

/** The I-130 fields no answer fills, on purpose, each with its reason. */
export const i130Blank: readonly BlankRule[] = [
  // Page 1: the attorney or accredited representative box.
  { match: at(1, 'CheckBox1[0]'), reason: 'attorney or accredited representative (Form G-28)' },
  { match: at(1, 'VolagNumber[0]'), reason: 'attorney or accredited representative (Form G-28)' },
  { match: at(1, 'AttorneyStateBarNumber[0]'), reason: 'attorney or accredited representative (Form G-28)' },
  { match: at(1, 'USCISOnlineAcctNumber[0]'), reason: 'attorney or accredited representative (Form G-28)' },
  // Part 1 item 2: how a child or parent is related; item 3: a brother or sister related by adoption.
  { match: /^form1\[0\]\.#subform\[0\]\.Pt1Line2_(InWedlock|Stepchild|OutOfWedlock|AdoptedChild)\[0\]$/, reason: 'not asked of a marriage-based adjustment applicant' },
  { match: /^form1\[0\]\.#subform\[0\]\.Pt1Line3_(Yes|No)\[0\]$/, reason: 'not asked of a marriage-based adjustment applicant' },
  // Part 4 item 62: the U.S. embassy or consulate of a beneficiary who applies for an immigrant visa abroad.
  { match: /^form1\[0\]\.#subform\[7\]\.Pt4Line61[abc]_(CityOrTown|Province|Country)\[0\]$/, reason: 'not asked of a marriage-based adjustment applicant' },
  // Part 6 item 1.a: the petitioner's statement that they read English is made when signing (the wizard does not ask it).
  { match: at(9, 'Pt6Line1Checkbox[0]'), reason: 'signature or date the signer writes by hand' },
  // Part 6 item 1.b and its language: a petitioner who used an interpreter.
  { match: at(9, 'Pt6Line1Checkbox[1]'), reason: 'interpreter' },
  { match: at(9, 'Pt6Line1b_Language[0]'), reason: 'interpreter' },
  // Part 6 item 2: a preparer.
  { match: at(9, 'Pt6Line2_Checkbox[0]'), reason: 'preparer' },
  { match: at(9, 'Pt6Line2_RepresentativeName[0]'), reason: 'preparer' },
  { match: at(9, 'P5_Line6a_SignatureofApplicant[0]'), reason: 'signature or date the signer writes by hand' },
  { match: at(9, 'Pt6Line6b_DateofSignature[0]'), reason: 'signature or date the signer writes by hand' },
  // Part 7: the interpreter (page 10; its mobile telephone field is named Pt4Line53_DaytimePhoneNumber).
  { match: /^form1\[0\]\.#subform\[9\]\.Pt7/, reason: 'interpreter' },
  { match: at(10, 'Pt4Line53_DaytimePhoneNumber[0]'), reason: 'interpreter' },
  // Part 8: the preparer (pages 10 and 11).
  { match: /^form1\[0\]\.#subform\[(9|10)\]\.Pt8/, reason: 'preparer' },
];
