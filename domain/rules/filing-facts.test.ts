import { describe, expect, it } from 'vitest';
import { US_STATES } from '../catalogue/places.ts';
import { feePaymentOn } from './fee-payment.ts';
import { FAMILY_LOCKBOX_CHARTS, familyLockboxFor } from './lockbox.ts';
import { PETITION_LOCKBOX_CHARTS, petitionLockboxFor } from './petition-lockbox.ts';
import { signatureRuleOn } from './signature-rule.ts';

describe('feePaymentOn', () => {
  it('from 2025-10-28 takes a Form G-1450 or G-1650 per fee and rejects checks and money orders', () => {
    expect(feePaymentOn('2025-10-27')).toBeNull();
    const rule = feePaymentOn('2025-10-28');
    expect(rule?.authorizations.map((authorization) => authorization.form)).toEqual(['G-1450', 'G-1650']);
    expect(rule?.rejected).toBe('a check or money order');
    expect(feePaymentOn('2026-11-25')).toBe(rule);
  });
});

describe('signatureRuleOn', () => {
  it('from 2026-07-10 says a request with a signature that is not the signer\'s own can be denied and its fee kept', () => {
    expect(signatureRuleOn('2026-07-09')).toBeNull();
    expect(signatureRuleOn('2026-07-10')?.consequence).toMatch(/copied, typed, stamped, software-made or someone else's signature can be denied, and its fee is kept/);
  });
});

describe('familyLockboxFor', () => {
  const chart = FAMILY_LOCKBOX_CHARTS[0];
  const onChart = '2026-11-25';

  it.each([
    ['TX', 'Dallas', 'P.O. Box 650288'],
    ['IL', 'Chicago', 'P.O. Box 805887'],
    ['CA', 'Chicago', 'P.O. Box 805887'],
    ['NY', 'Elgin', 'P.O. Box 4109'],
    ['AZ', 'Phoenix', 'P.O. Box 20500'],
    ['pr', 'Chicago', 'P.O. Box 805887'],
  ])('an applicant in %s mails to the %s lockbox', (state, name, box) => {
    const answer = familyLockboxFor(state, onChart);
    expect(answer.kind === 'lockbox' && answer.lockbox.name).toBe(name);
    expect(answer.kind === 'lockbox' && answer.lockbox.usps).toContain(box);
  });

  it('has every state, D.C. and the territories on the chart serve on exactly one lockbox', () => {
    const served = chart?.lockboxes.flatMap((lockbox) => lockbox.states) ?? [];
    expect(new Set(served).size).toBe(served.length);
    const codes = US_STATES.map((state) => state.value).filter((code) => !['AS', 'AA', 'AE', 'AP', 'FM', 'MH', 'PW'].includes(code));
    expect(codes.filter((code) => !served.includes(code))).toEqual([]);
  });

  it('sends the person to the chart for a place it does not list, before it applies, and once it was not read again for 180 days', () => {
    expect(familyLockboxFor('AS', onChart).kind).toBe('not on the chart');
    expect(familyLockboxFor('', onChart).kind).toBe('not on the chart');
    expect(familyLockboxFor('TX', '2024-10-10').kind).toBe('unknown');
    expect(familyLockboxFor('TX', '2027-03-30').kind).toBe('lockbox');
    expect(familyLockboxFor('TX', '2027-03-31').kind).toBe('unknown');
  });
});

describe('petitionLockboxFor (a Form I-130 filed on its own)', () => {
  const chart = PETITION_LOCKBOX_CHARTS[0];
  const onChart = '2026-11-27';

  it.each([
    ['TX', 'Phoenix', 'P.O. Box 21700'],
    ['AK', 'Phoenix', 'P.O. Box 21700'],
    ['CA', 'Phoenix', 'P.O. Box 21700'],
    ['AL', 'Elgin', 'P.O. Box 4053'],
    ['NY', 'Elgin', 'P.O. Box 4053'],
    ['wa', 'Phoenix', 'P.O. Box 21700'],
  ])('a petitioner in %s mails to the %s lockbox', (state, name, box) => {
    const answer = petitionLockboxFor(state, false, onChart);
    expect(answer.kind === 'lockbox' && answer.lockbox.name).toBe(name);
    expect(answer.kind === 'lockbox' && answer.lockbox.usps).toContain(box);
  });

  it('sends a petitioner living abroad to the Elgin lockbox', () => {
    const answer = petitionLockboxFor('', true, onChart);
    expect(answer.kind === 'lockbox' && answer.lockbox.courier).toEqual(['USCIS', 'Attn: I-130 (Box 4053)', '2500 Westfield Drive', 'Elgin, IL 60124-7836']);
  });

  it('has every state, D.C. and territory serve on exactly one lockbox', () => {
    const served = chart?.lockboxes.flatMap((lockbox) => lockbox.states) ?? [];
    expect(new Set(served).size).toBe(served.length);
    expect(US_STATES.map((state) => state.value).filter((code) => !served.includes(code))).toEqual([]);
  });

  it('knows the chart only from the day it was read, and for 180 days after', () => {
    expect(petitionLockboxFor('TX', false, '2026-11-26').kind).toBe('unknown');
    expect(petitionLockboxFor('TX', false, '2027-05-26').kind).toBe('lockbox');
    expect(petitionLockboxFor('TX', false, '2027-05-27').kind).toBe('unknown');
    expect(petitionLockboxFor('', false, onChart).kind).toBe('not on the chart');
  });
});
