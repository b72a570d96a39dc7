import { PDFDocument, StandardFonts } from 'pdf-lib';
import path from 'node:path';

/** The earlier editions of the I-485, I-765 and I-864 the repository keeps as test data. */
export const PREVIOUS_EDITIONS = path.resolve(import.meta.dirname, '../../fixtures/previous-editions');
/** The forms' field inventories written independently of our code, kept beside the repository (../shared). */
export const SHARED_INVENTORIES = path.resolve(import.meta.dirname, '../../../shared/uscis-forms/fields');

/**
 * A PDF built by a test whose pages print the footer USCIS prints ("Form I-485 Edition 09/18/26"),
 * for a test that needs a file of an edition the product does not have. It is not a form: it has
 * no fields and says so on every page.
 */
export async function footerOnlyPdf(form: string, edition: string, pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = doc.addPage([612, 792]);
    page.drawText('Built by a test: not an official form.', { x: 72, y: 700, size: 14, font });
    page.drawText(`Form ${form} Edition ${edition}`, { x: 36, y: 24, size: 8, font });
    page.drawText(`Page ${number} of ${pages}`, { x: 500, y: 24, size: 8, font });
  }
  return doc.save();
}
