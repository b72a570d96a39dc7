import { said, type Said } from '../i18n/said.ts';

/**
 * Number display and parsing as spec section 5 defines them: shown comma-grouped ("52,000"),
 * stored and parsed as digits only.
 */

// A decimal number as people type it: grouping commas, an optional $ and sign.
const NUMERIC_TEXT = /^([-+]?)\$?(\d+)(?:\.(\d*))?$/;

function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatInteger(value: bigint): string {
  return value < 0n ? `-${groupDigits(String(-value))}` : groupDigits(String(value));
}

/**
 * A number or numeric string as a comma-grouped en-US integer ("1234567" → "1,234,567"),
 * rounded half away from zero; '' when the value is empty or not a number.
 */
export function formatNumber(value: unknown): string {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? formatInteger(BigInt(Math.sign(value) * Math.round(Math.abs(value)))) : '';
  }
  if (typeof value === 'bigint') return formatInteger(value);
  if (typeof value !== 'string') return '';
  const match = NUMERIC_TEXT.exec(value.trim().replaceAll(',', ''));
  if (!match) return '';
  const [, sign = '', whole = '0', fraction = ''] = match;
  const magnitude = BigInt(whole) + (fraction !== '' && Number(fraction[0]) >= 5 ? 1n : 0n);
  return formatInteger(sign === '-' ? -magnitude : magnitude);
}

/**
 * The whole number a person typed: grouping commas, spaces and a $ are dropped ("$52,000" →
 * 52000) and a decimal point ends the number, so cents are never read as more dollars
 * ("89,500.00" → 89500); 0 when no digit is left. A number is taken as it is, rounded to a whole
 * non-negative number.
 */
export function parseNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(Math.abs(value)) : 0;
  if (typeof value === 'bigint') return Number(value < 0n ? -value : value);
  if (typeof value !== 'string') return 0;
  const digits = (value.split('.')[0] ?? '').replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

/**
 * An amount as a person types or pastes it into a money input: whole dollars (digits without
 * leading zeros, '' when none) and the digits typed after a decimal point (null without one);
 * a group of thousands still being typed ("92,5" on the way to "92,500"); or text that is not an
 * amount, with the reason, which is never read as another number ("92k" is not $92).
 */
export type TypedAmount =
  | { readonly kind: 'amount'; readonly dollars: string; readonly cents: string | null }
  | { readonly kind: 'unfinished' }
  | { readonly kind: 'refused'; readonly problem: Said };

const refused = (problem: Said): TypedAmount => ({ kind: 'refused', problem });

/** Thousands grouped by commas (92,000) or, as in India, the lakh way (1,00,000); or no grouping at all. */
const GROUPED_DOLLARS = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})$/;

/**
 * Reads what a person typed into a money input. Commas (or spaces) group thousands and a point
 * starts the cents, the way U.S. forms write amounts: "89,500.00" is 89,500 and .00. Anything a
 * reader could take two ways is refused, not guessed: "92,5" (92.50 where a comma marks decimals)
 * and "92.500" (92,500 where a point groups thousands); so are letters and words ("92k", "ten").
 */
export function readTypedAmount(typed: string): TypedAmount {
  const text = typed.trim().replace(/^\$\s*/, '');
  if (/^-/.test(text)) return refused(said('inputs.amount.negative'));
  if (/[^\d\s,.]/.test(text)) return refused(said('inputs.amount.notDigits'));
  const [whole = '', fraction, ...more] = text.split('.');
  const grouping = refused(said('inputs.amount.grouping', { typed: typed.trim() }));
  if (more.length > 0 || (fraction !== undefined && !/^\d{0,2}$/.test(fraction))) return grouping;
  const commas = whole.replace(/\s+/g, ',');
  if (!GROUPED_DOLLARS.test(commas) && commas !== '') {
    // A last group of fewer than three digits is still being typed; a point after it is not.
    return fraction === undefined && /^\d{1,3}(?:,\d{3})*,\d{0,2}$/.test(commas) ? { kind: 'unfinished' } : grouping;
  }
  const digits = commas.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  return { kind: 'amount', dollars: digits, cents: fraction ?? null };
}

/** Why a stored money answer is not whole dollars, or null when it is (the server's check and the client's). */
export function amountProblem(value: string): Said | null {
  const answer = value.trim();
  if (answer === '' || isWholeAmount(answer)) return null;
  const read = readTypedAmount(answer);
  if (read.kind === 'refused') return read.problem;
  if (read.kind === 'unfinished') return said('inputs.amount.grouping', { typed: answer });
  return read.cents === null ? null : said('inputs.amount.wholeDollars');
}

/** Whether a stored amount was given as whole digits (grouping commas and a leading $ allowed). */
export function isWholeAmount(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  return typeof value === 'string' && /^\$?\d{1,3}(,?\d{3})*$/.test(value.trim());
}
