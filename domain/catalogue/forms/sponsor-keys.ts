/**
 * The answer keys of what Form I-864 asks every sponsor (Part 5 household, Part 6 employment and
 * income, Part 7 assets), for the two sponsors the INCOME wizard asks about: the petitioner, whose
 * keys the product has used from the start (and the specification names), and the joint sponsor,
 * prefixed j like every other answer about that person. The catalogue builds both sets of questions
 * from these keys (sponsor-fields.ts); the rules and the forms read the answers through them.
 */
export interface SponsorTaxYearKeys {
  /** Whether a return was filed for the year (asked when not every year was filed). */
  readonly filed: string;
  /** The year's total income. */
  readonly income: string;
}

export interface SponsorKeys {
  readonly isEmployed: string;
  readonly occupation: string;
  readonly employer1: string;
  readonly employer2: string;
  readonly isSelfEmployed: string;
  readonly selfEmployedOccupation: string;
  readonly hasRetired: string;
  readonly retirementDate: string;
  readonly unemployedSince: string;
  /** "Filed a return for each of the three years?" */
  readonly filedAll: string;
  /** The three tax years, the most recent first (Form I-864 Part 6 items 16.a to 16.c). */
  readonly taxYears: readonly [SponsorTaxYearKeys, SponsorTaxYearKeys, SponsorTaxYearKeys];
  readonly notRequiredToFile: string;
  readonly dependentChildren: string;
  readonly otherDependents: string;
  readonly previouslySponsored: string;
  readonly usesAssets: string;
  readonly assetsBank: string;
  readonly assetsRealEstate: string;
  readonly assetsStocks: string;
}

export const PETITIONER_SPONSOR = {
  isEmployed: 'incomeSponsorIsEmployed',
  occupation: 'incomeSponsorOccupation',
  employer1: 'incomeSponsorEmployer1Name',
  employer2: 'incomeSponsorEmployer2Name',
  isSelfEmployed: 'incomeSponsorIsSelfEmployed',
  selfEmployedOccupation: 'incomeSponsorSelfEmployedOccupation',
  hasRetired: 'incomeSponsorHasRetired',
  retirementDate: 'incomeSponsorRetirementDate',
  unemployedSince: 'incomeSponsorUnemployedSinceDate',
  filedAll: 'incomeSponsorFiledTaxesForPrev3Years',
  taxYears: [
    { filed: 'income1stMostRecentTaxReturnFiled', income: 'income1stMostRecentIncome' },
    { filed: 'income2ndMostRecentTaxReturnFiled', income: 'income2ndMostRecentIncome' },
    { filed: 'income3rdMostRecentTaxReturnFiled', income: 'income3rdMostRecentIncome' },
  ],
  notRequiredToFile: 'incomeSponsorNotRequiredToFile',
  dependentChildren: 'incomeNumberOfDependentChildren',
  otherDependents: 'incomeNumberOfOtherDependents',
  previouslySponsored: 'incomeNumberOfPreviouslySponsored',
  usesAssets: 'incomeUsesAssets',
  assetsBank: 'incomeAssetsBankBalance',
  assetsRealEstate: 'incomeAssetsRealEstateNetValue',
  assetsStocks: 'incomeAssetsStocksBondsOther',
} as const satisfies SponsorKeys;

export const JOINT_SPONSOR = {
  isEmployed: 'jIsEmployed',
  occupation: 'jOccupation',
  employer1: 'jEmployer1Name',
  employer2: 'jEmployer2Name',
  isSelfEmployed: 'jIsSelfEmployed',
  selfEmployedOccupation: 'jSelfEmployedOccupation',
  hasRetired: 'jHasRetired',
  retirementDate: 'jRetirementDate',
  unemployedSince: 'jUnemployedSinceDate',
  filedAll: 'jFiledTaxesForPrev3Years',
  taxYears: [
    { filed: 'j1stMostRecentTaxReturnFiled', income: 'j1stMostRecentIncome' },
    { filed: 'j2ndMostRecentTaxReturnFiled', income: 'j2ndMostRecentIncome' },
    { filed: 'j3rdMostRecentTaxReturnFiled', income: 'j3rdMostRecentIncome' },
  ],
  notRequiredToFile: 'jNotRequiredToFile',
  dependentChildren: 'jNumberOfDependentChildren',
  otherDependents: 'jNumberOfOtherDependents',
  previouslySponsored: 'jNumberOfPreviouslySponsored',
  usesAssets: 'jUsesAssets',
  assetsBank: 'jAssetsBankBalance',
  assetsRealEstate: 'jAssetsRealEstateNetValue',
  assetsStocks: 'jAssetsStocksBondsOther',
} as const satisfies SponsorKeys;

/** The gate of the joint sponsor's questions, and the joint sponsor's own answers the sponsor builders do not cover. */
export const JOINT_SPONSOR_KEYS = {
  hasJointSponsor: 'incomeHasJointSponsor',
  status: 'jStatus',
  livesInUs: 'jLivesInUs',
  isMarried: 'jIsMarried',
  currentIncome: 'jCurrentIncome',
} as const;
