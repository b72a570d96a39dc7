import { I485_BLANK } from './i485/blank.ts';
import { section } from './blocks/index.ts';
import { joinByItem } from './i485/build.ts';
import { part1Addresses } from './i485/part1-addresses.ts';
import { part1Arrival } from './i485/part1-arrival.ts';
import { part1Identity } from './i485/part1-identity.ts';
import { ADDITIONAL_INFO_HEADER, ADDITIONAL_INFO_SLOTS, part10Contact, part11Interpreter } from './i485/part10-14.ts';
import { part2And3 } from './i485/part2-3-category.ts';
import { part4 } from './i485/part4-history.ts';
import { part5And6 } from './i485/part5-6-family.ts';
import { part7And8 } from './i485/part7-8-children-biographic.ts';
import { part9Organizations } from './i485/part9-organizations.ts';
import { part9PublicCharge } from './i485/part9-public-charge.ts';
import { part9Questions } from './i485/part9-questions.ts';
import type { FormMapping } from './types.ts';

/**
 * Form I-485, Application to Register Permanent Residence or Adjust Status (edition 01/20/25), for
 * the beneficiary spouse, who applies from inside the United States on the Form I-130 the
 * petitioner files in the same package.
 */
const parts = section(
  part1Identity,
  part1Arrival,
  part1Addresses,
  part2And3,
  part4,
  part5And6,
  part7And8,
  part9Organizations,
  part9Questions,
  part9PublicCharge,
  part10Contact,
  part11Interpreter,
);

export const i485Mapping: FormMapping = {
  form: 'i-485',
  edition: '01/20/25',
  // Every couple this service prepares files the beneficiary's I-485 (adjustment of status).
  applies: () => true,
  fields: parts.fields,
  blank: I485_BLANK,
  continuations: (ctx) => joinByItem(parts.continuations.flatMap((produce) => produce(ctx))),
  additionalInfo: { slots: ADDITIONAL_INFO_SLOTS, header: ADDITIONAL_INFO_HEADER },
};
