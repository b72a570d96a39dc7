import type { UscisForm } from '../../domain/uscis/index.ts';
import type { UnprintedReason } from './fill.ts';
import type { PageWriter } from './layout.ts';
import { printedFormName } from './templates.ts';

/** An answer whose box was left blank (see fill.ts): the signer writes it by hand. */
export interface HandwrittenNote {
  readonly form: UscisForm;
  readonly tooltip: string;
  readonly reason: UnprintedReason;
}

const WHY: Readonly<Record<UnprintedReason, string>> = {
  'no-font': 'it is written in letters none of our print fonts has',
  'too-long': 'it does not fit its box in print large enough to read',
  error: 'an error on our side kept it from being printed',
};

/** The cover's list of boxes left empty, each with the reason, under "Who signs where". */
export function writeHandwrittenNotice(writer: PageWriter, notes: readonly HandwrittenNote[]): void {
  if (notes.length === 0) return;
  writer.bullet('These answers could not be printed, so their boxes are left empty: write each one by hand, in ink, exactly as you gave it to us.', { size: 9.5 });
  for (const note of notes) writer.bullet(`Form ${printedFormName(note.form)}: ${note.tooltip.replace(/[.\s]+$/, '')} — ${WHY[note.reason]}.`, { indent: 14, size: 9 });
}
