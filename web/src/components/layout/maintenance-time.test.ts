import { describe, expect, it } from 'vitest';
import { formatMaintenanceTime } from './maintenance-time.ts';

describe('formatMaintenanceTime', () => {
  it('names the time zone of the time it shows', () => {
    expect(formatMaintenanceTime('2026-06-02T02:00:00Z', 'en', 'America/New_York')).toBe('Monday, June 1, 2026 at 10:00 PM EDT');
    expect(formatMaintenanceTime('2026-01-15T18:30:00Z', 'en', 'America/Los_Angeles')).toBe('Thursday, January 15, 2026 at 10:30 AM PST');
  });

  it('writes the day and month by name in Spanish, never an English date', () => {
    const spanish = formatMaintenanceTime('2026-06-02T02:00:00Z', 'es', 'America/New_York');
    expect(spanish).toMatch(/^lunes, 1 de junio de 2026.* EDT$/);
    expect(spanish).not.toMatch(/Monday|June/);
  });

  it('says nothing when no time was announced, and shows an unreadable one as it came', () => {
    expect(formatMaintenanceTime(null, 'es')).toBeNull();
    expect(formatMaintenanceTime('soon', 'en')).toBe('soon');
  });
});
