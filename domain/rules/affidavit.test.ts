import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../answers.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { affidavitErrors } from './affidavit.ts';
import { checkApplications } from './check.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));
const withIncome = (changes: Answers) => ({ ...couple.answers, INCOME: { ...couple.answers.INCOME, ...changes } });

/** The sponsor's own figure for this year, far below the minimum for a household of 2 ($27,050 in 2026). */
const LOW: Answers = { incomeCurrentYearUserOverrideYesNo: 'no', incomeCurrentYearUserOverrideValue: '15000' };

/** A joint sponsor in Texas, married, no dependants, earning $52,000. */
const JOINT_SPONSOR: Answers = {
  incomeHasJointSponsor: 'yes',
  jNameFirst: 'Carlos',
  jNameLast: 'Rivera',
  jLivesInUs: 'yes',
  jStatus: 'citizen',
  jBirthDate: '1975-04-02',
  jBirthCountry: 'United States',
  jSsn: '123-45-6789',
  jMailingCountry: 'United States',
  jMailingStreet: '12 Oak Street',
  jMailingCity: 'Austin',
  jMailingState: 'TX',
  jMailingZip: '78701',
  jMailingSameAsPhysical: 'yes',
  jPhone: '5125550100',
  jIsEmployed: 'yes',
  jOccupation: 'Electrician',
  jEmployer1Name: 'Lone Star Electric',
  jIsSelfEmployed: 'no',
  jHasRetired: 'no',
  jCurrentIncome: '52000',
  jFiledTaxesForPrev3Years: 'yes',
  j1stMostRecentIncome: '51000',
  j2ndMostRecentIncome: '49000',
  j3rdMostRecentIncome: '47000',
  jIsMarried: 'yes',
  jNumberOfDependentChildren: '0',
  jNumberOfOtherDependents: '0',
  jNumberOfPreviouslySponsored: '0',
  jUsesAssets: 'no',
};

describe('the Affidavit of Support check', () => {
  it('finds nothing to say about a couple whose income reaches the minimum', () => {
    expect(affidavitErrors(couple.answers, couple.today)).toEqual([]);
  });

  it('says in dollars by how much the income falls short of the Form I-864 minimum, and what would close it', () => {
    const errors = affidavitErrors(withIncome(LOW), couple.today);
    expect(errors).toEqual([
      {
        formType: 'INCOME',
        field: 'incomeHouseholdMembersSignI864A',
        message:
          'Your household income ($15,000) is $12,050 below $27,050, the least Form I-864 accepts for a household of 2 (125% of the 2026 HHS poverty guidelines). ' +
          'Any one of these closes it: $12,050 more yearly income, from relatives who live with you (or dependents on your tax return) and sign Form I-864A, ' +
          "or from your spouse's income that continues after the green card; assets worth at least $36,150 net (3 times the shortfall); " +
          'or a joint sponsor who reaches the minimum alone and signs a second Form I-864.',
        // Its figures, for Check My Data's own heading of the shortfall (issue 24 item 5).
        shortfall: {
          minimum: 27050,
          householdSize: 2,
          householdIncome: 15000,
          shortfall: 12050,
          multiple: 3,
          assetsNeeded: 36150,
          assetsCounted: 0,
          jointSponsorMinimum: 27050,
          jointSponsorChosen: false,
        },
      },
    ]);
  });

  it("is met by a household member's income on Form I-864A, the household growing by that relative", () => {
    const sister = { nameFirst: 'Ana', nameLast: 'Lopez', relationship: 'brother_sister', currentIncome: '16000' };
    const answers = withIncome({ ...LOW, incomeHouseholdMembersSignI864A: 'yes', incomeHouseholdMembers: [sister], incomeNumberOfHouseholdMembers: '3' });
    // A household of 3 needs $34,150; $15,000 and $16,000 fall short by $3,150, with $19,000 they reach it.
    expect(affidavitErrors(answers, couple.today)[0]?.message).toMatch(/^Your household income \(\$31,000\) is \$3,150 below \$34,150/);
    const more = withIncome({ ...LOW, incomeHouseholdMembersSignI864A: 'yes', incomeHouseholdMembers: [{ ...sister, currentIncome: '19150' }], incomeNumberOfHouseholdMembers: '3' });
    expect(affidavitErrors(more, couple.today)).toEqual([]);
  });

  it("is met by assets worth three times the shortfall for a citizen's spouse, and says what is missing when they are worth less", () => {
    const assets = (bank: string) => withIncome({ ...LOW, incomeUsesAssets: 'yes', incomeAssetsBankBalance: bank, incomeAssetsRealEstateNetValue: '0', incomeAssetsStocksBondsOther: '0', incomeUsesBeneficiaryAssets: 'no' });
    expect(affidavitErrors(assets('36150'), couple.today)).toEqual([]);
    expect(affidavitErrors(assets('36149'), couple.today)[0]?.message).toContain('those counted are worth $36,149, $1 too little');
  });

  it('is met by a joint sponsor who meets it alone, and says what the joint sponsor lacks when they do not', () => {
    expect(affidavitErrors(withIncome({ ...LOW, ...JOINT_SPONSOR }), couple.today)).toEqual([]);
    const [error] = affidavitErrors(withIncome({ ...LOW, ...JOINT_SPONSOR, jCurrentIncome: '30000' }), couple.today);
    // The joint sponsor, their wife and the spouse immigrating: a household of 3, $34,150.
    expect(error).toMatchObject({ field: 'jCurrentIncome' });
    expect(error?.message).toMatch(/^The joint sponsor's household income \(\$30,000\) is \$4,150 below \$34,150, the least Form I-864 accepts for their household of 3/);
  });

  it('refuses a joint sponsor under 18 or living abroad', () => {
    const errors = affidavitErrors(withIncome({ ...JOINT_SPONSOR, jBirthDate: '2010-01-01', jLivesInUs: 'no' }), couple.today);
    expect(errors.map((error) => error.field)).toEqual(['jBirthDate', 'jLivesInUs']);
    expect(errors[0]?.message).toContain('by this date of birth the joint sponsor is 16');
  });

  it('is part of the check, which then refuses to call the answers complete', () => {
    const low = withIncome(LOW);
    const applications = Object.entries(low).map(([formType, data]) => ({ formType, status: 'draft', data }));
    const result = checkApplications(applications, couple.today);
    expect(result.isValid).toBe(false);
    expect(result.errors.map((e) => e.field)).toContain('incomeHouseholdMembersSignI864A');
  });
});
