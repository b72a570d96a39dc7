import { addressLine, type DatedAddress } from '../../people/address.ts';
import { employerLabel, type EmploymentPeriod } from '../../people/employment.ts';
import type { ContinuationEntry } from '../types.ts';
import { periodWords } from './words.ts';

/**
 * The rows of an address or employment history beyond a form's own rows, as the Additional
 * Information part continues them (Forms I-130 Part 2 and I-130A Parts 1 and 2 list them alike).
 */

/** "Physical Address 3: 12 Rue de Rivoli, Paris, 75001, France, from 01/15/2019 to 06/30/2020". */
export function addressEntry(where: Omit<ContinuationEntry, 'text'>, label: string, row: DatedAddress): ContinuationEntry {
  return { ...where, text: `${label}: ${addressLine(row)}, ${periodWords(row.from, row.to, row.current)}` };
}

/** "Employer 3: Acme Corp, 1 Main St, Chicago, IL 60601, United States, occupation Engineer, from … to …". */
export function employerEntry(where: Omit<ContinuationEntry, 'text'>, label: string, period: EmploymentPeriod): ContinuationEntry {
  const parts = [employerLabel(period), period.address ? addressLine(period.address) : '', period.occupation ? `occupation ${period.occupation}` : ''];
  const described = parts.filter((part) => part !== '').join(', ');
  return { ...where, text: `${label}: ${described}, ${periodWords(period.from, period.to, period.current)}` };
}
