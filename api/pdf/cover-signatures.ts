import { longDate } from '../../domain/i18n/dates.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { translate, type MessageId } from '../../domain/i18n/messages.ts';
import { signatureRuleOn } from '../../domain/rules/signature-rule.ts';
import { usDate } from '../../domain/uscis/format.ts';
import { FORM_SIGNER, type Signer } from '../../domain/uscis/index.ts';
import { jointSponsorInterpreter } from '../../domain/uscis/i864/joint-sponsor.ts';
import { currentHome, interpreterOf, isInUnitedStates, preparerLine, preparerOf } from '../../domain/people/index.ts';
import { writeHandwrittenNotice } from './cover-handwritten.ts';
import type { CoverWriter } from './cover-writer.ts';
import type { CoverPageInput } from './cover-page.ts';
import type { SignatureBox } from './signature-boxes.ts';
import { printedFormName } from './templates.ts';

/** The names of the signers as they sign. */
export type SignerNames = Readonly<Record<Signer, string>>;

const itemOf = (part: number, item: string): string => (item === '' ? `Part ${part}` : `Part ${part}, Item Number ${item}`);

/** The line of one signature box; null for an interpreter's or preparer's box when no interpreter or preparer helped that signer. */
function boxLine(box: SignatureBox, input: CoverPageInput, names: SignerNames, language: Language): string | null {
  const said = (id: MessageId, values: Record<string, string | number>) => translate(language, id, values);
  // Two filings of one form (the petitioner's and the joint sponsor's Form I-864) are told apart by their signer.
  const place = input.forms.find((form) => form.form === box.form && (form.signer ?? FORM_SIGNER[form.form]) === box.signer);
  const where = said('cover.signatures.where', {
    form: printedFormName(box.form),
    item: itemOf(box.part, box.item),
    page: box.page,
    placed: place ? 'yes' : 'no',
    filePage: place ? place.firstPage + box.page - 1 : 0,
  });
  const signer = `${names[box.signer]} (${said('cover.signatures.role', { signer: box.signer })})`;
  if (box.by === 'interpreter') {
    const interpreter = box.signer === 'j' ? jointSponsorInterpreter(input.ctx) : interpreterOf(input.ctx, box.signer);
    if (!interpreter) return null;
    const name = [interpreter.name.first, interpreter.name.last].filter((part) => part !== '').join(' ');
    return said('cover.signatures.interpreter', { where, interpreter: name, signer, language: interpreter.language });
  }
  if (box.by === 'preparer') {
    const preparer = preparerOf(input.ctx, box.signer);
    if (!preparer) return null;
    return said('cover.signatures.preparer', { where, preparer: preparerLine(preparer), signer, name: names[box.signer] });
  }
  if (box.atInterview) return said('cover.signatures.atInterview', { where, signer });
  // Form I-130A instructions: a spouse beneficiary who resides overseas completes the form but does not need to sign it.
  const home = box.form === 'i-130a' && box.signer === 'b' ? currentHome(input.ctx, 'b') : null;
  if (home && home.country !== '' && !isInUnitedStates(home)) return said('cover.signatures.overseas', { where, signer });
  return said('cover.signatures.signs', { where, signer });
}

/**
 * Who signs where: every signature box of every form in the package, by form, part and item, each
 * signed by hand in ink by the person named, under the signature rule in force on the filing date.
 */
export function writeSignatures({ writer, heading, language }: CoverWriter, input: CoverPageInput, names: SignerNames): void {
  heading(translate(language, 'cover.signatures.title'), 60);
  const rule = signatureRuleOn(input.ctx.today);
  const ruleLine = rule
    ? translate(language, 'cover.signatures.rule', {
        // A Spanish reader writes 04/05 for the 4th of May: the date in words (issue 22).
        date: language === 'en' ? usDate(rule.effective) : longDate(language, rule.effective),
        consequence: language === 'es' ? rule.consequenceEs : rule.consequence,
        source: rule.source,
      })
    : translate(language, 'cover.signatures.noRule');
  writer.text(`${translate(language, 'cover.signatures.byHand')} ${ruleLine}`, { size: 9.5 });
  writer.space(2);
  for (const box of input.signatures) {
    const line = boxLine(box, input, names, language);
    if (line) writer.bullet(line, { size: 9.5, box: true });
  }
  if (input.forms.some((form) => form.continuationPages > 0)) {
    writer.bullet(translate(language, 'cover.signatures.continuation'), { size: 9.5, box: true });
  }
  writeHandwrittenNotice(writer, input.handwritten, language);
}
