import { formFiling, type FormFiling, type InstalledEdition } from '../../domain/uscis/filing.ts';
import { printedFormName, USCIS_FORMS } from '../../domain/uscis/types.ts';

/**
 * What the start-up log says of the filing date (issue 24 item 21): the day in force, whether
 * FILING_DATE overrides today, and which forms are held on it and what to do, so a developer
 * sees at once why a package cannot be paid for.
 */
export function filingSummary(filingDate: string, today: string, overridden: boolean, filings: readonly FormFiling[]): string[] {
  const lines = [
    overridden
      ? `Filing date ${filingDate}, set by FILING_DATE (today is ${today}): editions, fees, poverty guidelines and tax years are read for that day.`
      : `Filing date ${filingDate} (today): editions, fees, poverty guidelines and tax years are read for it.`,
  ];
  const held = filings.filter((filing) => filing.status !== 'fileable');
  if (held.length === 0) lines.push(`Every form can be filed on ${filingDate}.`);
  for (const filing of held) lines.push(`${printedFormName(filing.form)} is held on ${filingDate}: ${filing.hold.action}`);
  return lines;
}

/** The summary for every form, from the installed editions. */
export const startupFilingSummary = (filingDate: string, today: string, overridden: boolean, installed: readonly InstalledEdition[]): string[] =>
  filingSummary(filingDate, today, overridden, USCIS_FORMS.map((form) => formFiling(form, filingDate, installed)));
