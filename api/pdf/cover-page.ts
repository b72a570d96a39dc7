import { PDFDocument } from 'pdf-lib';
import { US_STATES } from '../../domain/catalogue/places.ts';
import { packageFees } from '../../domain/rules/fees.ts';
import { usDate } from '../../domain/uscis/format.ts';
import type { MappingContext, UscisForm } from '../../domain/uscis/index.ts';
import { currentHome, nameLine, personName } from '../../domain/uscis/people/index.ts';
import { evidenceFor } from './evidence.ts';
import { embedNotoSans } from './fonts.ts';
import { GREY, LETTER, MARGIN, PageWriter } from './layout.ts';
import { printedFormName } from './templates.ts';

export const DISCLAIMER =
  'Greencard is not affiliated with U.S. Citizenship and Immigration Services (USCIS) or any government agency, and does not give legal advice.';

/** One form of the package as the cover lists it. */
export interface CoverForm {
  readonly form: UscisForm;
  readonly title: string;
  readonly edition: string;
  /** 1-based page of the package where the form starts, and its pages with continuation sheets. */
  readonly firstPage: number;
  readonly pageCount: number;
  readonly continuationPages: number;
}

/** An answer left blank because the font cannot print it: the signer writes it by hand. */
export interface HandwrittenNote {
  readonly form: UscisForm;
  readonly tooltip: string;
}

export interface CoverPageInput {
  readonly ctx: MappingContext;
  readonly forms: readonly CoverForm[];
  readonly handwritten: readonly HandwrittenNote[];
}

type Signer = 'petitioner' | 'beneficiary';

/** Where each form is signed, per edition, as the forms print it (checked against their text). */
const SIGNATURES: Readonly<Record<UscisForm, { edition: string; signer: Signer; part: number; item: string; page: number }>> = {
  'i-130': { edition: '04/01/24', signer: 'petitioner', part: 6, item: '6.a', page: 9 },
  'i-130a': { edition: '04/01/24', signer: 'beneficiary', part: 4, item: '6.a', page: 3 },
  'i-485': { edition: '01/20/25', signer: 'beneficiary', part: 10, item: '4', page: 22 },
  'i-864': { edition: '10/17/24', signer: 'petitioner', part: 8, item: '6', page: 10 },
  'i-765': { edition: '08/21/25', signer: 'beneficiary', part: 3, item: '7.a', page: 4 },
  'i-131': { edition: '01/20/25', signer: 'beneficiary', part: 10, item: '4', page: 11 },
};

const money = (dollars: number): string => `$${dollars.toLocaleString('en-US')}`;
const pages = (first: number, count: number): string => (count === 1 ? `page ${first}` : `pages ${first}–${first + count - 1}`);

function signatureLine(form: CoverForm, names: Record<Signer, string>): string {
  const where = SIGNATURES[form.form];
  const name = printedFormName(form.form);
  if (where.edition !== form.edition) return `Form ${name}: sign where the form asks for the signature of the person filing it, and date it.`;
  const signer = `${names[where.signer]} (the ${where.signer})`;
  const packagePage = form.firstPage + where.page - 1;
  return `Form ${name}: ${signer} signs Part ${where.part}, Item Number ${where.item} (page ${where.page} of the form, page ${packagePage} of this file) and writes the date beside it.`;
}

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
  const names: Record<Signer, string> = { petitioner: [petitioner.first, petitioner.last].join(' '), beneficiary: [beneficiary.first, beneficiary.last].join(' ') };
  /** A section heading, kept on one page with the first `keep` points of its section. */
  const heading = (text: string, keep = 30) => {
    writer.space(10);
    writer.text(text, { bold: true, size: 13 }, keep);
    writer.rule();
  };

  writer.text('Your green card application package', { bold: true, size: 18 });
  writer.text(`Petitioner: ${nameLine(petitioner)}   ·   Beneficiary: ${nameLine(beneficiary)}`, { size: 10 });
  writer.text(`Prepared on ${usDate(ctx.today)}. This cover and its instructions are for you: do not mail them.`, { size: 10, color: GREY });

  heading('What this package holds');
  const offsets = [0, 56, 300, 370];
  writer.row(['Form', 'Title', 'Edition', 'In this file'], offsets, { bold: true, size: 9 });
  for (const form of forms) {
    const sheets = form.continuationPages > 0 ? `, with ${form.continuationPages} continuation sheet${form.continuationPages > 1 ? 's' : ''}` : '';
    writer.row([printedFormName(form.form), form.title, form.edition, pages(form.firstPage, form.pageCount) + sheets], offsets, { size: 9 });
  }

  heading('USCIS fees');
  const included = forms.map((form) => form.form);
  const fees = packageFees({ wantsEad: included.includes('i-765'), wantsAdvanceParole: included.includes('i-131') }, ctx.today);
  if (fees) {
    for (const line of fees.lines) writer.row([`Form ${line.form}`, line.fee === 0 ? 'no fee' : money(line.fee)], [0, 120], { size: 10 });
    writer.row(['Total', money(fees.total)], [0, 120], { bold: true, size: 10 });
    writer.space(4);
    writer.text(
      'Pay each fee separately, one check or money order per form, payable to "U.S. Department of Homeland Security" (write it out in full), and put each payment on top of its form. Forms without a fee need no payment. USCIS changes its fees from time to time: confirm them at uscis.gov/fees before you mail.',
    );
  } else {
    writer.text(`The USCIS fees for ${usDate(ctx.today)} are not known to us: find them at uscis.gov/fees before you mail.`);
  }

  heading('Who signs where');
  for (const form of forms) writer.bullet(signatureLine(form, names));
  writer.bullet('Sign in ink, by hand; USCIS rejects a typed, stamped or copied signature and an unsigned form.');
  if (included.includes('i-485')) writer.bullet('Do not sign Part 13 of Form I-485: the beneficiary signs it at the interview, in front of the officer.');
  if (forms.some((form) => form.continuationPages > 0)) writer.bullet('Sign and date every continuation sheet at its foot.');
  if (input.handwritten.length > 0) {
    writer.bullet('These answers are written in letters our print font lacks, so their boxes are left empty: write each one by hand, in ink.');
    for (const note of input.handwritten) writer.bullet(`Form ${printedFormName(note.form)}: ${note.tooltip}`, { indent: 14, size: 9 });
  }

  heading('What to attach');
  for (const section of evidenceFor(ctx, included)) {
    writer.text(section.heading, { bold: true }, 14);
    for (const item of section.items) writer.bullet(item, { size: 9.5, box: true });
    writer.space(4);
  }
  writer.text('Send copies, not originals, unless USCIS asks for the original. Documents in another language need a full English translation certified by the translator.', { size: 9.5 });

  // The mailing instructions are read as one: they stay on one page.
  heading('Where to mail', 130);
  const home = currentHome(ctx, 'b');
  const state = US_STATES.find((choice) => choice.value === home?.state)?.label;
  writer.text(
    'Mail everything together in one envelope or box to the USCIS lockbox for family-based Form I-485 filings. The address depends on the state where the beneficiary lives: open uscis.gov/i-485, section "Where to File", and use the address given for family-based applications in that state.',
  );
  writer.text(state ? `The beneficiary lives in ${state}.` : 'We do not know the state where the beneficiary lives: use the state of the home address given on Form I-485.', { bold: true });
  writer.text('Put each payment and form in the order of this file, each form followed by its evidence. Use a mail service with tracking, and keep a complete copy of everything you send.');

  writer.space(14);
  writer.text(DISCLAIMER, { size: 8.5, color: GREY });
  writer.pages.forEach((page, index) => {
    page.drawText(`Cover — page ${index + 1} of ${writer.pages.length}`, { x: MARGIN, y: MARGIN - 18, size: 8, font: fonts.regular, color: GREY });
    page.drawText(DISCLAIMER, { x: MARGIN, y: MARGIN - 30, size: 6.5, font: fonts.regular, color: GREY, maxWidth: LETTER[0] - 2 * MARGIN });
  });
  return doc;
}
