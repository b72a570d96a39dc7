import { describe, expect, it } from 'vitest';
import { MAPPINGS } from '../../domain/uscis/registry.ts';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { startupFilingSummary } from './startup-summary.ts';

const installed = MAPPINGS.map((mapping) => ({ form: mapping.form, edition: mapping.edition }));

describe('the start-up log of the filing date (issue 24 item 21)', () => {
  it('says the filing date in force, and that every form can be filed on a day USCIS accepted every installed edition', () => {
    const lines = startupFilingSummary(LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED, '2026-11-28', true, installed);
    expect(lines[0]).toBe(
      `Filing date ${LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED}, set by FILING_DATE (today is 2026-11-28): editions, fees, poverty guidelines and tax years are read for that day.`,
    );
    expect(lines.slice(1)).toEqual([`Every form can be filed on ${LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED}.`]);
  });

  it('names each form held on a later day', () => {
    const lines = startupFilingSummary('2026-11-28', '2026-11-28', false, installed);
    expect(lines[0]).toBe('Filing date 2026-11-28 (today): editions, fees, poverty guidelines and tax years are read for it.');
    expect(lines.some((line) => line.startsWith('I-485 is held on 2026-11-28: '))).toBe(true);
    expect(lines.some((line) => line.startsWith('I-130 is held'))).toBe(false);
  });
});
