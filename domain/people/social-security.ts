import { answer } from '../catalogue/shown.ts';
import type { DatedAnswers } from '../answers.ts';

/**
 * The beneficiary's Social Security card questions, as the I-485 (Part 1 item 19) and the I-765
 * of 10/31/22 (Part 2 items 13.a-15) print them.
 */

/** Whether the SSA ever issued a card: yes when a Social Security number was given; "No" once the identification step is answered. */
export function ssaIssuedCard(ctx: DatedAnswers): string {
  if (answer(ctx, 'BENEFICIARY_INFO', 'bSsn') !== '') return 'yes';
  return answer(ctx, 'BENEFICIARY_INFO', 'aNumberHasMany') !== '' ? 'no' : '';
}

/** Whether the beneficiary wants the SSA to issue a card. */
export const wantsSsaCard = (ctx: DatedAnswers): string => answer(ctx, 'BENEFICIARY_INFO', 'bSsaWantsCard');

/** The consent to disclose, asked only of a beneficiary who wants a card ("you must also answer Yes"). */
export const consentsToSsa = (ctx: DatedAnswers): string => (wantsSsaCard(ctx) === 'yes' ? answer(ctx, 'BENEFICIARY_INFO', 'bSsaConsentToDisclose') : '');
