import { rgb } from 'pdf-lib';
import type { Language } from '../../domain/i18n/languages.ts';
import { longDate } from '../../domain/i18n/dates.ts';
import { translate } from '../../domain/i18n/messages.ts';
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
export function heldFormLine({ form, edition, hold }: HeldCoverForm, language: Language): string {
  return translate(language, 'cover.held.form', {
    form: printedFormName(form),
    edition,
    since: hold.since ? longDate(language, hold.since) : 'none',
    required: hold.required ? hold.required.edition : 'none',
  });
}

/**
 * The notice at the head of the cover when the package holds a form USCIS would turn away: which
 * form must not be mailed and why. Its pages carry the same warning in a red band.
 */
export function writeHeldNotice(writer: PageWriter, held: readonly HeldCoverForm[], language: Language): void {
  if (held.length === 0) return;
  writer.space(10);
  writer.text(translate(language, 'cover.held.title'), { bold: true, size: 14, color: RED }, 40);
  writer.rule();
  for (const form of held) writer.bullet(heldFormLine(form, language), { color: RED });
  writer.bullet(translate(language, 'cover.held.kept'));
}
