import type { FilingStage } from '../../domain/rules/filing-path.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { PDFDocument } from 'pdf-lib';
import type { AnswersByForm } from '../../domain/answers.ts';
import type { F2aBulletinRow } from '../../domain/rules/visa-bulletin.ts';
import { planPackage, type Hold, type PackagePlan } from '../../domain/uscis/filing.ts';
import { fillForm, type FilledForm, type FormMapping, type MappingContext, type UscisForm } from '../../domain/uscis/index.ts';
import { shareIdenticalFontFiles } from './compact.ts';
import { continuationPerson, continuationSheets } from './continuation.ts';
import type { HandwrittenNote } from './cover-handwritten.ts';
import type { HeldCoverForm } from './cover-held-notice.ts';
import { coverPage, type CoverForm } from './cover-page.ts';
import type { InventoryField } from './field-inventory.ts';
import { fillTemplate, type FilledPdf, type UnprintedReason } from './fill.ts';
import { printableCodePoints, printsAsTyped, savePdf } from './fonts.ts';
import { stampHeldForm } from './held-stamp.ts';
import { signatureBoxes } from './signature-boxes.ts';
import { installedEditions, loadFieldInventory, loadVerifiedTemplate, readManifest, TemplateMissingError } from './templates.ts';

/** A run of pages of the package, as a PDF of its own: what previews can render before the whole package is ready. */
export interface PackagePart {
  readonly kind: 'cover' | 'form' | 'continuation';
  readonly form: UscisForm | null;
  /** 1-based page of the package where the part starts. */
  readonly firstPage: number;
  readonly pageCount: number;
  /** Pages of the whole package, known once the cover is laid out. */
  readonly packagePages: number;
  readonly pdf: Uint8Array;
}

export interface PackageForm {
  readonly form: UscisForm;
  /** 1-based page of the package where the form starts. */
  readonly firstPage: number;
  /** The form's pages and its continuation sheets, which follow it. */
  readonly pageCount: number;
  readonly continuationPages: number;
}

/** An answer left blank for the signer to write by hand, as it may be logged: no answer text. */
export interface UnprintedAnswer {
  readonly form: UscisForm;
  readonly field: string;
  readonly reason: UnprintedReason;
  /** The error's type when the reason is 'error'. */
  readonly error?: string;
}

export interface GeneratedPackage {
  readonly pdf: Uint8Array;
  readonly pageCount: number;
  readonly forms: readonly PackageForm[];
  /** Forms USCIS does not accept on the filing date: filled for a look, every page stamped, named on the cover. */
  readonly held: readonly HeldCoverForm[];
  readonly unprinted: readonly UnprintedAnswer[];
}

export interface BuildPackageOptions {
  readonly answers: AnswersByForm;
  /** 'YYYY-MM-DD': the date the forms are filled. */
  readonly today: string;
  readonly formsDir: string;
  readonly onProgress?: (percent: number) => void;
  /** Each part as soon as it is final (cover first, then in filing order). */
  readonly onPart?: (part: PackagePart) => void;
  readonly mappings?: readonly FormMapping[];
  /** The Visa Bulletin's F2A rows (the release's when not given): whether the package holds the petition alone. */
  readonly bulletin?: readonly F2aBulletinRow[];
  /** The package of the couple's filing (domain/rules/filing-path.ts): the one they prepare now when not given. */
  readonly stage?: FilingStage;
  /** The language of the cover's instructions (the account's); the forms are English whatever it is. */
  readonly language?: Language;
}

interface PlannedForm {
  readonly mapping: FormMapping;
  readonly filled: FilledForm;
  readonly template: Uint8Array;
  readonly templatePages: number;
  /** The template's fields as the sync recorded them: their tooltips name parts and items. */
  readonly inventory: readonly InventoryField[];
  readonly sheets: PDFDocument | null;
  /** Set when USCIS does not accept this edition on the filing date. */
  readonly hold: Hold | null;
  /** Filled before the cover: a form with text in other scripts, whose unprinted answers the cover must list. */
  readonly early: FilledPdf | null;
}

/** Whether any answer of the form is shaped in a script font, and so might not be printed. */
async function hasShapedText(filled: FilledForm): Promise<boolean> {
  const printable = await printableCodePoints();
  return Object.values(filled.values).some((value) => typeof value === 'string' && !printsAsTyped(value, printable));
}

/** The package's pages as the cover lists them, given how many pages the cover itself takes. */
function layout(planned: readonly PlannedForm[], coverPages: number): CoverForm[] {
  let next = coverPages + 1;
  return planned.map(({ mapping, templatePages, sheets }) => {
    const continuationPages = sheets?.getPageCount() ?? 0;
    const signer = mapping.signer ? { signer: mapping.signer } : {};
    const entry = { form: mapping.form, ...signer, edition: mapping.edition, firstPage: next, pageCount: templatePages + continuationPages, continuationPages };
    next += entry.pageCount;
    return entry;
  });
}

/** The package's plan on the filing date, from the editions installed in `formsDir`. */
export async function packagePlan(ctx: MappingContext, formsDir: string, mappings?: readonly FormMapping[]): Promise<PackagePlan> {
  return planPackage(ctx, installedEditions(await readManifest(formsDir)), mappings ? { mappings } : {});
}

/**
 * Builds the package the couple prints: the cover, then every form that applies in filing order,
 * each in the edition its plan fills, filled, flattened and followed by its continuation sheets.
 * A form USCIS does not accept on the filing date is filled all the same for a look, every page
 * stamped, and named on the cover. Fails with TemplateMissingError before any work when a form
 * has no installed edition at all.
 */
export async function buildPackage(options: BuildPackageOptions): Promise<GeneratedPackage> {
  const ctx: MappingContext = { answers: options.answers, today: options.today };
  const progress = options.onProgress ?? (() => undefined);
  progress(0);
  const manifest = await readManifest(options.formsDir);
  const plan = planPackage(
    ctx,
    installedEditions(manifest),
    {
      ...(options.mappings ? { mappings: options.mappings } : {}),
      ...(options.bulletin ? { bulletin: options.bulletin } : {}),
    },
    options.stage,
  );
  const planned: PlannedForm[] = [];
  for (const filing of plan.forms) {
    if (filing.status === 'unavailable') throw new TemplateMissingError(filing.form);
    const { mapping } = filing;
    const installed = manifest?.editions.find((entry) => entry.form === mapping.form && entry.edition === mapping.edition);
    if (!installed) throw new TemplateMissingError(mapping.form, mapping.edition);
    // The cover's page numbers and the field inventory come from the sync: they must describe this very file.
    const template = await loadVerifiedTemplate(options.formsDir, installed);
    const inventory = await loadFieldInventory(options.formsDir, mapping.form, mapping.edition);
    const hold = filing.status === 'held' ? filing.hold : null;
    // A joint sponsor's Form I-864 is the same edition filled again, right after the petitioner's.
    for (const each of [mapping, ...(mapping.companions?.(ctx) ?? [])]) {
      const filled = fillForm(each, ctx);
      const sheets = filled.overflow.length > 0 ? await continuationSheets(each, continuationPerson(each, ctx), filled.overflow) : null;
      // What could not be printed is known only once printed: such forms are filled before the cover that lists it.
      const early = (await hasShapedText(filled)) ? await fillTemplate(template, filled) : null;
      planned.push({ mapping: each, filled, template, templatePages: installed.pageCount, inventory, sheets, hold, early });
    }
  }
  // A held form is named once, however many filings of it the package holds (a joint sponsor's Form I-864).
  const held = planned.flatMap(({ mapping, hold }, index) =>
    hold && planned.findIndex((other) => other.mapping.form === mapping.form) === index ? [{ form: mapping.form, edition: mapping.edition, hold }] : [],
  );
  const unprinted: UnprintedAnswer[] = [];
  const handwritten: HandwrittenNote[] = [];
  for (const { early } of planned) {
    if (!early) continue;
    for (const answer of early.handwritten) {
      handwritten.push({ form: early.form, tooltip: answer.tooltip || answer.field, reason: answer.reason });
      unprinted.push({ form: early.form, field: answer.field, reason: answer.reason, ...(answer.error ? { error: answer.error } : {}) });
    }
  }
  const signatures = planned.flatMap(({ mapping, inventory }) => signatureBoxes(mapping, inventory));

  const pkg = await PDFDocument.create();
  pkg.setTitle('USCIS forms package');
  pkg.setProducer('Greencard');
  let packagePages = 0;
  const append = async (kind: PackagePart['kind'], form: UscisForm | null, doc: PDFDocument) => {
    const firstPage = pkg.getPageCount() + 1;
    // Saving flushes the fonts into the document, which copying its pages needs; the bytes are the part's preview source.
    const pdf = await savePdf(doc, { useObjectStreams: false });
    for (const page of await pkg.copyPages(doc, doc.getPageIndices())) pkg.addPage(page);
    options.onPart?.({ kind, form, firstPage, pageCount: doc.getPageCount(), packagePages, pdf });
  };

  // The cover lists page numbers that depend on its own length: lay it out again until they agree.
  let coverPages = 2;
  const coverOf = (pages: number) => coverPage({ ctx, path: plan.path, stage: plan.stage, forms: layout(planned, pages), handwritten, signatures, held, ...(options.language ? { language: options.language } : {}) });
  let cover = await coverOf(coverPages);
  for (let attempt = 0; attempt < 3 && cover.getPageCount() !== coverPages; attempt++) {
    coverPages = cover.getPageCount();
    cover = await coverOf(coverPages);
  }
  const forms = layout(planned, cover.getPageCount());
  const totalPages = forms.reduce((sum, form) => sum + form.pageCount, 0);
  packagePages = cover.getPageCount() + totalPages;
  await append('cover', null, cover);
  let donePages = 0;
  progress(5);

  for (const { mapping, filled, template, templatePages, sheets, hold, early } of planned) {
    const pdf = early ?? (await fillTemplate(template, filled));
    pdf.flatten();
    if (hold) {
      await stampHeldForm(pdf.doc, mapping.form, mapping.edition);
      if (sheets) await stampHeldForm(sheets, mapping.form, mapping.edition);
    }
    await append('form', mapping.form, pdf.doc);
    if (sheets) await append('continuation', mapping.form, sheets);
    donePages += templatePages + (sheets?.getPageCount() ?? 0);
    progress(5 + Math.round((85 * donePages) / Math.max(1, totalPages)));
  }

  shareIdenticalFontFiles(pkg);
  // Object streams would save a twentieth of the size for three times the writing time.
  const bytes = await pkg.save({ useObjectStreams: false });
  progress(100);
  return {
    pdf: bytes,
    pageCount: pkg.getPageCount(),
    forms: forms.map(({ form, firstPage, pageCount, continuationPages }) => ({ form, firstPage, pageCount, continuationPages })),
    held,
    unprinted,
  };
}
