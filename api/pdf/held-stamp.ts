import { degrees, rgb, StandardFonts, type PDFDocument } from 'pdf-lib';
import type { KnownForm } from '../../domain/uscis/index.ts';
import { printedFormName } from './templates.ts';

export const HELD_STAMP_TEXT = 'USCIS no longer accepts this edition';

const RED = rgb(0.72, 0.07, 0.07);
/** Light enough that every label and answer under the words stays readable (issue 24 item 10). */
const STAMP_OPACITY = 0.35;

/**
 * Marks every page of a form USCIS would turn away on the filing date: large red words along the
 * page's diagonal, see-through, so neither the preview nor a printed copy can be taken for a form
 * to mail while the form's own labels stay readable under them. Drawn on the flattened pages, so
 * the download carries it as the previews do.
 */
export async function stampHeldForm(doc: PDFDocument, form: KnownForm, edition: string): Promise<void> {
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const note = `Form ${printedFormName(form)}, edition ${edition}. Do not mail this form.`;
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const angle = Math.atan2(height, width);
    const diagonal = Math.hypot(width, height);
    const size = Math.min(44, (0.75 * diagonal) / bold.widthOfTextAtSize(HELD_STAMP_TEXT, 1));
    const noteSize = Math.min(16, (0.6 * diagonal) / regular.widthOfTextAtSize(note, 1));
    // Each line is centred on the diagonal: start half its width back from the centre, along the
    // diagonal, and the note one line below it (perpendicular to the diagonal).
    const line = (text: string, font: typeof bold, fontSize: number, offset: number) => {
      const half = font.widthOfTextAtSize(text, fontSize) / 2;
      const x = width / 2 - half * Math.cos(angle) + offset * Math.sin(angle);
      const y = height / 2 - half * Math.sin(angle) - offset * Math.cos(angle);
      page.drawText(text, { x, y, size: fontSize, font, color: RED, opacity: STAMP_OPACITY, rotate: degrees((angle * 180) / Math.PI) });
    };
    line(HELD_STAMP_TEXT, bold, size, 0);
    line(note, regular, noteSize, size * 0.9);
  }
}
