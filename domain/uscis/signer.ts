import type { PersonPrefix } from '../catalogue/keys.ts';
import type { UscisForm } from './types.ts';

/**
 * Who signs each form of the package, as its signature part names the signer: the petitioner the
 * I-130 and, as the sponsor, the I-864; the spouse beneficiary the I-130A, and as the applicant the
 * I-485, I-765 and I-131.
 */
export const FORM_SIGNER: Readonly<Record<UscisForm, PersonPrefix>> = {
  'i-130': 'p',
  'i-130a': 'b',
  'i-485': 'b',
  'i-864': 'p',
  'i-765': 'b',
  'i-131': 'b',
};
