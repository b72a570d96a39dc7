export const NOT_SPECIFIED = 'Not specified';

/**
 * A maintenance start or end as the person reads it, in their own time zone and naming it
 * ("Monday, June 1, 2026 at 10:00 PM EDT"), so nobody has to guess whose ten o'clock it is.
 * `timeZone` is the reader's unless given.
 */
export function formatMaintenanceTime(value: string | null, timeZone?: string): string {
  if (!value) return NOT_SPECIFIED;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}
