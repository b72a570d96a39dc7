import { describe, expect, it } from 'vitest';
import type { HistorySpec } from '../catalogue/types.ts';
import { checkHistory, historyCoverage, historyEntries, type HistoryRow } from './history.ts';
import { englishLeftovers } from '../../testing/english-leftovers.ts';

const TODAY = '2025-06-15'; // the five years run from 2020-06-15

const ADDRESS: HistorySpec = {
  kind: 'address',
  fromKey: 'moveIn',
  toKey: 'moveOut',
  currentFromKey: 'pPhysicalMoveInDate',
};
const EMPLOYMENT: HistorySpec = {
  kind: 'employment',
  fromKey: 'employerDateFrom',
  toKey: 'employerDateTo',
  currentKey: 'employerStillWorkHere',
};

const addresses = (rows: HistoryRow[], currentFrom: string, today = TODAY): string[] =>
  checkHistory({ spec: ADDRESS, rows, itemLabel: 'address', currentFrom, today });
const jobs = (rows: HistoryRow[], today = TODAY): string[] =>
  checkHistory({ spec: EMPLOYMENT, rows, itemLabel: 'employer', currentFrom: undefined, today });

describe('five-year address history', () => {
  it.each<[string, HistoryRow[], string, string[]]>([
    ['a current address held for more than five years', [], '2019-04-01', []],
    ['a move with no gap', [{ moveIn: '2015-01-01', moveOut: '2022-12-31' }], '2023-01-01', []],
    ['a move on the same day', [{ moveIn: '2015-01-01', moveOut: '2023-01-01' }], '2023-01-01', []],
    ['a 20-day gap between two addresses', [{ moveIn: '2015-01-01', moveOut: '2022-12-11' }], '2023-01-01', []],
    [
      'a 45-day gap between two addresses',
      [{ moveIn: '2015-01-01', moveOut: '2022-11-16' }],
      '2023-01-01',
      ['No address given from 11/2022 to 12/2022'],
    ],
    [
      'no earlier address for a current address taken two years ago',
      [],
      '2023-06-01',
      ['No address given from 06/2020 to 05/2023'],
    ],
    [
      'a first address that starts after the five years began',
      [{ moveIn: '2021-01-01', moveOut: '2023-05-31' }],
      '2023-06-01',
      ['No address given from 06/2020 to 12/2020'],
    ],
    [
      'two gaps, each named by month',
      [
        { moveIn: '2021-04-01', moveOut: '2023-01-31' },
        { moveIn: '2010-01-01', moveOut: '2021-01-31' },
      ],
      '2023-07-01',
      ['No address given from 02/2021 to 03/2021', 'No address given from 02/2023 to 06/2023'],
    ],
    [
      'an address that overlaps the current one by three months',
      [{ moveIn: '2015-01-01', moveOut: '2023-03-31' }],
      '2023-01-01',
      ['Address 1 and your current address overlap from 01/2023 to 03/2023 (90 days) — check the dates you moved in and out'],
    ],
    [
      'two earlier addresses that overlap each other',
      [
        { moveIn: '2015-01-01', moveOut: '2021-06-30' },
        { moveIn: '2021-03-01', moveOut: '2022-12-31' },
      ],
      '2023-01-01',
      ['Address 1 and address 2 overlap from 03/2021 to 06/2021 (122 days) — check the dates you moved in and out'],
    ],
    [
      'an overlap before the five years, which does not matter',
      [
        { moveIn: '2010-01-01', moveOut: '2018-12-31' },
        { moveIn: '2017-01-01', moveOut: '2022-12-31' },
      ],
      '2023-01-01',
      [],
    ],
  ])('%s', (_case, rows, currentFrom, messages) => {
    expect(addresses(rows, currentFrom)).toEqual(messages);
  });

  it('counts five years back from a leap day to the last day of February', () => {
    expect(addresses([], '2019-02-28', '2024-02-29')).toEqual([]);
    expect(addresses([], '2019-04-15', '2024-02-29')).toEqual(['No address given from 02/2019 to 04/2019']);
  });

  it('waits for dates that cannot be read yet instead of reporting gaps', () => {
    expect(addresses([{ moveIn: '2015-01-01', moveOut: '' }], '2023-01-01')).toEqual([]);
    expect(addresses([{ moveIn: '2015-01-01', moveOut: '2022-02-30' }], '2023-01-01')).toEqual([]);
    expect(addresses([{ moveIn: '2023-01-01', moveOut: '2015-01-01' }], '2023-01-01')).toEqual([]);
    expect(addresses([], '')).toEqual([]);
    expect(addresses([], '2026-01-01')).toEqual([]);
  });
});

describe('five-year employment history', () => {
  it.each<[string, HistoryRow[], string[]]>([
    [
      'a history ending with a current job',
      [
        { employerDateFrom: '2018-05-01', employerDateTo: '2022-02-28', employerStillWorkHere: 'no' },
        { employerDateFrom: '2022-03-01', employerDateTo: '', employerStillWorkHere: 'yes' },
      ],
      [],
    ],
    [
      'a current job whose stale end date is ignored',
      [{ employerDateFrom: '2018-05-01', employerDateTo: '2019-01-01', employerStillWorkHere: 'yes' }],
      [],
    ],
    [
      'a gap between two jobs',
      [
        { employerDateFrom: '2018-05-01', employerDateTo: '2021-12-31', employerStillWorkHere: 'no' },
        { employerDateFrom: '2022-08-01', employerStillWorkHere: 'yes' },
      ],
      [
        'No employment or unemployment entry from 01/2022 to 07/2022 — add a row for that period (if you were not working, answer Yes to “Was this a time without work?”)',
      ],
    ],
    [
      'a last job that ended months ago',
      [{ employerDateFrom: '2018-05-01', employerDateTo: '2025-01-31', employerStillWorkHere: 'no' }],
      [
        'No employment or unemployment entry from 02/2025 to 06/2025 — add a row for that period (if you were not working, answer Yes to “Was this a time without work?”)',
      ],
    ],
    [
      'two jobs held at the same time',
      [
        { employerDateFrom: '2018-05-01', employerStillWorkHere: 'yes' },
        { employerDateFrom: '2021-01-01', employerDateTo: '2023-01-01', employerStillWorkHere: 'no' },
      ],
      [],
    ],
  ])('%s', (_case, rows, messages) => {
    expect(jobs(rows)).toEqual(messages);
  });
});

describe('historyCoverage, the timeline behind the check', () => {
  it('returns the window, the merged covered stretches, every gap and every overlap', () => {
    const entries = [
      { from: '2019-01-01', to: '2021-01-10', id: 'a' },
      { from: '2021-01-01', to: '2022-06-30', id: 'b' },
      { from: '2022-07-11', to: '2026-01-01', id: 'c' },
    ];
    const coverage = historyCoverage(entries, TODAY);
    expect(coverage).toEqual({
      window: { from: '2020-06-15', to: '2025-06-15' },
      covered: [
        { from: '2020-06-15', to: '2022-06-30', days: 746 },
        { from: '2022-07-11', to: '2025-06-15', days: 1071 },
      ],
      gaps: [{ from: '2022-07-01', to: '2022-07-10', days: 10 }],
      overlaps: [{ first: entries[0], second: entries[1], from: '2021-01-01', to: '2021-01-10', days: 10 }],
    });
  });

  it('reports the whole window as one gap when nothing is given', () => {
    expect(historyCoverage([], TODAY)?.gaps).toEqual([{ from: '2020-06-15', to: '2025-06-15', days: 1827 }]);
  });

  it('leaves out entries that cannot be read and needs a real today', () => {
    expect(historyCoverage([{ from: '2024-02-30', to: '2025-01-01' }], TODAY)?.covered).toEqual([]);
    expect(historyCoverage([], 'today')).toBeNull();
  });
});

describe('historyEntries, what the timeline draws', () => {
  it('labels every readable entry with its row, and says when some cannot be read yet', () => {
    const rows = [
      { moveIn: '2015-01-01', moveOut: '2020-12-31' },
      { moveIn: '2021-01-01', moveOut: '' },
    ];
    expect(historyEntries({ spec: ADDRESS, rows, itemLabel: 'address', currentFrom: '2022-01-01', today: TODAY })).toEqual({
      entries: [
        { from: '2015-01-01', to: '2020-12-31', label: 'address 1', row: 0 },
        { from: '2022-01-01', to: TODAY, label: 'your current address', row: 'current' },
      ],
      complete: false,
    });
  });

  it('runs a current job to today', () => {
    const rows = [{ employerDateFrom: '2024-01-01', employerStillWorkHere: 'yes' }];
    expect(historyEntries({ spec: EMPLOYMENT, rows, itemLabel: undefined, currentFrom: undefined, today: TODAY })).toEqual({
      entries: [{ from: '2024-01-01', to: TODAY, label: 'employment entry 1', row: 0 }],
      complete: true,
    });
  });
});

describe('the five-year history in Spanish (issue 22)', () => {
  it('says gaps and overlaps in whole Spanish sentences, with no English left', () => {
    const gaps = checkHistory({ spec: ADDRESS, rows: [{ moveIn: '2015-01-01', moveOut: '2022-10-31' }], itemLabel: undefined, currentFrom: '2023-01-01', today: '2023-06-01', language: 'es' });
    const overlaps = checkHistory({ spec: ADDRESS, rows: [{ moveIn: '2015-01-01', moveOut: '2023-03-31' }], itemLabel: undefined, currentFrom: '2022-10-01', today: '2023-06-01', language: 'es' });
    const jobs = checkHistory({ spec: EMPLOYMENT, rows: [{ employerDateFrom: '2022-08-01', employerStillWorkHere: 'yes' }], itemLabel: undefined, currentFrom: undefined, today: '2023-06-01', language: 'es' });
    for (const messages of [gaps, overlaps, jobs]) {
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(englishLeftovers(message, [])).toEqual([]);
    }
    expect(gaps[0]).toMatch(/^Falta una dirección desde /);
    expect(overlaps[0]).toContain('se superponen');
  });
});
