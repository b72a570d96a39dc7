import { rgb } from 'pdf-lib';
import { toLongDate } from '../../domain/rules/dates.ts';
import type { Hold } from '../../domain/uscis/filing.ts';
import type { KnownForm } from '../../domain/uscis/index.ts';
import type { PageWriter } from './layout.ts';
import { printedFormName } from './templates.ts';

/** A form of the package that USCIS does not accept on the filing date, as the cover names it. */
export interface HeldCoverForm {
  readonly form: KnownForm;
  /** The edition filled in this package. */
  readonly edition: string;
  readonly hold: Hold;
}

const RED = rgb(0.72, 0.07, 0.07);

/** Why one held form must not be mailed, in a sentence. */
export function heldFormLine({ form, edition, hold }: HeldCoverForm): string {
  const since = hold.since ? ` since ${toLongDate(hold.since)}` : '';
  const required = hold.required ? `; it accepts only the edition of ${hold.required.edition}` : '';
  return `Form ${printedFormName(form)} in this file is the edition of ${edition}, which USCIS no longer accepts${since}${required}. Do not mail it: USCIS rejects a form of an edition it no longer accepts, or treats it as missing.`;
}

/**
 * The notice at the head of the cover when the package holds a form USCIS would turn away: which
 * form must not be mailed and why. Its pages carry the same warning in a red band.
 */
export function writeHeldNotice(writer: PageWriter, held: readonly HeldCoverForm[]): void {
  if (held.length === 0) return;
  writer.space(10);
  writer.text('Do not mail this package yet', { bold: true, size: 14, color: RED }, 40);
  writer.rule();
  for (const form of held) writer.bullet(heldFormLine(form), { color: RED });
  writer.bullet('Every answer you gave is kept. We will e-mail you as soon as the form is updated; then download your package again and mail that one.');
}
