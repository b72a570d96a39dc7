import type { Choice } from './types.ts';

/** Stored values exactly as spec section 9 lists them; labels are what a person reads. */
const list = (pairs: readonly (readonly [string, string])[]): readonly Choice[] =>
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

/** The immigration status pick-list: an empty first option, then 30 codes (spec section 3). */
export const IMMIGRATION_STATUS = list([
  ['', 'Select a status'],
  ['1B3', '1B3 - NONIMMIGRANT AIRCREW MEMBER'],
  ['1B5', '1B5 - NONIMMIGRANT SEAMAN'],
  ['A1', 'A1 - AMBASSADOR, PUBLIC MINISTER, CAREER DIPLOMAT'],
  ['A2', 'A2 - OTHER FOREIGN GOVERNMENT OFFICIAL OR EMPLOYEE'],
  ['AS', 'AS - ASYLUM'],
  ['B1', 'B1 - TEMPORARY VISITOR FOR BUSINESS'],
  ['B2', 'B2 - TEMPORARY VISITOR FOR PLEASURE'],
  ['F1', 'F1 - STUDENT ACADEMIC'],
  ['H2B', 'H2B - TEMPORARY WORKER PERFORMING OTHER SERVICES'],
  ['J1', 'J1 - EXCHANGE VISITOR'],
  ['K1', 'K1 - ALIEN FIANCE OF A CITIZEN'],
  ['K3', 'K3 - SPOUSE OF A CITIZEN'],
  ['L1', 'L1 - INTRACOMPANY TRANSFEREE'],
  ['L1A', 'L1A - INTRACOMPANY TRANSFEREE EXECUTIVE OR MANAGER'],
  ['L1B', 'L1B - INTRACOMPANY TRANSFEREE SPECIALIZED KNOWLEDGE'],
  ['L2', 'L2 - SPOUSE OR CHILD OF AN INTRACOMPANY TRANSFEREE'],
  ['M1', 'M1 - STUDENT VOCATIONAL OR NONACADEMIC'],
  ['O1', 'O1 - ALIEN WITH EXTRAORDINARY ABILITY'],
  ['O1A', 'O1A - EXTRAORDINARY ABILITY IN SCIENCES, EDUCATION, BUSINESS OR ATHLETICS'],
  ['O1B', 'O1B - EXTRAORDINARY ABILITY IN THE ARTS OR MOTION PICTURES'],
  ['O3', 'O3 - SPOUSE OR CHILD OF AN O1 OR O2'],
  ['P1', 'P1 - INTERNATIONALLY RECOGNIZED ATHLETE OR ENTERTAINER'],
  ['P1A', 'P1A - INTERNATIONALLY RECOGNIZED ATHLETE'],
  ['P1B', 'P1B - MEMBER OF AN INTERNATIONALLY RECOGNIZED ENTERTAINMENT GROUP'],
  ['P2', 'P2 - ARTIST OR ENTERTAINER IN A RECIPROCAL EXCHANGE PROGRAM'],
  ['R1', 'R1 - RELIGIOUS WORKER'],
  ['RE', 'RE - REFUGEE'],
  ['S1', 'S1 - WITNESS OR INFORMANT'],
  ['V1', 'V1 - SPOUSE OF A PERMANENT RESIDENT'],
  ['WB', 'WB - VISA WAIVER VISITOR FOR BUSINESS'],
]);
