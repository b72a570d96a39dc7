/** The calendar date of a moment, as the domain rules take it ('YYYY-MM-DD', UTC). */
export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);
