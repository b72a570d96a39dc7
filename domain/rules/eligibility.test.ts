import { describe, expect, it } from 'vitest';
import { ELIGIBLE_MESSAGE, checkEligibility } from './eligibility.ts';

const TODAY = '2025-06-15'; // 2025 guidelines: a household of 2 needs $26,437 (125%, as Form I-864P prints it) or $21,150 (100%)

const eligibleCouple = {
  onboardingUserIs: 'petitioner',
  onboardingPStatus: 'citizen',
  onboardingPNameFirst: 'John',
  onboardingBNameFirst: 'Maria',
  onboardingBIsInUs: 'Yes',
  onboardingBWillApplyFromUs: 'Yes',
  onboardingBLastEntry: 'admitted',
  onboardingBEverJ: 'No',
  onboardingBOnlyGcApplicant: 'Yes',
  onboardingPCurrentIncome: '60000',
  onboardingIncomeFromW2: 'Yes',
  onboardingNumberOfHouseholdMembers: '2',
  onboardingPOnActiveDuty: 'No',
  onboardingSupportBeyondIncome: 'No',
};

const MEETS = "The Affidavit of Support meets the income requirement with the petitioner's income.";


describe('the eligibility verdict in the reader\'s language (issue 22)', () => {
  it('says the verdict and the reasons that are messages in Spanish for a Spanish reader', () => {
    const spanish = checkEligibility({}, TODAY, undefined, 'es');
    expect(spanish.message).toBe('Responda todas las preguntas de arriba para terminar la verificación de elegibilidad.');
    expect(spanish.unmetConditions).toContain('Responda si el beneficiario (el cónyuge que solicita la green card) está ahora en los Estados Unidos.');
    expect(checkEligibility({}, TODAY).message).toBe('Answer every question above to finish the eligibility check.');
  });

  it('says the onboarding reasons, the income questions and the bars to adjustment in Spanish', () => {
    const spanish = checkEligibility({}, TODAY, undefined, 'es');
    expect(spanish.unmetConditions).toContain('Escriba el ingreso anual actual del peticionario.');
    expect(spanish.unmetConditions).toContain('Elija cuántas personas hay en el hogar (de 2 a 9).');
    expect(spanish.unmetConditions).toContain(
      'Responda si el peticionario es ciudadano de EE. UU. o residente permanente legal (titular de una green card): de eso depende cómo puede solicitar el beneficiario.',
    );
    expect(checkEligibility({}, TODAY).unmetConditions).toContain('Choose how many people are in the household (2 to 9).');
    const barred = checkEligibility({ ...eligibleCouple, onboardingBLastEntry: 'without_inspection', onboardingB245i: 'No' }, TODAY, undefined, 'es');
    expect(barred.unmetConditions).toEqual([expect.stringMatching(/^El beneficiario entró la última vez sin ser inspeccionado .*\(Form I-601A\)/)]);
  });
});

describe('checkEligibility', () => {
  it('says plainly that a couple who meets every condition is eligible', () => {
    expect(checkEligibility(eligibleCouple, TODAY)).toEqual({
      eligible: true,
      message: `${ELIGIBLE_MESSAGE} ${MEETS}`,
      unmetConditions: [],
      filing: 'together',
      stages: ['whole'],
      shortfall: null,
    });
  });

  it.each([
    ['exactly the minimum for a household of 2', { onboardingPCurrentIncome: '26437' }, true],
    ['one dollar under the minimum for a household of 2', { onboardingPCurrentIncome: '26436' }, false],
    ['the minimum written with commas', { onboardingPCurrentIncome: '26,437' }, true],
    ['exactly the minimum for a household of 9', { onboardingPCurrentIncome: '74562', onboardingNumberOfHouseholdMembers: '9' }, true],
    ['one dollar under it for a household of 9', { onboardingPCurrentIncome: '74561', onboardingNumberOfHouseholdMembers: '9' }, false],
    ['an active-duty sponsor at 100% of the guideline', { onboardingPCurrentIncome: '21150', onboardingPOnActiveDuty: 'Yes' }, true],
    ['an active-duty sponsor one dollar under it', { onboardingPCurrentIncome: '21149', onboardingPOnActiveDuty: 'Yes' }, false],
    ['a household size given as a number', { onboardingNumberOfHouseholdMembers: 3 }, true],
    // Cents are not dollars: "20,000.00" is twenty thousand, not two million (issue 14).
    ['an income typed with cents, under the minimum', { onboardingPCurrentIncome: '20,000.00' }, false],
    ['an income typed with a $ and cents, at the minimum', { onboardingPCurrentIncome: '$26,437.50' }, true],
  ])('judges %s', (_case, changes, meets) => {
    const result = checkEligibility({ ...eligibleCouple, ...changes }, TODAY);
    // Income never turns a couple away: it says the way they are on, or what they lack.
    expect(result.eligible).toBe(true);
    expect(result.message.includes('meets the income requirement')).toBe(meets);
  });

  it('gives the amount lacking and the figures of every way to close it apart from the eligible message, and lets the couple go on (issue 24 item 5)', () => {
    const result = checkEligibility({ ...eligibleCouple, onboardingPCurrentIncome: '20000', onboardingPStatus: 'citizen' }, TODAY);
    expect(result.eligible).toBe(true);
    expect(result.message).toBe(ELIGIBLE_MESSAGE);
    expect(result.shortfall).toEqual({
      minimum: 26437,
      householdSize: 2,
      householdIncome: 20000,
      shortfall: 6437,
      multiple: 3,
      assetsNeeded: 19311,
      assetsCounted: 0,
      jointSponsorMinimum: 26437,
      jointSponsorChosen: false,
    });
  });

  it('says which way the couple is on: a relative on Form I-864A, the spouse, assets, or a joint sponsor', () => {
    const short = { ...eligibleCouple, onboardingPCurrentIncome: '20000', onboardingSupportBeyondIncome: 'Yes', onboardingBContinuingIncome: '0', onboardingAssetsValue: '0', onboardingJointSponsor: 'No' };
    const withSister = checkEligibility({ ...short, onboardingHouseholdMemberRelationship: 'brother_sister', onboardingHouseholdMemberIncome: '7000' }, TODAY);
    expect(withSister.message).toContain("meets the income requirement with the petitioner's income, with a brother or sister's as a household member (Form I-864A).");
    const withSpouse = checkEligibility({ ...short, onboardingHouseholdMemberRelationship: 'none', onboardingBContinuingIncome: '6437' }, TODAY);
    expect(withSpouse.message).toContain("with the petitioner's income, with the beneficiary's continuing income.");
    // $6,437 short: $19,311 of assets for a citizen's spouse, $32,185 for a green card holder's.
    const assets = { ...short, onboardingHouseholdMemberRelationship: 'none', onboardingAssetsValue: '19311' };
    expect(checkEligibility({ ...assets, onboardingPStatus: 'citizen' }, TODAY).message).toContain('and assets worth $19,311 (at least 3 times the $6,437 the income lacks)');
    expect(checkEligibility({ ...assets, onboardingPStatus: 'pr', onboardingBKeptLawfulStatus: 'Yes', onboardingBWorkedWithoutPermission: 'No', onboardingBBornInMexico: 'No' }, TODAY).shortfall).toMatchObject({
      multiple: 5,
      assetsNeeded: 32185,
      assetsCounted: 19311,
    });
    const joint = checkEligibility({ ...short, onboardingHouseholdMemberRelationship: 'none', onboardingJointSponsor: 'Yes' }, TODAY);
    expect(joint.eligible).toBe(true);
    expect(joint.shortfall).toMatchObject({ shortfall: 6437, jointSponsorMinimum: 26437, jointSponsorChosen: true });
  });

  it('asks the questions about the other ways once the couple says there are some', () => {
    const result = checkEligibility({ ...eligibleCouple, onboardingSupportBeyondIncome: 'Yes' }, TODAY);
    expect(result.eligible).toBe(false);
    expect(result.unmetConditions).toEqual([
      'Choose who lives with the petitioner and will sign Form I-864A, or No one.',
      "Enter the beneficiary's continuing yearly income, or 0.",
      'Enter what the savings, property and investments are worth, or 0.',
      'Answer whether someone has agreed to be a joint sponsor.',
    ]);
  });

  it('uses the guidelines in effect on the day of the check', () => {
    const income = { ...eligibleCouple, onboardingPCurrentIncome: '26500' };
    expect(checkEligibility(income, '2026-02-28').message).toContain(MEETS); // 2025: $26,437
    expect(checkEligibility(income, '2026-03-01').shortfall).toMatchObject({ minimum: 27050, shortfall: 550 }); // 2026: $27,050
  });

  it.each([
    ['children applying too', { onboardingBOnlyGcApplicant: 'No' }, /only person applying/],
    ['income that is mostly not W-2 wages', { onboardingIncomeFromW2: 'No' }, /85%/],
  ])('explains why %s is not eligible', (_case, changes, message) => {
    const result = checkEligibility({ ...eligibleCouple, ...changes }, TODAY);
    expect(result.eligible).toBe(false);
    expect(result.unmetConditions).toHaveLength(1);
    expect(result.unmetConditions[0]).toMatch(message);
  });

  it('asks for every unanswered question', () => {
    const result = checkEligibility({}, TODAY);
    expect(result.eligible).toBe(false);
    expect(result.message).toBe('Answer every question above to finish the eligibility check.');
    expect(result.unmetConditions).toEqual([
      'Answer whether the petitioner is a U.S. citizen or a green card holder: it decides how the beneficiary can apply.',
      'Answer whether the beneficiary (the spouse applying for the green card) is in the United States now.',
      'Answer whether the beneficiary is the only person applying for a green card.',
      "Enter the petitioner's current yearly income.",
      "Answer whether at least 85% of the petitioner's income is wages reported on Form W-2.",
      'Choose how many people are in the household (2 to 9).',
      'Answer whether the petitioner is on active duty in the U.S. armed forces.',
    ]);
  });

  it.each([
    ['a beneficiary abroad', { onboardingBIsInUs: 'No' }],
    ['a beneficiary in the United States who applies through a consulate', { onboardingBWillApplyFromUs: 'No' }],
  ])('prepares the petition for consular processing for %s, and says what follows', (_case, changes) => {
    const result = checkEligibility({ ...eligibleCouple, ...changes }, TODAY);
    expect(result).toMatchObject({ eligible: true, filing: 'consular', stages: ['petition'], unmetConditions: [] });
    expect(result.message).toMatch(/National Visa Center.*Form DS-260.*We do not prepare these steps\./);
  });

  it('does not ask a beneficiary abroad the questions shown only to one in the United States', () => {
    const { onboardingBWillApplyFromUs: _hidden, onboardingBLastEntry: _entry, onboardingBEverJ: _j, ...abroad } = { ...eligibleCouple, onboardingBIsInUs: 'No' };
    expect(checkEligibility(abroad, TODAY)).toMatchObject({ eligible: true, filing: 'consular', unmetConditions: [] });
  });

  it('offers every couple in the United States the petition first, and prepares the adjustment alone on a petition already filed', () => {
    expect(checkEligibility({ ...eligibleCouple, onboardingFilingChoice: 'petition-first' }, TODAY)).toMatchObject({
      eligible: true,
      filing: 'petition-first',
      stages: ['petition', 'adjustment'],
    });
    expect(checkEligibility({ ...eligibleCouple, onboardingFilingChoice: 'petition-filed' }, TODAY)).toMatchObject({
      eligible: true,
      filing: 'petition-filed',
      stages: ['adjustment'],
    });
  });

  it('asks whether a beneficiary in the United States will apply from here, and how they last came in', () => {
    const { onboardingBWillApplyFromUs: _unanswered, onboardingBLastEntry: _entry, onboardingBEverJ: _j, ...inUs } = eligibleCouple;
    expect(checkEligibility(inUs, TODAY).unmetConditions).toEqual([
      'Answer whether the beneficiary will apply for the green card from inside the United States.',
      'Answer how the beneficiary last came into the United States.',
      'Answer whether the beneficiary has ever been in the United States as a J-1 or J-2 exchange visitor.',
    ]);
  });

  it.each([
    ['a household of 1', { onboardingNumberOfHouseholdMembers: '1' }],
    ['a household of 10', { onboardingNumberOfHouseholdMembers: '10' }],
    ['an empty income', { onboardingPCurrentIncome: '  ' }],
    ['an answer other than Yes or No', { onboardingBIsInUs: 'maybe' }],
  ])('treats %s as a question still to answer', (_case, changes) => {
    const result = checkEligibility({ ...eligibleCouple, ...changes }, TODAY);
    expect(result.eligible).toBe(false);
    expect(result.unmetConditions).toHaveLength(1);
    expect(result.unmetConditions[0]).toMatch(/^(Answer|Enter|Choose)/);
  });

  it.each([[null], [undefined], ['Yes'], [42], [[eligibleCouple]]])('treats answers that are not an object (%j) as unanswered', (answers) => {
    expect(checkEligibility(answers, TODAY).unmetConditions).toHaveLength(7);
  });

  it('reports an income of 0 as too low rather than unanswered', () => {
    const result = checkEligibility({ ...eligibleCouple, onboardingPCurrentIncome: '0' }, TODAY);
    expect(result.shortfall).toMatchObject({ householdIncome: 0, shortfall: 26437, minimum: 26437 });
  });
});
