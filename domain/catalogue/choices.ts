import type { Choice } from './types.ts';

/** Stored values exactly as spec section 9 lists them; labels are what a person reads. */
const list = <const P extends readonly (readonly [string, string])[]>(pairs: P): readonly Choice<P[number][0]>[] =>
  pairs.map(([value, label]) => ({ value, label }));

export const YES_NO = list([
  ['yes', 'Yes'],
  ['no', 'No'],
]);
export const YES_NO_UNKNOWN = list([
  ['yes', 'Yes'],
  ['no', 'No'],
  ['unknown', 'I do not know'],
]);
/** Onboarding answers are stored as 'Yes' / 'No' (spec section 3). */
export const ONBOARDING_YES_NO = list([
  ['Yes', 'Yes'],
  ['No', 'No'],
]);
/** For a fact a person may have to look up first (INA 212(e)): 'Not sure' asks them to. */
export const ONBOARDING_YES_NO_NOT_SURE = list([
  ['Yes', 'Yes'],
  ['No', 'No'],
  ['Not sure', 'Not sure'],
]);
/** The petitioner's status, stored as PETITIONER_INFO stores it (spec section 9: citizen or pr). */
export const ONBOARDING_PETITIONER_STATUS = list([
  ['citizen', 'A U.S. citizen'],
  ['pr', 'A green card holder (lawful permanent resident)'],
]);
/** How the beneficiary last came into the United States: each way is its own rule of adjustment (domain/rules/eligibility-entry.ts). */
export const ONBOARDING_LAST_ENTRY = list([
  ['admitted', 'Inspected at a port of entry and admitted with a visa (for example as a visitor, student, worker or exchange visitor)'],
  ['paroled', 'Inspected at a port of entry and paroled (for example humanitarian parole, or advance parole after a trip abroad)'],
  ['vwp', 'Admitted without a visa under the Visa Waiver Program (ESTA)'],
  ['k1', 'Admitted with a K-1 fiancé(e) visa'],
  ['crewman', 'As a crew member of a ship or an airplane (a D visa, or a C-1/D visa to join a crew)'],
  ['without_inspection', 'Without being inspected, admitted or paroled (for example across the border away from a port of entry)'],
]);
/** How the couple files: the petition and the green card application together or in two stages (domain/rules/filing-path.ts). */
export const ONBOARDING_FILING_CHOICE = list([
  ['together', 'Everything together now: the petition (Forms I-130 and I-130A) and the green card application (Form I-485 with Form I-864)'],
  ['petition-first', 'The petition now, the green card application later'],
  ['petition-filed', 'Our Form I-130 petition for the beneficiary is already filed: we need the green card application'],
]);
/** Where a filed Form I-130 stands, as its latest notice (Form I-797) says. */
export const ONBOARDING_PETITION_STATUS = list([
  ['pending', 'Pending: we have the receipt notice (Form I-797C)'],
  ['approved', 'Approved: we have the approval notice (Form I-797)'],
]);
export const ONBOARDING_ROLE = list([
  ['petitioner', 'I am the petitioner (the U.S. citizen or green card holder)'],
  ['beneficiary', 'I am the beneficiary (the spouse applying for the green card)'],
]);
export const RELATION = list([
  ['spouse', 'Spouse'],
  ['parent', 'Parent'],
  ['brother_sister', 'Brother or sister'],
  ['child', 'Child'],
]);
export const SEX = list([
  ['male', 'Male'],
  ['female', 'Female'],
]);
export const UNIT_TYPE = list([
  ['', 'None'],
  ['apt.', 'Apt.'],
  ['ste.', 'Ste.'],
  ['flr.', 'Flr.'],
]);
export const US_STATUS = list([
  ['citizen', 'U.S. citizen'],
  ['pr', 'Lawful permanent resident (green card holder)'],
]);
/** Who may add their income with Form I-864A, as Form I-864 Part 5 items 4, 5 and 7 count them. */
export const I864A_RELATIONSHIP = list([
  ['parent', 'My parent'],
  ['brother_sister', 'My brother or sister'],
  ['child', 'My adult son or daughter'],
  ['dependent', 'Someone I counted above as my dependent'],
]);
/** Form I-864 Part 2 item 9: a sponsor who is not the petitioner may also be a U.S. national. */
export const SPONSOR_STATUS: readonly Choice<(typeof US_STATUS)[number]['value'] | 'national'>[] = US_STATUS.flatMap((status): Choice<(typeof US_STATUS)[number]['value'] | 'national'>[] =>
  status.value === 'citizen' ? [status, { value: 'national', label: 'U.S. national (not a citizen)' }] : [status],
);
export const CITIZENSHIP_GOT_BY = list([
  ['by_birth', 'Birth in the United States'],
  ['by_naturalization', 'Naturalization'],
  ['by_parent', 'U.S. citizen parents'],
]);
export const ETHNICITY = list([
  ['hispanic', 'Hispanic or Latino'],
  ['not_hispanic', 'Not Hispanic or Latino'],
]);
export const RACE = list([
  ['white', 'White'],
  ['asian', 'Asian'],
  ['black', 'Black or African American'],
  ['american_indian', 'American Indian or Alaska Native'],
  ['hawaiian', 'Native Hawaiian or Other Pacific Islander'],
]);
export const EYE_COLOR = list([
  ['black', 'Black'],
  ['blue', 'Blue'],
  ['brown', 'Brown'],
  ['gray', 'Gray'],
  ['green', 'Green'],
  ['hazel', 'Hazel'],
  ['maroon', 'Maroon'],
  ['pink', 'Pink'],
  ['other', 'Unknown/Other'],
]);
export const HAIR_COLOR = list([
  ['bald', 'Bald (no hair)'],
  ['black', 'Black'],
  ['blond', 'Blond'],
  ['brown', 'Brown'],
  ['gray', 'Gray'],
  ['red', 'Red'],
  ['sandy', 'Sandy'],
  ['white', 'White'],
  ['other', 'Unknown/Other'],
]);
export const MARRIAGE_END_REASON = list([
  ['divorced', 'Divorce'],
  ['deceased', 'Death of spouse'],
  ['annulled', 'Annulment'],
  ['other', 'Other'],
]);
export const EDUCATION_LEVEL = list([
  ['less_than_high_school', 'Less than high school'],
  ['high_school', 'High school diploma or equivalent'],
  ['1_year_or_more_college', 'One year or more of college, no degree'],
  ['associate_degree', "Associate's degree"],
  ['bachelor_degree', "Bachelor's degree"],
  ['master_degree', "Master's degree"],
  ['professional_degree', 'Professional degree (JD, MD, DMD, etc.)'],
  ['doctorate_degree', 'Doctorate'],
]);
export const HOUSEHOLD_INCOME_BAND = list([
  ['less_than_27k', 'Less than $27,000'],
  ['27k_to_52k', '$27,000 to $52,000'],
  ['52k_to_85k', '$52,000 to $85,000'],
  ['85k_to_141k', '$85,000 to $141,000'],
  ['above_141k', 'More than $141,000'],
]);
export const ASSETS_BAND = list([
  ['less_than_18k', 'Less than $18,000'],
  ['18k_to_136k', '$18,000 to $136,000'],
  ['136k_to_321k', '$136,000 to $321,000'],
  ['321k_to_707k', '$321,000 to $707,000'],
  ['above_707k', 'More than $707,000'],
]);
export const LIABILITIES_BAND = list([
  ['less_than_0k', 'None'],
  ['0k_to_10k', 'Up to $10,000'],
  ['10k_to_57k', '$10,000 to $57,000'],
  ['57k_to_186k', '$57,000 to $186,000'],
  ['above_186k', 'More than $186,000'],
]);
export const HOUSEHOLD_SIZE = list(
  [2, 3, 4, 5, 6, 7, 8, 9].map((n) => [String(n), String(n)] as const),
);

/**
 * The immigration status pick-list: an empty first option, the 30 codes of spec section 3, and
 * the other nonimmigrant classes of admission in use today, so that a spouse in H-1B, H-4, F-2,
 * TN, E-2, L-2, J-2 or O-3 status finds theirs. The values are the codes of the drop-down of
 * Form I-130 (edition 04/01/24) Part 4 item 46.a, "He or she arrived as a (Class of Admission)",
 * which lists USCIS's class-of-admission codes (../shared/uscis-forms/fields/i-130.fields.json),
 * so every choice prints as its own option there (uscis/blocks/class-of-admission.ts) and as its code on
 * the I-765 and I-131. Left out: classes that are not a nonimmigrant status (parole, entry without
 * inspection, immigrant) and programs that have ended (H-1A, H-1C, H-2R, Q-2, TB, TC, TWOV).
 */
const STATUS_CLASSES = list([
  ['1B1', '1B1 - H-1B1 SPECIALTY OCCUPATION'],
  ['1B2', '1B2 - H-1B2 DEPARTMENT OF DEFENSE PROJECT'],
  ['1B3', '1B3 - NONIMMIGRANT AIRCREW MEMBER'],
  ['1B4', '1B4 - H-1B4 UNIQUE PROGRAM ARTIST OR ENTERTAINER'],
  ['1B5', '1B5 - NONIMMIGRANT SEAMAN'],
  ['A1', 'A1 - AMBASSADOR, PUBLIC MINISTER, CAREER DIPLOMAT'],
  ['A2', 'A2 - OTHER FOREIGN GOVERNMENT OFFICIAL OR EMPLOYEE'],
  ['A3', 'A3 - ATTENDANT, SERVANT OR EMPLOYEE OF AN A1 OR A2'],
  ['AS', 'AS - ASYLUM'],
  ['B1', 'B1 - TEMPORARY VISITOR FOR BUSINESS'],
  ['B2', 'B2 - TEMPORARY VISITOR FOR PLEASURE'],
  ['C1', 'C1 - IN TRANSIT THROUGH THE UNITED STATES'],
  ['C2', 'C2 - IN TRANSIT TO THE UNITED NATIONS HEADQUARTERS'],
  ['C3', 'C3 - FOREIGN GOVERNMENT OFFICIAL IN TRANSIT'],
  ['CW1', 'CW1 - CNMI TRANSITIONAL WORKER'],
  ['CW2', 'CW2 - SPOUSE OR CHILD OF A CW1'],
  ['D1', 'D1 - CREW MEMBER LEAVING ON THE SAME VESSEL OR AIRCRAFT'],
  ['D2', 'D2 - CREW MEMBER LEAVING ON ANOTHER VESSEL OR AIRCRAFT'],
  ['E1', 'E1 - TREATY TRADER, OR ITS SPOUSE OR CHILD'],
  ['E2', 'E2 - TREATY INVESTOR, OR ITS SPOUSE OR CHILD'],
  ['E2C', 'E2C - CNMI INVESTOR'],
  ['E3', 'E3 - AUSTRALIAN SPECIALTY OCCUPATION WORKER, OR SPOUSE OR CHILD'],
  ['F1', 'F1 - STUDENT ACADEMIC'],
  ['F2', 'F2 - SPOUSE OR CHILD OF AN F1 STUDENT'],
  ['FSM', 'FSM - CITIZEN OF THE FEDERATED STATES OF MICRONESIA (COMPACT OF FREE ASSOCIATION)'],
  ['G1', 'G1 - PRINCIPAL REPRESENTATIVE OF A FOREIGN GOVERNMENT TO AN INTERNATIONAL ORGANIZATION'],
  ['G2', 'G2 - OTHER REPRESENTATIVE OF A FOREIGN GOVERNMENT TO AN INTERNATIONAL ORGANIZATION'],
  ['G3', 'G3 - REPRESENTATIVE OF A NON-MEMBER GOVERNMENT TO AN INTERNATIONAL ORGANIZATION'],
  ['G4', 'G4 - OFFICER OR EMPLOYEE OF AN INTERNATIONAL ORGANIZATION'],
  ['G5', 'G5 - ATTENDANT, SERVANT OR EMPLOYEE OF A G1 TO G4'],
  ['GB', 'GB - GUAM-CNMI VISA WAIVER VISITOR FOR BUSINESS'],
  ['GT', 'GT - GUAM-CNMI VISA WAIVER VISITOR FOR PLEASURE'],
  ['H1B', 'H1B - SPECIALTY OCCUPATION WORKER'],
  ['H2A', 'H2A - TEMPORARY AGRICULTURAL WORKER'],
  ['H2B', 'H2B - TEMPORARY WORKER PERFORMING OTHER SERVICES'],
  ['H3', 'H3 - TRAINEE'],
  ['H4', 'H4 - SPOUSE OR CHILD OF AN H1B, H2 OR H3 WORKER'],
  ['HSC', 'HSC - H-1B1 FREE TRADE PROFESSIONAL (CHILE, SINGAPORE)'],
  ['I', 'I - REPRESENTATIVE OF THE FOREIGN MEDIA, OR SPOUSE OR CHILD'],
  ['J1', 'J1 - EXCHANGE VISITOR'],
  ['J2', 'J2 - SPOUSE OR CHILD OF A J1 EXCHANGE VISITOR'],
  ['K1', 'K1 - ALIEN FIANCE OF A CITIZEN'],
  ['K2', 'K2 - CHILD OF A K1 FIANCE'],
  ['K3', 'K3 - SPOUSE OF A CITIZEN'],
  ['K4', 'K4 - CHILD OF A K3'],
  ['L1', 'L1 - INTRACOMPANY TRANSFEREE'],
  ['L1A', 'L1A - INTRACOMPANY TRANSFEREE EXECUTIVE OR MANAGER'],
  ['L1B', 'L1B - INTRACOMPANY TRANSFEREE SPECIALIZED KNOWLEDGE'],
  ['L2', 'L2 - SPOUSE OR CHILD OF AN INTRACOMPANY TRANSFEREE'],
  ['M1', 'M1 - STUDENT VOCATIONAL OR NONACADEMIC'],
  ['M2', 'M2 - SPOUSE OR CHILD OF AN M1 STUDENT'],
  ['MIS', 'MIS - CITIZEN OF THE MARSHALL ISLANDS (COMPACT OF FREE ASSOCIATION)'],
  ['N1', 'N1 - NATO-1 PRINCIPAL REPRESENTATIVE OF A MEMBER STATE'],
  ['N2', 'N2 - NATO-2 OTHER REPRESENTATIVE OF A MEMBER STATE'],
  ['N3', 'N3 - NATO-3 CLERICAL STAFF OF A NATO-1 OR NATO-2'],
  ['N4', 'N4 - NATO-4 OFFICIAL OF NATO'],
  ['N5', 'N5 - NATO-5 EXPERT EMPLOYED BY NATO'],
  ['N6', 'N6 - NATO-6 CIVILIAN COMPONENT OF A NATO FORCE'],
  ['N7', 'N7 - NATO-7 ATTENDANT OF A NATO-1 TO NATO-6'],
  ['N8', 'N8 - PARENT OF A SPECIAL IMMIGRANT CHILD'],
  ['N9', 'N9 - CHILD OF AN N8 OR OF A SPECIAL IMMIGRANT'],
  ['O1', 'O1 - ALIEN WITH EXTRAORDINARY ABILITY'],
  ['O1A', 'O1A - EXTRAORDINARY ABILITY IN SCIENCES, EDUCATION, BUSINESS OR ATHLETICS'],
  ['O1B', 'O1B - EXTRAORDINARY ABILITY IN THE ARTS OR MOTION PICTURES'],
  ['O2', 'O2 - ASSISTANT ACCOMPANYING AN O1'],
  ['O3', 'O3 - SPOUSE OR CHILD OF AN O1 OR O2'],
  ['P1', 'P1 - INTERNATIONALLY RECOGNIZED ATHLETE OR ENTERTAINER'],
  ['P1A', 'P1A - INTERNATIONALLY RECOGNIZED ATHLETE'],
  ['P1B', 'P1B - MEMBER OF AN INTERNATIONALLY RECOGNIZED ENTERTAINMENT GROUP'],
  ['P1S', 'P1S - SUPPORT PERSON OF A P1'],
  ['P2', 'P2 - ARTIST OR ENTERTAINER IN A RECIPROCAL EXCHANGE PROGRAM'],
  ['P2S', 'P2S - SUPPORT PERSON OF A P2'],
  ['P3', 'P3 - ARTIST OR ENTERTAINER IN A CULTURALLY UNIQUE PROGRAM'],
  ['P3S', 'P3S - SUPPORT PERSON OF A P3'],
  ['P4', 'P4 - SPOUSE OR CHILD OF A P1, P2 OR P3'],
  ['PAL', 'PAL - CITIZEN OF PALAU (COMPACT OF FREE ASSOCIATION)'],
  ['Q1', 'Q1 - INTERNATIONAL CULTURAL EXCHANGE VISITOR'],
  ['R1', 'R1 - RELIGIOUS WORKER'],
  ['R2', 'R2 - SPOUSE OR CHILD OF AN R1 RELIGIOUS WORKER'],
  ['RE', 'RE - REFUGEE'],
  ['S1', 'S1 - WITNESS OR INFORMANT'],
  ['T1', 'T1 - VICTIM OF A SEVERE FORM OF TRAFFICKING'],
  ['T2', 'T2 - SPOUSE OF A T1'],
  ['T3', 'T3 - CHILD OF A T1'],
  ['T4', 'T4 - PARENT OF A T1'],
  ['T5', 'T5 - UNMARRIED SIBLING UNDER 18 OF A T1'],
  ['TD', 'TD - SPOUSE OR CHILD OF A TN PROFESSIONAL'],
  ['TN1', 'TN1 - USMCA (NAFTA) PROFESSIONAL FROM CANADA'],
  ['TN2', 'TN2 - USMCA (NAFTA) PROFESSIONAL FROM MEXICO'],
  ['U1', 'U1 - VICTIM OF CRIMINAL ACTIVITY'],
  ['U2', 'U2 - SPOUSE OF A U1'],
  ['U3', 'U3 - CHILD OF A U1'],
  ['U4', 'U4 - PARENT OF A U1'],
  ['U5', 'U5 - UNMARRIED SIBLING UNDER 18 OF A U1'],
  ['V1', 'V1 - SPOUSE OF A PERMANENT RESIDENT'],
  ['V2', 'V2 - CHILD OF A PERMANENT RESIDENT (V)'],
  ['V3', 'V3 - CHILD OF A V2'],
  ['WB', 'WB - VISA WAIVER VISITOR FOR BUSINESS'],
  ['WT', 'WT - VISA WAIVER VISITOR FOR PLEASURE'],
]);

/**
 * I-94 admissions in fiscal year 2019 by class of admission, as DHS's Yearbook of Immigration
 * Statistics 2019 prints them (Office of Homeland Security Statistics, Table 25, "Nonimmigrant
 * Admissions by Class of Admission: Fiscal Years 2017 to 2019",
 * https://ohss.dhs.gov/topics/immigration/yearbook/2019/table25): the rows the order below was
 * checked against (status-list.test.ts; the search that read the table reached only its first rows,
 * temporary workers from CW1 to H2B, so the other classes keep the order of the earlier Yearbooks, e.g. 2017's Table 25, where H2A
 * admissions, 283,580 in 2015, exceed H4's 205,521). Table 25 puts temporary visitors for pleasure and
 * business (B2, WT, B1, WB) far ahead of every other class, then students and workers.
 */
export const I94_ADMISSIONS_FY2019: Readonly<Partial<Record<(typeof STATUS_CLASSES)[number]['value'], number>>> = {
  H1B: 601_594,
  H2A: 442_822,
  H2B: 129_120,
  CW1: 4_381,
  '1B1': 836,
  CW2: 707,
};

/**
 * The classes people hold most, in the order of their I-94 admissions in that table: visitors,
 * students, workers and exchange visitors and their families. The others follow in the order of
 * their codes.
 */
const MOST_HELD: readonly (typeof STATUS_CLASSES)[number]['value'][] = [
  'B2', 'WT', 'B1', 'WB', 'F1', 'H1B', 'J1', 'L1', 'TN1', 'TN2', 'E2', 'H2A', 'H4', 'L2', 'H2B', 'F2', 'J2', 'K1', 'O1', 'E3',
];

/** The admissions the table counts for a class, or -1 for a class it does not reach (placed after those it does). */
const admissionsOf = (code: (typeof STATUS_CLASSES)[number]['value']): number => I94_ADMISSIONS_FY2019[code] ?? -1;

/**
 * The status pick-list: the empty first option, the classes people hold most, then the rest: those
 * the table counts by their admissions, the others in the order of their codes (issue 24 item 14).
 */
export const IMMIGRATION_STATUS: readonly Choice<'' | (typeof STATUS_CLASSES)[number]['value']>[] = [
  { value: '', label: 'Select a status' },
  ...MOST_HELD.flatMap((code) => STATUS_CLASSES.filter((choice) => choice.value === code)),
  // A stable sort: classes the table does not count keep the order of their codes.
  ...STATUS_CLASSES.filter((choice) => !MOST_HELD.includes(choice.value)).sort((a, b) => admissionsOf(b.value) - admissionsOf(a.value)),
];
