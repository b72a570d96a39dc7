import { signatureRuleOn } from '../../domain/rules/signature-rule.ts';
import { usDate } from '../../domain/uscis/format.ts';
import { FORM_SIGNER, type Signer } from '../../domain/uscis/index.ts';
import { jointSponsorInterpreter } from '../../domain/uscis/i864/joint-sponsor.ts';
import { currentHome, interpreterOf, isInUnitedStates, preparerLine, preparerOf } from '../../domain/uscis/people/index.ts';
import { writeHandwrittenNotice } from './cover-handwritten.ts';
import type { CoverWriter } from './cover-writer.ts';
import type { CoverPageInput } from './cover-page.ts';
import type { SignatureBox } from './signature-boxes.ts';
import { printedFormName } from './templates.ts';

/** The names of the signers as they sign. */
export type SignerNames = Readonly<Record<Signer, string>>;

const ROLE: Readonly<Record<Signer, string>> = { p: 'the petitioner', b: 'the beneficiary', j: 'the joint sponsor' };
const itemOf = (part: number, item: string): string => (item === '' ? `Part ${part}` : `Part ${part}, Item Number ${item}`);

/** The line of one signature box; null for an interpreter's or preparer's box when no interpreter or preparer helped that signer. */
function boxLine(box: SignatureBox, input: CoverPageInput, names: SignerNames): string | null {
  // Two filings of one form (the petitioner's and the joint sponsor's Form I-864) are told apart by their signer.
  const place = input.forms.find((form) => form.form === box.form && (form.signer ?? FORM_SIGNER[form.form]) === box.signer);
  const where = `Form ${printedFormName(box.form)}, ${itemOf(box.part, box.item)} (page ${box.page} of the form${place ? `, page ${place.firstPage + box.page - 1} of this file` : ''})`;
  const signer = `${names[box.signer]} (${ROLE[box.signer]})`;
  if (box.by === 'interpreter') {
    const interpreter = box.signer === 'j' ? jointSponsorInterpreter(input.ctx) : interpreterOf(input.ctx, box.signer);
    if (!interpreter) return null;
    const name = [interpreter.name.first, interpreter.name.last].filter((part) => part !== '').join(' ');
    return `${where}: the interpreter, ${name}, signs by hand and writes the date beside it, after reading the form and every answer to ${signer} in ${interpreter.language}.`;
  }
  if (box.by === 'preparer') {
    const preparer = preparerOf(input.ctx, box.signer);
    if (!preparer) return null;
    return `${where}: the preparer, ${preparerLine(preparer)}, who typed the answers of ${signer}, signs by hand and writes the date beside it, certifying that they prepared the form at ${names[box.signer]}'s request from the information ${names[box.signer]} gave.`;
  }
  if (box.atInterview) return `${where}: do not sign it now. ${signer} signs it at the interview, in front of the USCIS officer.`;
  // Form I-130A instructions: a spouse beneficiary who resides overseas completes the form but does not need to sign it.
  const home = box.form === 'i-130a' && box.signer === 'b' ? currentHome(input.ctx, 'b') : null;
  if (home && home.country !== '' && !isInUnitedStates(home)) {
    return `${where}: ${signer} lives outside the United States and does not need to sign it (Form I-130A instructions: a spouse beneficiary who resides overseas completes the form but need not sign it).`;
  }
  return `${where}: ${signer} signs by hand and writes the date of signing beside it.`;
}

/**
 * Who signs where: every signature box of every form in the package, by form, part and item, each
 * signed by hand in ink by the person named, under the signature rule in force on the filing date.
 */
export function writeSignatures({ writer, heading }: CoverWriter, input: CoverPageInput, names: SignerNames): void {
  heading('Who signs where', 60);
  const rule = signatureRuleOn(input.ctx.today);
  writer.text(
    'Each person signs their own forms by hand, in ink, on the printed pages: no typed, stamped, copied, pasted or software-made signature, and no one signs for the other. ' +
      (rule
        ? `Since ${usDate(rule.effective)}, ${rule.consequence} (${rule.source}).`
        : 'USCIS rejects a form that is not signed this way.'),
    { size: 9.5 },
  );
  writer.space(2);
  for (const box of input.signatures) {
    const line = boxLine(box, input, names);
    if (line) writer.bullet(line, { size: 9.5, box: true });
  }
  if (input.forms.some((form) => form.continuationPages > 0)) {
    writer.bullet('Every continuation sheet: the person who signs its form signs and dates it at its foot.', { size: 9.5, box: true });
  }
  writeHandwrittenNotice(writer, input.handwritten);
}
