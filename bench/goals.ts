import { loadavg } from 'node:os';

/**
 * One figure of issue 25's table as a ratio measured in the same run, with its goal beside it. The
 * goals are the issue's, never what today's code reaches; ratios hold better than absolute times on
 * a machine shared with other work, and the load average says how shared it was.
 */
export function goal(figure: string, ratio: number, direction: '<=' | '>=', target: number): string {
  const met = direction === '<=' ? ratio <= target : ratio >= target;
  return `${figure}: ${ratio.toFixed(2)} (goal ${direction === '<=' ? '≤' : '≥'} ${target}) ${met ? 'met' : 'MISSED'}`;
}

export const loadAverage = (): string => (loadavg()[0] ?? 0).toFixed(2);
