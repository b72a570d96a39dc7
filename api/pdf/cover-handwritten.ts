import type { Language } from '../../domain/i18n/languages.ts';
import { translate } from '../../domain/i18n/messages.ts';
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

/** The reason's key in the message `cover.handwritten.line`. */
const REASON: Readonly<Record<UnprintedReason, string>> = { 'no-font': 'noFont', 'too-long': 'tooLong', error: 'error' };

/**
 * The cover's list of boxes left empty, each with the reason, under "Who signs where". The box is
 * named by the form's own English tooltip: it is what the signer finds printed on the form.
 */
export function writeHandwrittenNotice(writer: PageWriter, notes: readonly HandwrittenNote[], language: Language): void {
  if (notes.length === 0) return;
  writer.bullet(translate(language, 'cover.handwritten.intro'), { size: 9.5 });
  for (const note of notes) {
    const line = translate(language, 'cover.handwritten.line', { form: printedFormName(note.form), question: note.tooltip.replace(/[.\s]+$/, ''), reason: REASON[note.reason] });
    writer.bullet(line, { indent: 14, size: 9 });
  }
}
