import { describe, expect, it } from 'vitest';
import { formatMaintenanceTime, NOT_SPECIFIED } from './maintenance-time.ts';

describe('formatMaintenanceTime', () => {
  it('names the time zone of the time it shows', () => {
    expect(formatMaintenanceTime('2026-06-02T02:00:00Z', 'America/New_York')).toBe('Monday, June 1, 2026 at 10:00 PM EDT');
    expect(formatMaintenanceTime('2026-01-15T18:30:00Z', 'America/Los_Angeles')).toBe('Thursday, January 15, 2026 at 10:30 AM PST');
  });

  it('says when no time was announced, and shows an unreadable one as it came', () => {
    expect(formatMaintenanceTime(null)).toBe(NOT_SPECIFIED);
    expect(formatMaintenanceTime('soon')).toBe('soon');
  });
});
