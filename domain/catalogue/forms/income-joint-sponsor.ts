import { SPONSOR_STATUS } from '../choices.ts';
import type { Condition, FieldDef } from '../types.ts';
import { isYes, shownWhen } from './person-conditions.ts';
import { birthFields, contactFields, currentAddressFields, legalNameFields, sponsorIdentifierFields, statementFields, preparerFields } from './person-fields.ts';
import { select, spokenIn, voiceOf } from './person-voice.ts';
import { householdCountFields, sponsorAssetFields, sponsorEmploymentFields, taxReturnFields } from './sponsor-fields.ts';
import { JOINT_SPONSOR_KEYS as J } from './sponsor-keys.ts';

/**
 * The joint sponsor, at the end of Household Finances: when the petitioner's household cannot
 * reach the income requirement, another person signs a second Form I-864 and must reach it alone,
 * for their own household plus the spouse (8 CFR 213a.2(c)(2)(iii)(C); INA 213A(f)(5)). Their
 * questions are the petitioner's, asked about them by role (person-voice.ts), under keys prefixed j.
 */

const hasJointSponsor: Condition = isYes(J.hasJointSponsor);

/** The question whether one signs is about the petitioner's household: spoken to the petitioner, or naming them to the beneficiary (person-voice.ts). */
const p = voiceOf('p');
const spouse = select('your spouse', 'you');

const gate = spokenIn('p', [
  {
    key: J.hasJointSponsor,
    question: `Will a joint sponsor sign a second Affidavit of Support (Form I-864) for ${spouse}?`,
    kind: 'yesNo',
    required: true,
    help:
      `Only needed when ${p.your} household income, with the household members and assets above, does not reach the minimum for ${p.their} household size: the check tells you by how much. ` +
      'A joint sponsor is a U.S. citizen, U.S. national or green card holder aged 18 or older who lives in the United States, a relative or a friend. ' +
      `They must reach the minimum alone, for their own household plus ${spouse}, and sign their own Form I-864. Only one joint sponsor can sign for ${spouse}.`,
  },
] as const satisfies readonly FieldDef[]);

/** Form I-864 Part 2 items 5 and 9: where the joint sponsor lives, and their status. */
const statusAndDomicile = [
  {
    key: J.livesInUs,
    question: 'Does the joint sponsor live in the United States?',
    kind: 'yesNo',
    required: true,
    help: 'A sponsor must have their main home (domicile) in the United States or a U.S. territory, even if their mail goes elsewhere.',
  },
  {
    key: J.status,
    question: 'Is the joint sponsor a U.S. citizen, a U.S. national or a green card holder?',
    kind: 'choice',
    choices: SPONSOR_STATUS,
    required: true,
    help: 'Only these can sponsor. Their proof of status goes with their Form I-864.',
  },
] as const satisfies readonly FieldDef[];

const currentIncome = {
  key: J.currentIncome,
  question: "What is the joint sponsor's current yearly income before taxes?",
  kind: 'money',
  required: true,
  format: 'nonNegativeMoney',
  help: 'Their own yearly income as it is now: pay for a full year at the current rate, plus self-employment, pension and other regular income. Form I-864 compares it with the minimum for their household.',
} as const satisfies FieldDef;

const married = {
  key: J.isMarried,
  question: 'Is the joint sponsor married?',
  kind: 'yesNo',
  required: true,
  help: "Their husband or wife counts in their household (Form I-864 Part 5, Item Number 3), whether or not they live together.",
} as const satisfies FieldDef;

export const jointSponsorFields = [
  ...gate,
  ...shownWhen(hasJointSponsor, [
    ...legalNameFields('j'),
    ...statusAndDomicile,
    ...birthFields('j', { city: false }),
    ...sponsorIdentifierFields('j'),
    ...currentAddressFields('j', { moveInDate: false, unitedStatesByDefault: false }),
    ...contactFields('j'),
    ...sponsorEmploymentFields('j'),
    currentIncome,
    ...taxReturnFields('j'),
    married,
    ...householdCountFields('j'),
    ...sponsorAssetFields('j'),
    // Form I-864 Part 8 item 1 and Part 9: the joint sponsor's own statement and interpreter.
    ...statementFields('j', { address: false }),
    // Form I-864 Part 8 item 2 and Part 10: who typed the joint sponsor's answers (no preparer's address on this form).
    ...preparerFields('j', { address: false }),
  ]),
] as const satisfies readonly FieldDef[];
