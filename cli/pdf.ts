import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { FillError } from '../api/pdf/fill.ts';
import { generatePackage } from '../api/pdf/generate.ts';
import { buildPackage, type GeneratedPackage } from '../api/pdf/package.ts';
import { DEFAULT_PREVIEW_DPI } from '../api/pdf/previews.ts';
import { printedFormName, TemplateMissingError } from '../api/pdf/templates.ts';
import { isLanguage, LANGUAGES } from '../domain/i18n/languages.ts';
import { isCalendarDate } from '../domain/rules/dates.ts';
import { FixtureFormatError, loadFixture } from '../fixtures/load.ts';
import { formsDir } from './forms.ts';
import { fail, print, progressBar } from './output.ts';

interface GenerateOptions {
  output: string;
  previews?: string;
  paid?: boolean;
  dpi?: string;
  filingDate?: string;
  language?: string;
  json?: boolean;
}

function parseDpi(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PREVIEW_DPI;
  const dpi = Number(value);
  if (!Number.isFinite(dpi) || dpi < 20 || dpi > 300) fail(`--dpi must be a number from 20 to 300 (it is "${value}").`);
  return dpi;
}

export function pdfCommands(program: Command): void {
  const pdf = program.command('pdf').description('the filled forms package');
  pdf
    .command('generate')
    .description("fill the package of a fixture's couple without a server: cover, forms in filing order, continuation sheets")
    .argument('<fixture>', 'a fixture file (fixtures/couples/*.json)')
    .requiredOption('-o, --output <file>', 'where to write the PDF')
    .option('--previews <dir>', 'also render every page to PNG in this folder')
    .option('--paid', 'previews without the "PREVIEW — NOT FOR FILING" stamp')
    .option('--dpi <dpi>', `preview resolution (default ${DEFAULT_PREVIEW_DPI})`)
    .option('--filing-date <YYYY-MM-DD>', "the day the couple answers and files (default: the fixture's own date)")
    .option('--language <code>', `the language of the cover's instructions, as an account's (${LANGUAGES.join(', ')}; default en); the forms stay in English`)
    .option('--json', 'machine-readable output')
    .action(async (fixturePath: string, options: GenerateOptions) => {
      const language = options.language;
      if (language !== undefined && !isLanguage(language)) fail(`--language must be one of ${LANGUAGES.join(', ')} (it is "${language}").`);
      const dpi = parseDpi(options.dpi);
      const filingDate = options.filingDate;
      if (filingDate !== undefined && !isCalendarDate(filingDate)) fail(`--filing-date must be a date written YYYY-MM-DD (it is "${filingDate}").`);
      let fixture;
      try {
        fixture = loadFixture(fixturePath, filingDate);
      } catch (error) {
        if (error instanceof FixtureFormatError) fail(error.message);
        throw error;
      }
      const started = performance.now();
      const bar = progressBar('Generating');
      const onProgress = (percent: number) => bar.update(percent, 100);
      const previewsDir = options.previews === undefined ? undefined : path.resolve(options.previews);
      let built: GeneratedPackage;
      try {
        const common = { answers: fixture.answers, today: fixture.today, formsDir: formsDir(), onProgress, ...(language ? { language } : {}) };
        if (previewsDir) {
          await mkdir(previewsDir, { recursive: true });
          built = await generatePackage({
            ...common,
            previews: { dpi, stamp: !options.paid },
            onPreview: (page) => writeFile(path.join(previewsDir, `page-${String(page.page).padStart(3, '0')}.png`), page.png),
          });
        } else {
          built = await buildPackage(common);
        }
      } catch (error) {
        bar.finish();
        if (error instanceof TemplateMissingError || error instanceof FillError) fail(error.message);
        throw error;
      }
      bar.finish();
      const output = path.resolve(options.output);
      await writeFile(output, built.pdf);
      const seconds = (performance.now() - started) / 1000;
      const held = built.held.map(({ form, edition, hold }) => ({ form, edition, reason: hold.reason, message: hold.message }));
      const summary = { fixture: fixture.name, output, pageCount: built.pageCount, forms: built.forms, held, previews: previewsDir ?? null, seconds: Number(seconds.toFixed(2)) };
      print(Boolean(options.json), summary, () =>
        [
          `Wrote ${output}: ${built.pageCount} pages in ${seconds.toFixed(1)} s${previewsDir ? `, previews in ${previewsDir}` : ''}.`,
          ...built.forms.map((form) => `  Form ${printedFormName(form.form).padEnd(6)} pages ${form.firstPage}–${form.firstPage + form.pageCount - 1}`),
          ...held.map((form) => `  Held on ${fixture.today}, every page stamped: Form ${printedFormName(form.form)} (edition ${form.edition}): ${form.message}`),
        ].join('\n'),
      );
    });
}
