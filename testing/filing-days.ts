import { EDITIONS, editionRow } from '../domain/uscis/editions.ts';
import { MAPPINGS, mappingsOf } from '../domain/uscis/registry.ts';

/**
 * The last day on which USCIS accepted the newest mapped edition of every form (from the edition
 * table): tests that pay for and download a package file on it, so they keep testing what a couple
 * paid for before the switch; the held path is tested on the fixtures' own, later days. An earlier
 * edition mapped beside the newest (the I-485 of 02/21/23) has its own, earlier days in its tests.
 */
export const LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED: string = (() => {
  const newest = [...new Set(MAPPINGS.map((mapping) => mapping.form))].flatMap((form) => mappingsOf(form).slice(0, 1));
  const lastDays = newest.flatMap((mapping) => {
    const until = editionRow(mapping.form, mapping.edition, EDITIONS)?.acceptedUntil;
    return typeof until === 'string' && until !== 'replaced' ? [until] : [];
  });
  const earliest = lastDays.sort()[0];
  if (!earliest) throw new Error('Every mapped edition is current: no last day to test a switch with.');
  return earliest;
})();
