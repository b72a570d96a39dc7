import type { BlankReason, BlankRule } from '../types.ts';
import { I485, subformOf } from './template.ts';

/** Fields of Form I-485 left blank on purpose, with the reason. */

const exact = I485.at;
/** Every field of a page whose name (after the subform) matches `pattern`. */
const onPageMatching = (page: number, pattern: string): RegExp =>
  new RegExp(`^form1\\[0\\]\\.#subform\\[${subformOf(page)}\\]\\.(?:${pattern})$`);

const NOT_ASKED: BlankReason = 'not asked of a marriage-based adjustment applicant';
const NOT_PREPARED: BlankReason = 'a request this service does not prepare';
const ABROAD: BlankReason = 'a state or ZIP code of an address outside the United States';

export const I485_BLANK: readonly BlankRule[] = [
  // Page 1: the attorney or accredited representative box and numbers.
  { match: onPageMatching(1, 'CheckBox1\\[0\\]|VolagNumber\\[0\\]|AttorneyStateBarNumber\\[0\\]|USCISOnlineAcctNumber\\[0\\]'), reason: 'attorney or accredited representative (Form G-28)' },

  // Part 1 item 18 (the most recent home abroad) and Part 4 item 8 (the last employer abroad): addresses abroad.
  { match: exact(4, 'Pt1Line18_RecentState[0]'), reason: ABROAD },
  { match: exact(4, 'Pt1Line18_RecentZipCode[0]'), reason: ABROAD },
  { match: exact(9, 'P4Line8_State[0]'), reason: ABROAD },
  { match: exact(9, 'P4Line8_ZipCode[0]'), reason: ABROAD },

  // Part 2 item 1 "Yes": an application filed with the immigration court (EOIR); item 4 "Yes": an
  // application under INA 245(i) with Form I-485 Supplement A, which onboarding sends to an attorney.
  { match: exact(5, 'Pt2Line1_YN[0]'), reason: NOT_PREPARED },
  { match: exact(7, 'Pt2Line4_CB[1]'), reason: NOT_PREPARED },
  // Part 2 item 2: a derivative applicant; item 5 "Yes": a child under the CSPA. The spouse is the principal applicant.
  { match: exact(5, 'Pt2Line2_CB[1]'), reason: NOT_ASKED },
  { match: exact(7, 'Pt2Line5_CB[1]'), reason: NOT_ASKED },
  // Part 3 items 1.a-1.e: exemptions from the Affidavit of Support. 1.a (40 quarters of work) is a
  // request the service does not make, since it files the petitioner's Form I-864 (1.f); 1.b-1.e are
  // other categories (a child, a widow(er), VAWA, no affidavit required).
  { match: exact(8, 'Pt3Line1_CB[0]'), reason: NOT_PREPARED },
  { match: onPageMatching(8, 'Pt3Line1_CB\\[[1-4]\\]'), reason: NOT_ASKED },
  // Part 6 item 1: the applicant is married to the petitioner; item 2 "N/A" is for an applicant who
  // is not married; item 10 "Yes": the petitioner never applies with the applicant.
  { match: onPageMatching(10, 'Pt6Line1_MaritalStatus\\[[01245]\\]'), reason: NOT_ASKED },
  { match: exact(10, 'Pt5Line2_YNNA[2]'), reason: NOT_ASKED },
  { match: exact(11, 'Pt6Line11_YN[1]'), reason: NOT_ASKED },

  // Part 2 item 2: the principal applicant's name, A-Number and date of birth, asked of derivative
  // applicants only; the spouse beneficiary is the principal applicant.
  { match: onPageMatching(5, 'Pt2Line2_(?:FamilyName|GivenName|MiddleName|AlienNumber)\\[0\\]|Pt1Line2_DOB\\[0\\]'), reason: NOT_ASKED },
  // Part 2 item 3.a: the family-based categories other than "Spouse of a U.S. Citizen" ([0]) and
  // "Spouse of a lawful permanent resident" ([9]): children, parents, K-1/K-2, widow(er), NDAA,
  // sons and daughters, brothers and sisters, VAWA self-petitioners.
  { match: onPageMatching(5, 'Pt2Line3a_CB\\[(?:[1-8]|1[0-4])\\]'), reason: NOT_ASKED },
  // Part 2 item 3.b (employment-based: I-526, I-140 and the relative questions) and 3.c (special immigrants).
  { match: onPageMatching(6, 'Pt2Line3b_CB526\\[0\\]|Pt2Line3b_CB140\\[[0-7]\\]|Pt2Line3b_CB140Assoc\\[[0-2]\\]|Pt2Relative_CB\\[[0-7]\\]|Pt2RelativeType_CB\\[[0-3]\\]|Pt2Line3c_CB\\[[0-9]\\]'), reason: NOT_ASKED },
  // Part 2 items 3.d (asylee, refugee and their dates), 3.e (T and U), 3.f (special public laws),
  // 3.g (Diversity Visa and its rank, Registry, diplomatic birth, S nonimmigrants, other eligibility).
  { match: onPageMatching(7, 'Pt2Line3d_AsyleeRefugeeCB\\[[01]\\]|Pt2Line3d_Asylum\\[0\\]|Pt2Line3d_Refugee\\[0\\]|Pt2Line3e_CB\\[[01]\\]|Pt2Line3f_CB\\[[0-7]\\]|Pt2Line3g_CB\\[[0-4]\\]|Pt2Line1g_DV\\[0\\]|Pt2Line1g_OtherEligibility\\[0\\]'), reason: NOT_ASKED },

  // Part 4 item 8: "if unemployed or retired, source of financial support" under the last employer
  // or school abroad; the wizard asks item 8 for an employer, never for a time without work.
  { match: exact(9, 'Part4Line8_StreetName[0]'), reason: NOT_ASKED },

  // Part 9 item 56: the exempt categories (VAWA, SIJ, Afghan/Iraqi, asylee, refugee, U, T, Cuban,
  // HRIFA, IRCA 202, Lautenberg, Vietnam/Cambodia/Laos, Registry, Amerasian, Polish/Hungarian
  // parolees, NACARA, American Indians born in Canada, Liberians, Syrians, NDAA relatives). The
  // applicant checks "I do not fall under any" ([23], part9-public-charge.ts).
  { match: onPageMatching(18, 'Pt9Line56_CB\\[(?:[0-9]|1[0-9]|2[01])\\]'), reason: NOT_ASKED },
  { match: onPageMatching(19, 'Pt9Line56_CB\\[(?:22|24)\\]'), reason: NOT_ASKED },

  // Part 10 item 4: the applicant signs and dates by hand.
  { match: exact(22, 'Pt3Line7a_Signature[0]'), reason: 'signature or date the signer writes by hand' },
  { match: exact(22, 'Pt3Line7b_DateofSignature[0]'), reason: 'signature or date the signer writes by hand' },
  // Part 11 item 6: an interpreter who helped signs and dates by hand (part10-14.ts fills the rest of Part 11).
  { match: exact(22, 'P12_SignatureApplicant[0]'), reason: 'signature or date the interpreter writes by hand' },
  { match: exact(22, 'P13_DateofSignature[0]'), reason: 'signature or date the interpreter writes by hand' },
  // Part 12 item 6: the person who prepared the application signs and dates by hand (part12-preparer.ts fills the rest of Part 12).
  { match: exact(23, 'P12Line6_SignaturePreparer[0]'), reason: 'signature or date the preparer writes by hand' },
  { match: exact(23, 'P12Line6a_DateofSignature[0]'), reason: 'signature or date the preparer writes by hand' },
  // Part 13: completed at the interview, as the USCIS officer instructs.
  {
    match: onPageMatching(23, 'Pt13_Corrections1\\[0\\]|Pt13_Corrections2\\[[01]\\]|Pt13_Pages1\\[0\\]|Pt13_Pages2\\[0\\]|Pt13_USCISOfficer\\[0\\]|Pt13_DateofSignature\\[0\\]|Pt13_USCISSignature\\[0\\]'),
    reason: 'USCIS use only',
  },
  { match: exact(23, 'Pt13_ApplicantSignature[0]'), reason: 'signature or date the signer writes by hand' },
];
