import type { BlankRule } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

export function i130Blank(I130: FormTemplate): readonly BlankRule[] {
  const { at } = I130;

  /** The I-130 fields no answer fills, on purpose, each with its reason. */
  return [
    // Page 1: the attorney or accredited representative box.
    { match: at(1, 'CheckBox1[0]'), reason: 'attorney or accredited representative (Form G-28)' },
    { match: at(1, 'VolagNumber[0]'), reason: 'attorney or accredited representative (Form G-28)' },
    { match: at(1, 'AttorneyStateBarNumber[0]'), reason: 'attorney or accredited representative (Form G-28)' },
    { match: at(1, 'USCISOnlineAcctNumber[0]'), reason: 'attorney or accredited representative (Form G-28)' },
    // Part 1 item 2: how a child or parent is related; item 3: a brother or sister related by adoption.
    { match: /^form1\[0\]\.#subform\[0\]\.Pt1Line2_(InWedlock|Stepchild|OutOfWedlock|AdoptedChild)\[0\]$/, reason: 'not asked of a marriage-based adjustment applicant' },
    { match: /^form1\[0\]\.#subform\[0\]\.Pt1Line3_(Yes|No)\[0\]$/, reason: 'not asked of a marriage-based adjustment applicant' },
    // Part 1 item 1: the beneficiary is the petitioner's spouse, never a parent, sibling or child.
    { match: /^form1\[0\]\.#subform\[0\]\.Pt1Line1_(Parent|Siblings|Child)\[0\]$/, reason: 'not asked of a marriage-based adjustment applicant' },
    // Part 2 item 17 and Part 4 item 18: the petitioner and the beneficiary are married to each other,
    // and the first spouse each lists (items 20 and 16) is the other, whose marriage has not ended.
    { match: /^form1\[0\]\.#subform\[1\]\.Pt2Line17_(Single|Divorced|Widowed|Separated|Annulled)\[0\]$/, reason: 'not asked of a marriage-based adjustment applicant' },
    { match: /^form1\[0\]\.#subform\[5\]\.Pt4Line18_MaritalStatus\[[01235]\]$/, reason: 'not asked of a marriage-based adjustment applicant' },
    { match: at(3, 'Pt2Line21_DateMarriageEnded[0]'), reason: 'not asked of a marriage-based adjustment applicant' },
    { match: at(6, 'Pt4Line17_DateMarriageEnded[0]'), reason: 'not asked of a marriage-based adjustment applicant' },
    // Part 4 item 12: the U.S. address where the beneficiary intends to live is the home of item 11,
    // which is in the United States, so item 12.a reads "SAME" as the form instructs.
    { match: /^form1\[0\]\.#subform\[4\]\.Pt4Line12(b_Unit\[[012]\]|b_AptSteFlrNumber\[0\]|c_CityOrTown\[0\]|d_State\[0\]|e_ZipCode\[0\])$/, reason: 'SAME as the address above, as the form instructs' },
    // Part 4 item 62.b: the province of the U.S. embassy or consulate abroad; onboarding asks its city and country (62.a, 62.c).
    { match: at(8, 'Pt4Line61b_Province[0]'), reason: 'not asked of a marriage-based adjustment applicant' },
    { match: at(9, 'P5_Line6a_SignatureofApplicant[0]'), reason: 'signature or date the signer writes by hand' },
    { match: at(9, 'Pt6Line6b_DateofSignature[0]'), reason: 'signature or date the signer writes by hand' },
    // Part 7 item 7: an interpreter who helped signs and dates by hand (part6-7-statement.ts fills the rest of Part 7).
    { match: at(10, 'Pt7Line7a_Signature[0]'), reason: 'signature or date the interpreter writes by hand' },
    { match: at(10, 'Pt7Line7b_DateofSignature[0]'), reason: 'signature or date the interpreter writes by hand' },
    // Part 8 item 7.b: an attorney or accredited representative (part8-preparer.ts fills the rest of Part 8); item 8: the preparer signs and dates by hand.
    { match: /^form1\[0\]\.#subform\[10\]\.Pt8Line7(_Checkbox\[1\]|b_Checkbox\[[01]\])$/, reason: 'attorney or accredited representative (Form G-28)' },
    { match: at(11, 'Pt8Line8a_Signature[0]'), reason: 'signature or date the preparer writes by hand' },
    { match: at(11, 'Pt8Line8b_DateofSignature[0]'), reason: 'signature or date the preparer writes by hand' },
  ];
}
