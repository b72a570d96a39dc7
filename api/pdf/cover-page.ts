import { PDFDocument } from 'pdf-lib';
import { NOT_AFFILIATED } from '../../domain/product/notices.ts';
import { packageForm } from '../../domain/product/package.ts';
import type { FilingPath, FilingStage } from '../../domain/rules/filing-path.ts';
import { usDate } from '../../domain/uscis/format.ts';
import type { MappingContext, Signer, UscisForm } from '../../domain/uscis/index.ts';
import { jointSponsorName } from '../../domain/rules/joint-sponsor.ts';
import { nameLine, personName, type PersonName } from '../../domain/uscis/people/index.ts';
import { writeAffidavit } from './cover-affidavit.ts';
import { writeMailing } from './cover-mailing.ts';
import { writePayment } from './cover-payment.ts';
import type { HandwrittenNote } from './cover-handwritten.ts';
import { writeSignatures } from './cover-signatures.ts';
import { stageTitle, writeNextSteps, writeStageNotice } from './cover-stage.ts';
import type { CoverWriter } from './cover-writer.ts';
import { writeHeldNotice, type HeldCoverForm } from './cover-held-notice.ts';
import { evidenceFor } from './evidence.ts';
import { embedNotoSans } from './fonts.ts';
import { GREY, LETTER, MARGIN, PageWriter } from './layout.ts';
import type { SignatureBox } from './signature-boxes.ts';
import { printedFormName } from './templates.ts';

const DISCLAIMER = `${NOT_AFFILIATED}, and does not give legal advice.`;

/** One form of the package as the cover lists it. */
export interface CoverForm {
  readonly form: UscisForm;
  /** Who signs it, when not the form's own signer (the joint sponsor's Form I-864). */
  readonly signer?: Signer;
  readonly edition: string;
  /** 1-based page of the package where the form starts, and its pages with continuation sheets. */
  readonly firstPage: number;
  readonly pageCount: number;
  readonly continuationPages: number;
}

export interface CoverPageInput {
  readonly ctx: MappingContext;
  /** How the couple files, and what the Visa Bulletin says (the plan's). */
  readonly path: FilingPath;
  /** The package this cover is for (the plan's): everything, the petition, or the green card application on a petition filed before. */
  readonly stage: FilingStage;
  readonly forms: readonly CoverForm[];
  readonly handwritten: readonly HandwrittenNote[];
  /** Every signature box of the forms in the package, in filing order (the interpreters' too). */
  readonly signatures: readonly SignatureBox[];
  /** Forms USCIS does not accept on the filing date: named at the head of the cover. */
  readonly held?: readonly HeldCoverForm[];
}

const pages = (first: number, count: number): string => (count === 1 ? `page ${first}` : `pages ${first}–${first + count - 1}`);

/**
 * The couple's instructions in front of the forms: what the package holds, the fees, who signs
 * where, what to attach and where to mail it. It is for the couple and is not mailed.
 */
export async function coverPage(input: CoverPageInput): Promise<PDFDocument> {
  const { ctx, forms } = input;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = { regular: await embedNotoSans(doc, 'regular'), bold: await embedNotoSans(doc, 'bold') };
  const writer = new PageWriter(doc, fonts, { bottom: MARGIN + 24 });
  const petitioner = personName(ctx, 'p');
  const beneficiary = personName(ctx, 'b');
  const cover: CoverWriter = {
    writer,
    heading(text, keep = 30) {
      writer.space(10);
      writer.text(text, { bold: true, size: 13 }, keep);
      writer.rule();
    },
  };

  writer.text(stageTitle(input.stage), { bold: true, size: 18 });
  writer.text(`Petitioner: ${nameLine(petitioner)}   ·   Beneficiary: ${nameLine(beneficiary)}`, { size: 10 });
  writer.text(`Prepared on ${usDate(ctx.today)}. This cover and its instructions are for you: do not mail them.`, { size: 10, color: GREY });
  writeStageNotice(writer, ctx, input.path, input.stage);
  writeHeldNotice(writer, input.held ?? []);

  cover.heading('What this package holds');
  const offsets = [0, 56, 300, 370];
  writer.row(['Form', 'Title', 'Edition', 'In this file'], offsets, { bold: true, size: 9 });
  for (const form of forms) {
    const sheets = form.continuationPages > 0 ? `, with ${form.continuationPages} continuation sheet${form.continuationPages > 1 ? 's' : ''}` : '';
    const title = form.signer === 'j' ? `${packageForm(form.form).title} (the joint sponsor's)` : packageForm(form.form).title;
    writer.row([printedFormName(form.form), title, form.edition, pages(form.firstPage, form.pageCount) + sheets], offsets, { size: 9 });
  }

  const included = forms.map((form) => form.form);
  writePayment(cover, included, ctx.today);
  const signedName = (name: PersonName) => [name.first, name.last].join(' ');
  writeSignatures(cover, input, { p: signedName(petitioner), b: signedName(beneficiary), j: signedName(jointSponsorName(ctx)) });
  if (included.includes('i-864')) writeAffidavit(cover, ctx);

  cover.heading('What to attach');
  for (const section of evidenceFor(ctx, included)) {
    writer.text(section.heading, { bold: true }, 14);
    for (const item of section.items) writer.bullet(item, { size: 9.5, box: true });
    writer.space(4);
  }
  writer.text('Send copies, not originals, unless USCIS asks for the original. Documents in another language need a full English translation certified by the translator.', { size: 9.5 });

  writeMailing(cover, ctx, input.path, input.stage);
  writeNextSteps(cover, input.path, input.stage);

  writer.space(14);
  writer.text(DISCLAIMER, { size: 8.5, color: GREY });
  writer.pages.forEach((page, index) => {
    page.drawText(`Cover — page ${index + 1} of ${writer.pages.length}`, { x: MARGIN, y: MARGIN - 18, size: 8, font: fonts.regular, color: GREY });
    page.drawText(DISCLAIMER, { x: MARGIN, y: MARGIN - 30, size: 6.5, font: fonts.regular, color: GREY, maxWidth: LETTER[0] - 2 * MARGIN });
  });
  return doc;
}
