import { describe, expect, it } from 'vitest';
import { historyCoverage } from '@domain/rules/history.ts';
import { historySummary } from './history-summary.ts';

const TODAY = '2025-06-15'; // the five years start on 2020-06-15

function summaryOf(entries: { from: string; to: string }[], kind: 'address' | 'employment' = 'address') {
  const coverage = historyCoverage(entries, TODAY);
  if (!coverage) throw new Error('no coverage');
  return historySummary(coverage, kind, true, entries.length > 0);
}

describe('historySummary', () => {
  it('names a 16-day gap between two addresses instead of saying "No gaps"', () => {
    const summary = summaryOf([
      { from: '2019-01-01', to: '2024-03-11' },
      { from: '2024-03-28', to: TODAY },
    ]);
    expect(summary.chip).toEqual({ tone: 'short', label: '1 short gap' });
    expect(summary.short).toEqual([
      '16 days without an address (03/12/2024 to 03/27/2024): fine if you were moving; if you lived somewhere else then, add that address.',
    ]);
    expect(summary.toFill).toEqual([]);
  });

  it('says "No gaps" only when every day is covered', () => {
    const summary = summaryOf([
      { from: '2019-01-01', to: '2024-03-11' },
      { from: '2024-03-12', to: TODAY },
    ]);
    expect(summary.chip).toEqual({ tone: 'clear', label: 'No gaps' });
    expect(summary.short).toEqual([]);
  });

  it('asks to fill a gap longer than 30 days, by month', () => {
    const summary = summaryOf([
      { from: '2019-01-01', to: '2024-03-11' },
      { from: '2024-05-01', to: TODAY },
    ]);
    expect(summary.chip).toEqual({ tone: 'fill', label: '1 gap to fill' });
    expect(summary.toFill).toEqual(['Nothing from 03/2024 to 04/2024 (2 months)']);
  });

  it('names a one-day gap between jobs by its day', () => {
    const summary = summaryOf(
      [
        { from: '2019-01-01', to: '2024-03-11' },
        { from: '2024-03-13', to: TODAY },
      ],
      'employment',
    );
    expect(summary.short).toEqual(['1 day without a job, school or time without work (03/12/2024): fine between two jobs.']);
  });
});

describe('historySummary in Spanish', () => {
  it('names the gaps in Spanish, months and days by name (never 03/12 to guess)', () => {
    const coverage = historyCoverage(
      [
        { from: '2019-01-01', to: '2024-03-11' },
        { from: '2024-03-28', to: '2024-09-30' },
        { from: '2024-12-01', to: TODAY },
      ],
      TODAY,
    );
    if (!coverage) throw new Error('no coverage');
    const summary = historySummary(coverage, 'address', true, true, 'es');
    expect(summary.chip).toEqual({ tone: 'fill', label: '1 período por completar' });
    expect(summary.toFill).toEqual(['Nada de octubre de 2024 a noviembre de 2024 (2 meses)']);
    expect(summary.short).toEqual([
      '16 días sin dirección (del 12 de marzo de 2024 al 27 de marzo de 2024): no es un problema si se estaba mudando; si vivió en otro lugar en ese tiempo, agregue esa dirección.',
    ]);
  });
});
