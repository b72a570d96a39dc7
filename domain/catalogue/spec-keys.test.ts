import { describe, expect, it } from 'vitest';
import { CATALOGUE, fieldsOf, type FieldDef, type FormType } from './index.ts';

/**
 * The catalogue against the product specification: every answer key of spec section 3 is asked,
 * and every wizard has the steps of spec sections 2 and 4. Where the spec names a key's parts in
 * words ("mailing street, unit type, …", the parents' and earlier marriages' details), the key
 * here is those words spelt the catalogue's way (mailingStreet, fatherNameFirst, prevSpouseNameFirst).
 */

const capitalised = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

const ADDRESS_PARTS = ['Street', 'UnitType', 'UnitNumber', 'City', 'State', 'Zip', 'Country'];
/** An address the spec names by its key alone: the parts every address has, at home or abroad. */
const addressKeys = (base: string): string[] => ['Street', 'UnitType', 'UnitNumber', 'City', 'Country'].map((part) => `${base}${part}`);
const PARENT_PARTS = [
  'NameFirst',
  'NameMiddle',
  'NameLast',
  'NameAtBirthDifferent',
  'BirthNameFirst',
  'BirthNameMiddle',
  'BirthNameLast',
  'BirthDate',
  'BirthCity',
  'BirthCountry',
  'Sex',
  'Alive',
  'ResidenceCity',
  'ResidenceCountry',
];

/** Spec section 3, "Onboarding data". */
const ONBOARDING_KEYS = [
  'onboardingUserIs',
  'onboardingPNameFirst',
  'onboardingBNameFirst',
  'onboardingBIsInUs',
  'onboardingBWillApplyFromUs',
  'onboardingBOnlyGcApplicant',
  'onboardingPCurrentIncome',
  'onboardingIncomeFromW2',
  'onboardingNumberOfHouseholdMembers',
  'onboardingPOnActiveDuty',
  'onboardingBWantsEAD',
  'onboardingBWantsAP',
];

/** Spec section 3, "Form-data field keys", group by group. */
const FORM_DATA_KEYS: Readonly<Record<string, readonly string[]>> = {
  'Previous petitions': [
    'petitionFor',
    'hasOtherPetitions',
    'prevPetitionBNameFirst',
    'prevPetitionBNameMiddle',
    'prevPetitionBNameLast',
    'prevPetitionCity',
    'prevPetitionState',
    'prevPetitionDate',
    'prevPetitionResult',
  ],
  Identity: [
    'aNumber',
    'aNumberHasMany',
    'aNumberList',
    'uscisAccountNumber',
    'ssn',
    'passportNumber',
    'passportCountry',
    'passportExpirationDate',
    'nameFirst',
    'nameMiddle',
    'nameLast',
    'hasOtherNames',
    'otherNamesList',
    'sex',
    'birthDate',
    'birthCity',
    'birthCountry',
    'birthHasUsedOtherDate',
    'birthOtherDatesArray',
    'email',
    'phone',
  ],
  Addresses: [
    ...ADDRESS_PARTS.map((part) => `mailing${part}`),
    'mailingSameAsPhysical',
    'hasPreviousAddresses',
    ...ADDRESS_PARTS.map((part) => `physical${part}`),
    'physicalMoveInDate',
    'physicalMoveOutDate',
    'physicalAddressHistory',
    ...addressKeys('lastPhysicalBAndPLivedTogether'),
  ],
  'US status': [
    'usStatus',
    'usCitizenshipGotBy',
    'usAdoptionStatus',
    'usHasCertOfNaturalOrCitizenship',
    'usCertificateNumber',
    'usCertificateIssuedPlace',
    'usCertificateIssuedDate',
    'usPrByMarriage',
    'usPrAdmissionClass',
    'usPrAdmissionDate',
    'usPrAdmissionCity',
    'usPrAdmissionState',
  ],
  Parents: ['father', 'mother'].flatMap((parent) => PARENT_PARTS.map((part) => `${parent}${part}`)),
  Biometrics: ['bioEthnicity', 'bioRace', 'bioHeightFeet', 'bioHeightInches', 'bioWeightLbs', 'bioEyeColor', 'bioHairColor'],
  Immigration: [
    'immiIsInUs',
    'immiCurrentVisaStatus',
    'immiCurrVisaNumber',
    'immiCurrVisaIssuedDate',
    'immiCurrVisaExpirationDate',
    'immiLastEntryCity',
    'immiLastEntryState',
    'immiLastEntryDate',
    'immiCrewmanVisaEver',
    'immiCrewmanLastEntryYesNo',
    'immiInDeportationProceedingsYesNo',
    'immiAppliedForGcBefore',
    'immiAppliedForGcBeforeInUs',
    'i94Number',
    'i94AdmitUntil',
    'i94NameLast',
    'i94NameFirst',
    'i94ImmigrationStatus',
    '{hash}',
    'i94StatusChanged',
    'i94StatusAfterChange',
  ],
  Employment: [
    'hasEmploymentHistory',
    'employmentHistory',
    'employerIsSchool',
    'employerName',
    'employerYourOccupation',
    'employerDateFrom',
    'employerDateTo',
    'employerStillWorkHere',
    'outsideUsWorkedEver',
    'outsideUsEmployer',
    ...addressKeys('outsideUsPhysicalAddress'),
    'isOnActiveDuty',
  ],
  Marriage: [
    'marriageDate',
    'marriageCity',
    'marriageState',
    'marriageCountry',
    'marriageBPCurrentlyLiveTogether',
    'marriageAnnualHouseholdIncome',
    'marriageTotalAssets',
    'marriageTotalLiabilities',
    'hasPreviousMarriages',
    'previousMarriagesList',
    // Each earlier marriage: the former spouse's name, birth date, birth country and nationality; the marriage's date and place; its end date, place and reason.
    'prevSpouseNameFirst',
    'prevSpouseNameLast',
    'prevSpouseBirthDate',
    'prevSpouseBirthCountry',
    'prevSpouseNationality',
    'prevMarriageDate',
    'prevMarriageCity',
    'prevMarriageCountry',
    'prevMarriageEndDate',
    'prevMarriageEndCity',
    'prevMarriageEndCountry',
    'prevMarriageEndReason',
    // "The marriage step also asks whether the couple ever lived together."
    'marriageBPEverLivedTogether',
  ],
  'Income and sponsor': [
    'incomePetitionerIsSponsor',
    'incomeComesFromW2',
    'incomeBeneficiaryIsSoleGcApplicant',
    'incomeNumberOfHouseholdMembers',
    'incomeSponsorHasRetired',
    'incomeSponsorRetirementDate',
    'incomeSponsorFiledTaxesForPrev3Years',
    'incomeCurrentYearPrediction',
    'incomeCurrentYearUserOverrideYesNo',
    'incomeCurrentYearUserOverrideValue',
    'income1stMostRecentIncome',
    'income2ndMostRecentIncome',
    'income3rdMostRecentIncome',
  ],
  Benefits: [
    'benefitsReceivedList',
    'benefitName',
    'benefitStartDate',
    'benefitEndDate',
    'benefitIsCurrent',
    'benefitAmount',
    'benefitExemptFromPublicCharge',
    'institutionalizationReceivedList',
    // Its items: name, start date, end date, current flag, reason, exempt-from-public-charge flag.
    'institutionName',
    'institutionStartDate',
    'institutionEndDate',
    'institutionIsCurrent',
    'institutionReason',
    'institutionExemptFromPublicCharge',
  ],
  Education: ['eduHighestLevel', 'eduHighestGradeCompleted', 'eduCertificationsList', 'eduCertification'],
  Organizations: [
    'hasOrgs',
    'orgList',
    'orgName',
    'orgCity',
    'orgState',
    'orgCountry',
    'orgPurpose',
    'orgUserInvolvement',
    'orgUserFromDate',
    'orgUserToDate',
    'orgUserStillMember',
  ],
};

/** Keys the spec lists that stand for something else, not an answer. */
const PLACEHOLDERS = ['{hash}'];

/** The questionnaire's item numbers (spec section 3): q10 to q55, q63, q64, q67 to q86. */
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const QUESTION_NUMBERS = [...range(10, 55), 63, 64, ...range(67, 86)];
/** The sub-parts the spec names: q35.a, q42.a to d, q43.a to i, q53.a to d, q78.a and b, q84.a to c. */
const subParts = (n: number, last: string): string[] =>
  range(0, last.charCodeAt(0) - 'a'.charCodeAt(0)).map((i) => `q${n}.${String.fromCharCode(97 + i)}`);
const SPEC_SUB_PARTS = ['q35.a', ...subParts(42, 'd'), ...subParts(43, 'i'), ...subParts(53, 'd'), ...subParts(78, 'b'), ...subParts(84, 'c')];

interface Place {
  readonly formType: FormType;
  /** The list the key is an item of, or undefined for a top-level answer. */
  readonly group?: string;
}

/** Every definition of every key in the catalogue: top-level answers and the items of each list. */
function catalogueKeys(): Map<string, Place[]> {
  const places = new Map<string, Place[]>();
  const add = (key: string, place: Place): void => {
    places.set(key, [...(places.get(key) ?? []), place]);
  };
  for (const form of Object.values(CATALOGUE)) {
    if (!form) continue;
    for (const { field } of fieldsOf(form)) {
      add(field.key, { formType: form.type });
      for (const item of field.item ?? []) add(item.key, { formType: form.type, group: field.key });
    }
  }
  return places;
}

const CATALOGUE_KEYS = catalogueKeys();
const topLevelPlaces = (key: string): Place[] => (CATALOGUE_KEYS.get(key) ?? []).filter((place) => place.group === undefined);
const itemPlaces = (key: string): Place[] => (CATALOGUE_KEYS.get(key) ?? []).filter((place) => place.group !== undefined);

/** The catalogue keys a spec key is asked as: itself, with a person prefix (pNameFirst for nameFirst), or as a list item. */
function askedAs(specKey: string): { key: string; places: Place[] }[] {
  const topLevel = [specKey, `p${capitalised(specKey)}`, `b${capitalised(specKey)}`]
    .map((key) => ({ key, places: topLevelPlaces(key) }))
    .filter(({ places }) => places.length > 0);
  const items = itemPlaces(specKey);
  return items.length > 0 ? [...topLevel, { key: specKey, places: items }] : topLevel;
}

/** A key asked twice at the top level, or twice in the same list, is the same question defined twice. */
const definedTwice = ({ places }: { places: Place[] }): boolean =>
  places.some((place, index) => places.slice(index + 1).some((other) => other.formType === place.formType && other.group === place.group)) ||
  places.filter((place) => place.group === undefined).length > 1;

const SPEC_KEYS = [...ONBOARDING_KEYS, ...Object.values(FORM_DATA_KEYS).flat()].filter((key) => !PLACEHOLDERS.includes(key));

const i485Fields = (): FieldDef[] => {
  const form = CATALOGUE.I_485_SPECIFIC;
  return form ? [...fieldsOf(form)].map(({ field }) => field) : [];
};

describe('the catalogue asks every answer key of spec section 3', () => {
  it('has every key of the onboarding data and the form data, as a key, a p/b-prefixed key or a list item', () => {
    expect(SPEC_KEYS.filter((key) => askedAs(key).length === 0)).toEqual([]);
  });

  it('defines each of those keys exactly once', () => {
    const twice = SPEC_KEYS.flatMap((key) => askedAs(key).filter(definedTwice).map((asked) => asked.key));
    expect(twice).toEqual([]);
  });

  it('asks each questionnaire item q10 to q55, q63, q64 and q67 to q86 once, whole or by its sub-parts', () => {
    const keys = i485Fields().map((field) => field.key);
    const problems = QUESTION_NUMBERS.flatMap((n) => {
      const whole = keys.filter((key) => key === `q${n}`).length;
      const parts = keys.filter((key) => new RegExp(`^q${n}\\.[a-z]$`).test(key));
      if (whole === 1 && parts.length === 0) return [];
      if (whole === 0 && parts.length > 0 && new Set(parts).size === parts.length) return [];
      return [`q${n}: asked ${whole} time(s) whole and by sub-parts ${JSON.stringify(parts)}`];
    });
    expect(problems).toEqual([]);
  });

  it('has the sub-parts the spec names', () => {
    const keys = new Set(i485Fields().map((field) => field.key));
    expect(SPEC_SUB_PARTS.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('has an Explanation key for the items of q22 to q55 and for q76, and q86 as free text', () => {
    const fields = i485Fields();
    const keys = new Set(fields.map((field) => field.key));
    const explained = fields
      .filter((field) => field.kind === 'yesNo' && /^q(2[2-9]|[34]\d|5[0-5]|76)(\.[a-z])?$/.test(field.key))
      .filter((field) => !keys.has(`${field.key}Explanation`))
      .map((field) => field.key);
    expect(explained).toEqual([]);
    expect(keys.has('q76Explanation')).toBe(true);
    expect(fields.find((field) => field.key === 'q86')?.kind).toMatch(/^(text|textarea)$/);
  });
});

/** Spec section 2 (wizard steps) and section 4 (the onboarding wizard, index 0 to 6). */
const SPEC_STEPS: Readonly<Record<string, readonly string[]>> = {
  ONBOARDING: [
    'About You & Your Spouse',
    "Beneficiary's Situation",
    "Petitioner's Finances",
    'Household Details',
    'Eligibility Check',
    'Optional Applications',
    "What's Next",
  ],
  PETITIONER_INFO: [
    "Petitioner's Names and Sex",
    'Contact Information',
    'Birth Information',
    'Address',
    'Address History',
    'Employment History',
    "Parents' Names",
    'Biographic Information',
    'Status in the US',
    'Optional Identifiers',
    'Petition and marital status',
  ],
  BENEFICIARY_INFO: [
    "Beneficiary's Names and Sex",
    'Contact Information',
    'Address',
    'Address History',
    'Employment History',
    'Birth Information',
    'Identification Numbers',
    'Immigration Situation',
    'Biographic Information',
    "Parents' Information",
    'Marital History',
    'Information from Outside the U.S.',
    'Education Info',
  ],
  I_485_SPECIFIC: [
    'Organizations',
    'Inadmissibility',
    'Criminal History',
    'Security and Background - Intent',
    'Security and Background - History',
    'Security and Background - Participation',
    'Public Assistance',
    'Illegal Entries and Other Immigration Violations',
    'Unlawful Presence',
    'Miscellaneous',
  ],
  I_765_SPECIFIC: ['Eligibility Category', 'Application Type', 'Additional Information'],
  I_131_SPECIFIC: ['Application Type', 'Travel Information', 'Processing Information'],
  MARRIAGE_INFO: ['Marriage Details', 'Spouse Information'],
  INCOME: ["Sponsor's Income", 'Income Details', 'Current Year Income Prediction', 'Household Finances'],
};

const STEP_COUNTS: Readonly<Record<string, number>> = {
  ONBOARDING: 7,
  PETITIONER_INFO: 11,
  BENEFICIARY_INFO: 13,
  I_485_SPECIFIC: 10,
  I_765_SPECIFIC: 3,
  I_131_SPECIFIC: 3,
  MARRIAGE_INFO: 2,
  INCOME: 4,
};

describe('every wizard has the steps of the spec', () => {
  it('has a wizard for each form type the spec gives steps for, and no other', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual(Object.keys(SPEC_STEPS).sort());
  });

  it.each(Object.entries(SPEC_STEPS))('%s has the spec’s step names, in order', (formType, names) => {
    const form = Object.values(CATALOGUE).find((candidate) => candidate?.type === formType);
    expect(form?.steps.map((step) => step.name)).toEqual(names);
    expect(form?.steps).toHaveLength(STEP_COUNTS[formType] ?? -1);
  });
});
