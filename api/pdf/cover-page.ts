import { PDFDocument } from 'pdf-lib';
import { longDate } from '../../domain/i18n/dates.ts';
import { usDate } from '../../domain/uscis/format.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/languages.ts';
import { translate } from '../../domain/i18n/messages.ts';
import { packageForm } from '../../domain/product/package.ts';
import type { FilingPath, FilingStage } from '../../domain/rules/filing-path.ts';
import type { MappingContext, Signer, UscisForm } from '../../domain/uscis/index.ts';
import { jointSponsorName } from '../../domain/rules/joint-sponsor.ts';
import { nameLine, personName, type PersonName } from '../../domain/people/index.ts';
import { writeAffidavit } from './cover-affidavit.ts';
import { writeMailing } from './cover-mailing.ts';
import { writePayment } from './cover-payment.ts';
import type { HandwrittenNote } from './cover-handwritten.ts';
import { writeSignatures } from './cover-signatures.ts';
import { writeTranslations } from './cover-translations.ts';
import { stageTitle, writeNextSteps, writeStageNotice } from './cover-stage.ts';
import type { CoverWriter } from './cover-writer.ts';
import { writeHeldNotice, type HeldCoverForm } from './cover-held-notice.ts';
import { evidenceFor } from './evidence.ts';
import { embedNotoSans } from './fonts.ts';
import { GREY, LETTER, MARGIN, PageWriter } from './layout.ts';
import type { SignatureBox } from './signature-boxes.ts';
import { printedFormName } from './templates.ts';


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
  /** The language of the cover's instructions: the account's (issue 22); the forms stay in English. */
  readonly language?: Language;
}

/**
 * The couple's instructions in front of the forms: what the package holds, the fees, who signs
 * where, what to attach and where to mail it. It is for the couple and is not mailed.
 */
export async function coverPage(input: CoverPageInput): Promise<PDFDocument> {
  const { ctx, forms } = input;
  const language = input.language ?? DEFAULT_LANGUAGE;
  const said = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(language, id, values);
  const disclaimer = said('cover.disclaimer', { notAffiliated: said('notice.notAffiliated') });
  const pages = (first: number, count: number): string => said('cover.pages', { count, first, last: first + count - 1 });
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = { regular: await embedNotoSans(doc, 'regular'), bold: await embedNotoSans(doc, 'bold') };
  const writer = new PageWriter(doc, fonts, { bottom: MARGIN + 24 });
  const petitioner = personName(ctx, 'p');
  const beneficiary = personName(ctx, 'b');
  const cover: CoverWriter = {
    writer,
    language,
    heading(text, keep = 30) {
      writer.space(10);
      writer.text(text, { bold: true, size: 13 }, keep);
      writer.rule();
    },
  };

  writer.text(stageTitle(input.stage, language), { bold: true, size: 18 });
  writer.text(said('cover.people', { petitioner: nameLine(petitioner), beneficiary: nameLine(beneficiary) }), { size: 10 });
  // A Spanish reader writes 04/05 for the 4th of May: the date in words, never a bare order to guess (issue 22).
  const prepared = language === 'en' ? usDate(ctx.today) : longDate(language, ctx.today);
  writer.text(said('cover.prepared', { date: prepared }), { size: 10, color: GREY });
  writeStageNotice(writer, ctx, input.path, input.stage, language);
  writeHeldNotice(writer, input.held ?? [], language);

  cover.heading(said('cover.holds'));
  // The form column fits the Spanish header "Formulario" on one line.
  const offsets = [0, 64, 300, 370];
  writer.row([said('cover.column.form'), said('cover.column.title'), said('cover.column.edition'), said('cover.column.pages')], offsets, { bold: true, size: 9 });
  for (const form of forms) {
    const shown = pages(form.firstPage, form.pageCount);
    const inFile = form.continuationPages > 0 ? said('cover.sheets', { pages: shown, count: form.continuationPages }) : shown;
    const title = form.signer === 'j' ? said('cover.jointSponsors', { title: packageForm(form.form).title }) : packageForm(form.form).title;
    writer.row([printedFormName(form.form), title, form.edition, inFile], offsets, { size: 9 });
  }

  const included = forms.map((form) => form.form);
  writePayment(cover, included, ctx.today);
  const signedName = (name: PersonName) => [name.first, name.last].join(' ');
  writeSignatures(cover, input, { p: signedName(petitioner), b: signedName(beneficiary), j: signedName(jointSponsorName(ctx)) });
  if (included.includes('i-864')) writeAffidavit(cover, ctx);

  cover.heading(said('cover.attach'));
  const evidence = evidenceFor(ctx, included, language);
  for (const section of evidence) {
    writer.text(section.heading, { bold: true }, 14);
    for (const item of section.items) writer.bullet(item, { size: 9.5, box: true });
    writer.space(4);
  }
  writer.text(said('cover.copies'), { size: 9.5 });
  writeTranslations(cover, evidence, language);

  writeMailing(cover, ctx, input.path, input.stage);
  writeNextSteps(cover, input.path, input.stage);

  writer.space(14);
  writer.text(disclaimer, { size: 8.5, color: GREY });
  writer.pages.forEach((page, index) => {
    page.drawText(said('cover.footer', { page: index + 1, count: writer.pages.length }), { x: MARGIN, y: MARGIN - 18, size: 8, font: fonts.regular, color: GREY });
    page.drawText(disclaimer, { x: MARGIN, y: MARGIN - 30, size: 6.5, font: fonts.regular, color: GREY, maxWidth: LETTER[0] - 2 * MARGIN });
  });
  return doc;
}
