import { describe, expect, it } from 'vitest';
import { parseChartEntry } from '../rules/visa-bulletin.ts';
import { decideVisaBulletin, VisaBulletinError, type SetVisaBulletin } from './visa-bulletin.ts';

const command: SetVisaBulletin = {
  type: 'SetVisaBulletin',
  month: '2026-12',
  finalAction: { all: '2025-03-01', mexico: '2024-03-01' },
  datesForFiling: { all: 'C', mexico: 'C' },
  chart: 'filing',
  source: 'Visa Bulletin for December 2026',
  now: '2026-11-20T10:00:00.000Z',
};

describe('decideVisaBulletin', () => {
  it('records the month as a row of the F2A table', () => {
    expect(decideVisaBulletin(command)).toEqual([
      {
        type: 'VisaBulletinSet',
        data: { row: { month: '2026-12', finalAction: command.finalAction, datesForFiling: command.datesForFiling, chart: 'filing', source: 'Visa Bulletin for December 2026' }, setAt: command.now },
      },
    ]);
  });

  it.each([
    [{ month: '2026-13' }, 'The month must be written YYYY-MM'],
    [{ chart: 'both' }, 'The chart USCIS names must be "final" or "filing"'],
    [{ source: '  ' }, 'Name the source'],
    [{ finalAction: { all: 'soon', mexico: null } }, 'The final action date must be C, U or a date (it is "soon")'],
  ])('refuses %j with a plain message', (changes, message) => {
    expect(() => decideVisaBulletin({ ...command, ...changes })).toThrow(VisaBulletinError);
    expect(() => decideVisaBulletin({ ...command, ...changes })).toThrow(message);
  });
});

describe('parseChartEntry', () => {
  it.each([
    ['C', 'C'],
    ['u', 'U'],
    ['01FEB24', '2024-02-01'],
    ['15jan98', '1998-01-15'],
    ['2025-10-22', '2025-10-22'],
    ['31FEB24', null],
    ['01XYZ24', null],
    ['next year', null],
  ])('reads %s as %s', (written, entry) => {
    expect(parseChartEntry(written)).toBe(entry);
  });
});
