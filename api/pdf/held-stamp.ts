import { rgb, StandardFonts, type PDFDocument } from 'pdf-lib';
import type { KnownForm } from '../../domain/uscis/index.ts';
import { printedFormName } from './templates.ts';

export const HELD_STAMP_TEXT = 'USCIS NO LONGER ACCEPTS THIS EDITION';

const RED = rgb(0.72, 0.07, 0.07);

/**
 * Marks every page of a form USCIS would turn away on the filing date: a red band across the
 * middle of the page, so neither the preview nor a printed copy can be taken for a form to mail.
 * Drawn on the flattened pages, so the download carries it as the previews do.
 */
export async function stampHeldForm(doc: PDFDocument, form: KnownForm, edition: string): Promise<void> {
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const note = `Form ${printedFormName(form)}, edition ${edition}: do not mail this form.`;
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.min(26, (0.84 * width) / bold.widthOfTextAtSize(HELD_STAMP_TEXT, 1));
    const band = { x: width * 0.05, y: height * 0.5 - 30, width: width * 0.9, height: 60 };
    page.drawRectangle({ ...band, color: rgb(1, 1, 1), opacity: 0.88, borderColor: RED, borderWidth: 2.5 });
    page.drawText(HELD_STAMP_TEXT, { x: (width - bold.widthOfTextAtSize(HELD_STAMP_TEXT, size)) / 2, y: band.y + 30, size, font: bold, color: RED });
    page.drawText(note, { x: (width - regular.widthOfTextAtSize(note, 11)) / 2, y: band.y + 11, size: 11, font: regular, color: RED });
  }
}
