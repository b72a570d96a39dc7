import type { BlankRule, BlankReason } from '../types.ts';
import { I864 } from './template.ts';

/** The fields of Form I-864 no answer fills, on purpose. */

const blank = (reason: BlankReason, page: number, names: readonly string[]): BlankRule[] =>
  names.map((name) => ({ match: I864.at(page, name), reason }));

export const I864_BLANK: readonly BlankRule[] = [
  ...blank('attorney or accredited representative (Form G-28)', 1, [
    'G28-CheckBox1[0]',
    'AttorneyStateBarNumber[0]',
    'USCISOnlineAcctNumber[0]',
  ]),
  // Part 1 items 1.b to 1.f: an alien worker petition (1.b), a 5% owner of the petitioning business
  // (1.c), a joint sponsor (1.d, 1.e and its first/second boxes) and a substitute sponsor for a
  // deceased petitioner (1.f). The sponsor here is always the petitioner (item 1.a).
  ...blank('not asked of a marriage-based adjustment applicant', 1, [
    'P1_Line1a-f_CB[1]',
    'P1_Line1b_Relationship[0]',
    'P1_Line1a-f_CB[2]',
    'P1_Line1c_InterestIn[0]',
    'P1_Line1c_Relationship[0]',
    'P1_Line1a-f_CB[3]',
    'P1_Line1a-f_CB[4]',
    'P1_Line1e1_Checkbox[0]',
    'P1_Line1e1_Checkbox[1]',
    'P1_Line1a-f_CB[5]',
    'P1_Line1f_Relationship[0]',
  ]),
  // Part 2 item 9, "I am a U.S. national": only a U.S. citizen or a permanent resident petitions, and the wizard asks which.
  ...blank('not asked of a marriage-based adjustment applicant', 2, ['P4_Line11b_Checkbox[0]']),
  // Part 4 item 1 "No" (a second joint sponsor, or family following more than six months later)
  // and item 3 (family following more than six months later): the petitioner sponsors the spouse,
  // and the wizard lists only family immigrating with the spouse.
  ...blank('not asked of a marriage-based adjustment applicant', 3, ['P3_Line1_Checkbox[1]', 'P3_Line2_SponsoringFamily[1]']),
  ...blank('signature or date the signer writes by hand', 10, ['P8_Line9a_ApplicantSignature[0]', 'P7Line9b_DateofSignature[0]']),
  // Part 9 item 6: an interpreter who helped signs and dates by hand (statement.ts fills the rest of Part 9).
  ...blank('signature or date the interpreter writes by hand', 11, ['P9_Line6a_InterpretersSignature[0]', 'P9_Line6b_DateofSignature[0]']),
  // Part 10 item 6: the person who prepared the affidavit signs and dates by hand (preparer.ts fills the rest of Part 10).
  ...blank('signature or date the preparer writes by hand', 11, ['P10_Line8a_PreparersSignature[0]', 'P10_Line8b_DateofSignature[0]']),
];
