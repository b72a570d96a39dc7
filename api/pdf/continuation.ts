import { PDFDocument } from 'pdf-lib';
import { answer, personAnswer } from '../../domain/catalogue/shown.ts';
import { jointSponsorName } from '../../domain/rules/joint-sponsor.ts';
import { aNumberDigits, personName, type PersonName } from '../../domain/people/index.ts';
import { packageForm } from '../../domain/product/package.ts';
import { FORM_SIGNER, type ContinuationEntry, type FormMapping, type MappingContext, type UscisForm } from '../../domain/uscis/index.ts';
import { embedNotoSans, printableCodePoints, printsAsTyped } from './fonts.ts';
import { GREY, LETTER, MARGIN, PageWriter } from './layout.ts';
import { printedFormName } from './templates.ts';
import { MissingGlyphsError } from './typeset.ts';

/** Whose name heads the sheets: the person who signs the form. */
export interface ContinuationPerson {
  readonly name: PersonName;
  /** Digits only; '' when the person has none. */
  readonly aNumber: string;
}

/**
 * The person who signs the filing (FORM_SIGNER): the I-130 and the I-864 are the petitioner's, the
 * other forms the beneficiary's, and a joint sponsor's Form I-864 the joint sponsor's.
 */
export function continuationPerson(mapping: FormMapping, ctx: MappingContext): ContinuationPerson {
  if (mapping.signer === 'j') return { name: jointSponsorName(ctx), aNumber: aNumberDigits(answer(ctx, 'INCOME', 'jANumber')) };
  const prefix = FORM_SIGNER[mapping.form];
  return { name: personName(ctx, prefix), aNumber: aNumberDigits(personAnswer(ctx, prefix, 'ANumber')) };
}

export interface ContinuationForm {
  readonly form: UscisForm;
  readonly edition: string;
}

const where = (entry: ContinuationEntry): string => `Page ${entry.page}, Part ${entry.part}, Item Number ${entry.item}`;

/**
 * The sheets USCIS asks for when the Additional Information part is full: the person's name and
 * A-Number at the top of each sheet, each answer under its page, part and item, and a line to sign
 * and date every sheet. A document of its own, to be placed right after the form's pages.
 */
export async function continuationSheets(
  form: ContinuationForm,
  person: ContinuationPerson,
  entries: readonly ContinuationEntry[],
): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = { regular: await embedNotoSans(doc, 'regular'), bold: await embedNotoSans(doc, 'bold') };
  const name = printedFormName(form.form);
  const { last, first, middle } = person.name;
  const writer = new PageWriter(doc, fonts, {
    bottom: MARGIN + 54,
    onNewPage: (page) => {
      let y = LETTER[1] - MARGIN;
      page.drawText(`Form ${name}, ${packageForm(form.form).title}`, { x: MARGIN, y: y - 12, size: 12, font: fonts.bold });
      page.drawText(`Additional Information (continued) — Form ${name} Edition ${form.edition}`, { x: MARGIN, y: y - 28, size: 10, font: fonts.regular });
      y -= 50;
      const labels: [string, string, number][] = [
        ['Family Name (Last Name)', last, 0],
        ['Given Name (First Name)', first, 180],
        ['Middle Name', middle || 'None', 360],
      ];
      for (const [label, value, x] of labels) {
        page.drawText(label, { x: MARGIN + x, y, size: 8, font: fonts.regular, color: GREY });
        page.drawText(value, { x: MARGIN + x, y: y - 14, size: 11, font: fonts.bold });
      }
      page.drawText('A-Number (if any)', { x: MARGIN, y: y - 34, size: 8, font: fonts.regular, color: GREY });
      page.drawText(person.aNumber ? `A-${person.aNumber}` : 'None', { x: MARGIN, y: y - 48, size: 11, font: fonts.bold });
      y -= 60;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: LETTER[0] - MARGIN, y }, thickness: 0.8 });
      return y - 6;
    },
  });
  const printable = await printableCodePoints();
  for (const entry of entries) {
    writer.space(8);
    writer.text(where(entry), { bold: true }, 14);
    if (printsAsTyped(entry.text, printable)) {
      writer.text(entry.text, { indent: 12 });
      continue;
    }
    // Shaping happens before anything is drawn: an answer that cannot be printed leaves the sheet as it was.
    const failure = await writer.shapedText(entry.text, { indent: 12 }).then(
      () => null,
      (error: unknown) => error,
    );
    if (failure === null) continue;
    // The signer writes this answer on the lines instead.
    const why = failure instanceof MissingGlyphsError ? 'it is written in letters none of our print fonts has' : 'an error on our side kept it from being printed';
    writer.text(`Write this answer here by hand, in ink: ${why}.`, { indent: 12, color: GREY });
    for (let line = 0; line < 3; line++) {
      writer.space(16);
      writer.rule();
    }
  }
  writer.pages.forEach((page, index) => {
    const y = MARGIN + 30;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + 300, y }, thickness: 0.6 });
    page.drawLine({ start: { x: MARGIN + 340, y }, end: { x: LETTER[0] - MARGIN, y }, thickness: 0.6 });
    page.drawText('Signature (sign in ink)', { x: MARGIN, y: y - 11, size: 8, font: fonts.regular, color: GREY });
    page.drawText('Date of Signature (mm/dd/yyyy)', { x: MARGIN + 340, y: y - 11, size: 8, font: fonts.regular, color: GREY });
    const footer = `Form ${name} — continuation sheet ${index + 1} of ${writer.pages.length}`;
    page.drawText(footer, { x: MARGIN, y: MARGIN - 18, size: 8, font: fonts.regular, color: GREY });
  });
  return doc;
}
