import { isGroupValue, text, type GroupItem } from '../../answers.ts';
import { addressAt, newestFirst } from '../people/address.ts';
import { personAnswers, shownRows, yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { fitted, onPage, section, yesNoBoxes, type Section } from './build.ts';

/**
 * Boxes of Form I-485 that need an answer the questionnaire does not ask yet. Each reads the key
 * proposed for it; until a wizard asks that key the boxes stay empty (nothing is guessed). The
 * test lists these keys and fails once the catalogue has one, so it moves to its part's file.
 */
export const UNASKED_KEYS: readonly { readonly form: 'BENEFICIARY_INFO'; readonly key: string; readonly item: string }[] = [
  { form: 'BENEFICIARY_INFO', key: 'bSsaWantsCard', item: 'Part 1 item 19: Do you want the SSA to issue you a Social Security card?' },
  {
    form: 'BENEFICIARY_INFO',
    key: 'bSsaConsentToDisclose',
    item: 'Part 1 item 19: Consent for Disclosure to the SSA (asked after a Yes to bSsaWantsCard)',
  },
  {
    form: 'BENEFICIARY_INFO',
    key: 'bPhysicalAddressHistory[].physicalInCareOfName',
    item: 'Part 1 item 18: Prior Address, In Care Of Name (if any), a row key of the address history',
  },
];

const p4 = (name: string): string => onPage(4, name);

/** A proposed answer of the beneficiary wizard, read as stored (the catalogue does not know it yet). */
const stored = (ctx: MappingContext, key: string): string => text(ctx.answers.BENEFICIARY_INFO?.[key]);

const wantsCard = (ctx: MappingContext): string => yesNo(stored(ctx, 'bSsaWantsCard'));

/** The consent is asked only of an applicant who wants a card ("you must also answer Yes"). */
const consents = (ctx: MappingContext): string => (wantsCard(ctx) === 'yes' ? yesNo(stored(ctx, 'bSsaConsentToDisclose')) : '');

/**
 * The stored row of the most recent prior home, the one printed in the Prior Address boxes (the
 * shared reader's order: later move-out first), or null when the history is not asked.
 */
function mostRecentPriorHomeRow(ctx: MappingContext): GroupItem | null {
  const shown = shownRows(personAnswers(ctx, 'b'), 'bPhysicalAddressHistory');
  const listed = shown
    .map((row, index) => ({ row, index, date: text(row['physicalMoveOutDate']) || text(row['physicalMoveInDate']) }))
    .filter(({ row, date }) => addressAt(row, 'physical') !== null || date !== '');
  const [first] = newestFirst(listed, ({ date }) => date);
  const stored = ctx.answers.BENEFICIARY_INFO?.['bPhysicalAddressHistory'];
  if (!first || !isGroupValue(stored)) return null;
  return stored[first.index] ?? null;
}

export const unaskedBoxes: Section = section(
  yesNoBoxes(p4('Pt1Line19_SSA_YN[0]'), p4('Pt1Line19_SSA_YN[1]'), wantsCard),
  yesNoBoxes(p4('Pt1Line19_Consent_YN[0]'), p4('Pt1Line19_Consent_YN[1]'), consents),
  fitted(p4('Pt1Line18_PriorInCareOfName[0]'), 34, { page: 4, part: 1, item: '18' }, 'Prior Address, In Care Of Name', (ctx) =>
    text(mostRecentPriorHomeRow(ctx)?.['physicalInCareOfName']),
  ),
);
