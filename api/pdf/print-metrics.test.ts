import { readFile } from 'node:fs/promises';
import { describe, expect, it, inject } from 'vitest';
import { MAPPINGS } from '../../domain/uscis/index.ts';
import { boxTableFile, boxTableSource, FONT_WIDTHS_FILE, fontWidthsSource } from './print-metrics.ts';
import { loadTemplate } from './templates.ts';

/**
 * The print facts the mappings measure with, kept in domain/ as data, are what the CLI verbs write
 * from their sources: the font's widths (`greencard forms widths`) and the text boxes of every
 * mapped edition (`greencard forms boxes <pdf>`). The test writes nothing: it compares.
 */

const kept = (file: string) => readFile(file, 'utf8');

describe('the print metrics kept in domain/', () => {
  it('hold the advance widths of Noto Sans Regular, the face the forms print in', async () => {
    expect(await kept(FONT_WIDTHS_FILE), `out of date: run greencard forms widths`).toBe(await fontWidthsSource());
  });

  it.each(MAPPINGS.map((mapping) => [mapping.form, mapping.edition] as const))('hold the text boxes of Form %s, edition %s', async (form, edition) => {
    const formsDir = inject('formsDir');
    const source = await boxTableSource(await loadTemplate(formsDir, form, edition), form, edition);
    const hint = `out of date: run greencard forms boxes <the PDF of Form ${form} edition ${edition}> (the bundled ones are in api/pdf/official-forms/)`;
    expect(await kept(boxTableFile(form, edition)), hint).toBe(source);
  });
});
