import type { Answers, AnswersByForm } from '../domain/answers.ts';
import { TAX_YEAR_KEY } from '../domain/rules/income-tax-years.ts';
import { mostRecentTaxYearOn } from '../domain/rules/tax-years.ts';
import { COUPLE_TODAY, coupleAnswers } from './couple.ts';

/** The income answers are about the three tax years before COUPLE_TODAY, the latest return filed. */
export const COUPLE_TAX_YEAR = mostRecentTaxYearOn(COUPLE_TODAY, true) ?? 0;

/**
 * The test couple (couple.ts) with the INCOME answers Form I-864 needs, in two households:
 * Daniel Whitaker on W-2 wages with a household of 2, and, with the petitioner's and the
 * beneficiary's facts changed, a retired permanent resident with a household of 4 who counts the
 * spouse's and a sister's income. Both filed all three tax returns. Fresh copies on every call.
 */

/** Daniel, a data engineer in Chicago: 60% of 88,000 + 30% of 85,000 + 10% of 82,000 = 86,500, as in onboarding. */
function w2Income(): Answers {
  return {
    incomePetitionerIsSponsor: 'yes',
    isOnActiveDuty: 'no',
    incomeComesFromW2: 'yes',
    incomeSponsorIsEmployed: 'yes',
    incomeSponsorOccupation: 'Data Engineer',
    incomeSponsorEmployer1Name: 'Lakeshore Analytics LLC',
    incomeSponsorEmployer2Name: '',
    incomeSponsorIsSelfEmployed: 'no',
    incomeSponsorHasRetired: 'no',
    [TAX_YEAR_KEY]: String(COUPLE_TAX_YEAR),
    incomeSponsorFiledTaxesForPrev3Years: 'yes',
    income1stMostRecentIncome: '88000',
    income2ndMostRecentIncome: '85000',
    income3rdMostRecentIncome: '82000',
    incomeCurrentYearPrediction: '86500',
    incomeCurrentYearUserOverrideYesNo: 'yes',
    incomeBeneficiaryIsSoleGcApplicant: 'yes',
    incomeNumberOfDependentChildren: '0',
    incomeNumberOfOtherDependents: '0',
    incomeNumberOfPreviouslySponsored: '0',
    incomeHouseholdMembersSignI864A: 'no',
    incomeUsesBeneficiaryIncome: 'no',
    incomeNumberOfHouseholdMembers: '2',
    incomeUsesAssets: 'no',
  };
}

/** A U.S. citizen on W-2 wages; household of 2 (the sponsor and the spouse). */
export function w2SponsorAnswers(): AnswersByForm {
  const answers = coupleAnswers();
  // Olena's OPT work permit carries an A-Number, and she opened a USCIS online account to file for it.
  answers['BENEFICIARY_INFO'] = { ...answers['BENEFICIARY_INFO'], bANumber: 'A12345678', bUscisAccountNumber: '123456789012' };
  answers['INCOME'] = w2Income();
  return answers;
}

const retiredPetitioner: Answers = {
  pNameFirst: 'Margaret',
  pNameMiddle: 'Ann',
  pNameLast: 'Okafor',
  pSex: 'female',
  pPhone: '941-555-0111',
  pMobilePhone: '',
  pEmail: 'margaret.okafor@example.net',
  pBirthDate: '1957-11-03',
  pBirthCity: 'Lagos',
  pBirthCountry: 'Nigeria',
  pMailingStreet: 'PO Box 4471',
  pMailingUnitType: '',
  pMailingUnitNumber: '',
  pMailingCity: 'Sarasota',
  pMailingState: 'FL',
  pMailingZip: '34230-4471',
  pMailingSameAsPhysical: 'no',
  pPhysicalCountry: 'United States',
  pPhysicalStreet: '2875 Bayshore Dr',
  pPhysicalUnitType: 'ste.',
  pPhysicalUnitNumber: '12',
  pPhysicalCity: 'Sarasota',
  pPhysicalState: 'FL',
  pPhysicalZip: '34234',
  pPhysicalMoveInDate: '2019-03-15',
  pHasPreviousAddresses: 'no',
  pEmploymentHistory: [
    {
      employerIsUnemployed: 'yes',
      employerYourOccupation: 'Retired',
      employerDateFrom: '2021-07-01',
      employerStillWorkHere: 'yes',
    },
    {
      employerIsUnemployed: 'no',
      employerIsSchool: 'no',
      employerName: 'Sarasota Memorial Hospital',
      employerCountry: 'United States',
      employerStreet: '1700 S Tamiami Trl',
      employerCity: 'Sarasota',
      employerState: 'FL',
      employerZip: '34239',
      employerYourOccupation: 'Pharmacist',
      employerDateFrom: '2001-02-01',
      employerStillWorkHere: 'no',
      employerDateTo: '2021-06-30',
    },
  ],
  usStatus: 'pr',
  usPrAdmissionClass: 'E21',
  usPrAdmissionDate: '1998-05-20',
  usPrAdmissionCity: 'Miami',
  usPrAdmissionState: 'FL',
  usPrByMarriage: 'no',
  pANumber: 'A098765432',
  pUscisAccountNumber: '987654321098',
  pSsn: '589-22-4310',
  pHasPreviousMarriages: 'no',
};

const retiredBeneficiary: Answers = {
  bNameFirst: 'Samuel',
  bNameMiddle: 'Chukwuemeka',
  bNameLast: 'Okafor',
  bSex: 'male',
  bNativeScriptUsed: 'no',
  bPhone: '9415550177',
  bMailingStreet: '2875 Bayshore Dr',
  bMailingUnitType: 'ste.',
  bMailingUnitNumber: '12',
  bMailingCity: 'Sarasota',
  bMailingState: 'FL',
  bMailingZip: '34234',
  bBirthDate: '1960-02-14',
  bBirthCity: 'Enugu',
  bBirthCountry: 'Nigeria',
  bCitizenshipCountry: 'Nigeria',
  bANumber: '',
  bUscisAccountNumber: '',
};

/** Pension and savings income of 41,200, 40,800 and 39,900; the spouse earns 18,000 and a sister 28,000. */
function retiredIncome(): Answers {
  return {
    incomePetitionerIsSponsor: 'yes',
    isOnActiveDuty: 'no',
    incomeComesFromW2: 'no',
    incomeSponsorIsEmployed: 'no',
    incomeSponsorIsSelfEmployed: 'no',
    incomeSponsorHasRetired: 'yes',
    incomeSponsorRetirementDate: '2021-07-01',
    [TAX_YEAR_KEY]: String(COUPLE_TAX_YEAR),
    incomeSponsorFiledTaxesForPrev3Years: 'yes',
    income1stMostRecentIncome: '41200',
    income2ndMostRecentIncome: '40800',
    income3rdMostRecentIncome: '39900',
    incomeCurrentYearPrediction: '40950',
    incomeCurrentYearUserOverrideYesNo: 'yes',
    incomeBeneficiaryIsSoleGcApplicant: 'yes',
    incomeNumberOfDependentChildren: '1',
    incomeNumberOfOtherDependents: '0',
    incomeNumberOfPreviouslySponsored: '0',
    incomeHouseholdMembersSignI864A: 'yes',
    incomeHouseholdMembers: [
      { nameFirst: 'Grace', nameMiddle: 'Ifeoma', nameLast: 'Adeyemi', relationship: 'brother_sister', currentIncome: '28000' },
    ],
    incomeUsesBeneficiaryIncome: 'yes',
    incomeBeneficiaryCurrentIncome: '18000',
    incomeNumberOfHouseholdMembers: '4',
    incomeUsesAssets: 'no',
  };
}

/**
 * A retired permanent resident in Sarasota who gets mail at a P.O. box; household of 4: the
 * sponsor, the spouse, a dependent child, and a sister who signs Form I-864A.
 */
export function retiredSponsorAnswers(): AnswersByForm {
  const answers = coupleAnswers();
  answers['ONBOARDING'] = {
    ...answers['ONBOARDING'],
    onboardingPNameFirst: 'Margaret',
    onboardingBNameFirst: 'Samuel',
    onboardingPCurrentIncome: '40950',
    onboardingIncomeFromW2: 'No',
    onboardingNumberOfHouseholdMembers: '4',
  };
  answers['PETITIONER_INFO'] = { ...answers['PETITIONER_INFO'], ...retiredPetitioner };
  answers['BENEFICIARY_INFO'] = { ...answers['BENEFICIARY_INFO'], ...retiredBeneficiary };
  answers['INCOME'] = retiredIncome();
  return answers;
}

/** A married joint sponsor in Texas with a son at home, who files every return and counts a savings account. */
export const JOINT_SPONSOR: Answers = {
  incomeHasJointSponsor: 'yes',
  jNameFirst: 'Carlos',
  jNameMiddle: 'Andrés',
  jNameLast: 'Rivera',
  jLivesInUs: 'yes',
  jStatus: 'national',
  jBirthDate: '1975-04-02',
  jBirthCountry: 'American Samoa',
  jANumber: '',
  jSsn: '123-45-6789',
  jMailingCountry: 'United States',
  jMailingStreet: '12 Oak Street',
  jMailingCity: 'Austin',
  jMailingState: 'TX',
  jMailingZip: '78701',
  jMailingSameAsPhysical: 'yes',
  jPhone: '512-555-0100',
  jEmail: 'carlos.rivera@example.com',
  jIsEmployed: 'yes',
  jOccupation: 'Electrician',
  jEmployer1Name: 'Lone Star Electric',
  jIsSelfEmployed: 'no',
  jHasRetired: 'no',
  jCurrentIncome: '61000',
  jFiledTaxesForPrev3Years: 'yes',
  j1stMostRecentIncome: '60000',
  j2ndMostRecentIncome: '58000',
  j3rdMostRecentIncome: '55000',
  jIsMarried: 'yes',
  jNumberOfDependentChildren: '1',
  jNumberOfOtherDependents: '0',
  jNumberOfPreviouslySponsored: '0',
  jUsesAssets: 'yes',
  jAssetsBankBalance: '12000',
  jAssetsRealEstateNetValue: '0',
  jAssetsStocksBondsOther: '0',
  jReadsEnglish: 'yes',
  jPreparerTypedBy: 'jointSponsor',
};
