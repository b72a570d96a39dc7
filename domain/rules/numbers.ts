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
 * The whole number a person typed: every non-digit character is dropped ("$52,000" → 52000);
 * 0 when nothing is left. A number is taken as it is, rounded to a whole non-negative number.
 */
export function parseNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(Math.abs(value)) : 0;
  if (typeof value === 'bigint') return Number(value < 0n ? -value : value);
  if (typeof value !== 'string') return 0;
  const digits = value.replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

/** Whether a stored amount was given as whole digits (grouping commas and a leading $ allowed). */
export function isWholeAmount(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  return typeof value === 'string' && /^\$?\d{1,3}(,?\d{3})*$/.test(value.trim());
}
