import type { NotAskedBy, NotAskedIn, RowsOf } from '../../catalogue/keys.ts';
import type { BlankRule } from '../types.ts';
import { I485 } from './template.ts';

const { at } = I485;

/**
 * Boxes of Form I-485 that need an answer no wizard asks yet (issue 12 §2): left blank, each with
 * the key proposed for it. A key stops compiling here the day the catalogue asks it, so its boxes
 * are then mapped in their part's file instead of staying blank.
 */
type HistoryRow = RowsOf<'BENEFICIARY_INFO', 'bPhysicalAddressHistory'>[number];

interface Unasked {
  /** The form's own words for what the boxes ask. */
  readonly item: string;
  readonly fields: readonly string[];
}

const asked = <K extends string>(key: NotAskedBy<'BENEFICIARY_INFO', K>, unasked: Unasked) => ({ key, ...unasked });
const askedInHistory = <K extends string>(key: NotAskedIn<HistoryRow, K>, unasked: Unasked) => ({ key: `bPhysicalAddressHistory[].${key}`, ...unasked });

export const UNASKED = [
  asked('bSsaWantsCard', {
    item: 'Part 1 item 19: Do you want the SSA to issue you a Social Security card?',
    fields: [at(4, 'Pt1Line19_SSA_YN[0]'), at(4, 'Pt1Line19_SSA_YN[1]')],
  }),
  asked('bSsaConsentToDisclose', {
    item: 'Part 1 item 19: Consent for Disclosure to the SSA (asked after a Yes to the card)',
    fields: [at(4, 'Pt1Line19_Consent_YN[0]'), at(4, 'Pt1Line19_Consent_YN[1]')],
  }),
  askedInHistory('physicalInCareOfName', {
    item: 'Part 1 item 18: Prior Address, In Care Of Name (if any)',
    fields: [at(4, 'Pt1Line18_PriorInCareOfName[0]')],
  }),
] as const;

export const I485_UNASKED_BLANK: readonly BlankRule[] = UNASKED.flatMap(({ fields }) =>
  fields.map((match) => ({ match, reason: 'no wizard asks it yet' as const })),
);
