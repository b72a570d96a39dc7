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

/** An amount as a person types or pastes it into a money input, read into whole dollars. */
export interface TypedAmount {
  /** The whole dollars as digits without leading zeros; '' when none were typed. */
  readonly dollars: string;
  /** The digits typed after the decimal point ('' for a bare point), or null when there is no point. */
  readonly cents: string | null;
  /** Why the text cannot be an amount, or null: it is then left as it was. */
  readonly problem: string | null;
}

export const NOT_AN_AMOUNT_MESSAGE = 'Type the amount in digits, for example 52,000.';
const ONE_DECIMAL_POINT_MESSAGE = 'Use commas between thousands and at most one decimal point, for example 52,000.';

/**
 * Reads what a person typed into a money input: digits, grouping commas or spaces and a $ are the
 * dollars; a decimal point ends them, and what follows it (the cents) is kept apart so the input
 * can say it is left out ("$92,000.50" → 92000 and .50). Any other character — a letter, a minus
 * sign — or a second decimal point is not read as an amount.
 */
export function readTypedAmount(typed: string): TypedAmount {
  const text = typed.trim();
  if (/[^\d\s,.$]/.test(text)) return { dollars: '', cents: null, problem: NOT_AN_AMOUNT_MESSAGE };
  const [whole = '', fraction, ...more] = text.split('.');
  if (more.length > 0 || (fraction !== undefined && /\D/.test(fraction))) return { dollars: '', cents: null, problem: ONE_DECIMAL_POINT_MESSAGE };
  const digits = whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return { dollars: digits, cents: fraction ?? null, problem: null };
}

/** Whether a stored amount was given as whole digits (grouping commas and a leading $ allowed). */
export function isWholeAmount(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  return typeof value === 'string' && /^\$?\d{1,3}(,?\d{3})*$/.test(value.trim());
}
