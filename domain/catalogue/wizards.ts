import { beneficiaryInfo } from './forms/beneficiary-info.ts';
import { i131Specific } from './forms/i131-specific.ts';
import { i485Specific } from './forms/i485-specific.ts';
import { i765Specific } from './forms/i765-specific.ts';
import { income } from './forms/income.ts';
import { marriageInfo } from './forms/marriage-info.ts';
import { onboarding } from './forms/onboarding.ts';
import { petitionerInfo } from './forms/petitioner-info.ts';

/**
 * Every wizard, each with the type of its own definition: its answer keys, the choice values of
 * its questions and the item keys of its lists are types (see keys.ts). I_130A has none: the
 * I-130A asks the spouse beneficiary for facts BENEFICIARY_INFO and MARRIAGE_INFO already collect
 * (addresses, parents, employment), so it is filled from those and never asked twice.
 */
export const WIZARDS = {
  ONBOARDING: onboarding,
  PETITIONER_INFO: petitionerInfo,
  BENEFICIARY_INFO: beneficiaryInfo,
  MARRIAGE_INFO: marriageInfo,
  INCOME: income,
  I_485_SPECIFIC: i485Specific,
  I_765_SPECIFIC: i765Specific,
  I_131_SPECIFIC: i131Specific,
} as const;
