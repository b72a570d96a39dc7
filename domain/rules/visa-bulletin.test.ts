import { describe, expect, it } from 'vitest';
import { bulletinRowFor, F2A_BULLETIN, newPetitionAvailability, type F2aBulletinRow } from './visa-bulletin.ts';

const row = (month: string, entry: string, chart: 'final' | 'filing' = 'filing', mexico: string | null = entry): F2aBulletinRow => ({
  month,
  finalAction: { all: '2024-02-01', mexico: '2023-02-01' },
  datesForFiling: { all: entry, mexico },
  chart,
  source: 'test',
});

describe('the F2A table', () => {
  it('names a source for every month, once, oldest first', () => {
    const months = F2A_BULLETIN.map((r) => r.month);
    expect(months).toEqual([...new Set(months)].sort());
    for (const r of F2A_BULLETIN) expect(r.source).toMatch(/Visa Bulletin for \w+ \d{4}/);
  });

  it('takes the last row given for a month, so an operator’s correction wins', () => {
    expect(bulletinRowFor('2026-12', [row('2026-12', 'C'), row('2026-12', '2026-01-01')])?.datesForFiling.all).toBe('2026-01-01');
    expect(bulletinRowFor('2026-12', F2A_BULLETIN)).toBeNull();
  });
});

describe('newPetitionAvailability', () => {
  it.each([
    ['"C"', 'C', 'current'],
    ['a cut-off after the filing day', '2026-12-16', 'current'],
    ['a cut-off on the filing day (the priority date must be earlier)', '2026-12-15', 'not-current'],
    ['an earlier cut-off', '2025-10-22', 'not-current'],
    ['"U"', 'U', 'not-current'],
  ])('reads %s on the chart USCIS uses', (_case, entry, status) => {
    expect(newPetitionAvailability('2026-12-15', false, [row('2026-12', entry)]).status).toBe(status);
  });

  it('reads the chart USCIS names: the final action chart when it names that one', () => {
    expect(newPetitionAvailability('2026-12-15', false, [row('2026-12', 'C', 'final')])).toMatchObject({ status: 'not-current', entry: '2024-02-01' });
  });

  it('reads the Mexico column for a beneficiary born there, and does not guess when the source lacks it', () => {
    expect(newPetitionAvailability('2026-12-15', true, [row('2026-12', 'C', 'final')])).toMatchObject({ entry: '2023-02-01' });
    expect(newPetitionAvailability('2026-12-15', true, [row('2026-12', 'C', 'filing', null)])).toEqual({ status: 'unknown', month: '2026-12', priorityDate: '2026-12-15' });
  });

  it('knows the months of the release: July 2026 current, November 2025 not for a new petition', () => {
    expect(newPetitionAvailability('2026-07-15', false).status).toBe('current');
    expect(newPetitionAvailability('2025-11-12', true)).toMatchObject({ status: 'not-current', entry: '2025-10-22' });
    expect(newPetitionAvailability('2026-11-26', false)).toEqual({ status: 'unknown', month: '2026-11', priorityDate: '2026-11-26' });
  });
});
