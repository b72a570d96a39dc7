import type { Config } from './config.ts';

/** The calendar date of a moment, as the domain rules take it ('YYYY-MM-DD', UTC). */
const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The filing date: the day a package made now would be mailed, which decides the editions USCIS
 * accepts, the fees, the poverty guidelines and the tax years. Today, or FILING_DATE where a
 * developer or a test set one (never in production: loadConfig refuses it there).
 */
export const filingDateOf = (config: Pick<Config, 'filingDate'>, clock: () => Date) => (): string => config.filingDate ?? todayOf(clock());
