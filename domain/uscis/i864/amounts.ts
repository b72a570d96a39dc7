import { formatNumber } from '../../rules/numbers.ts';

/**
 * An amount in the form's dollar boxes as the form itself shows one: whole dollars grouped by
 * commas ("86,950"), the grouping of the display picture every dollar box of Form I-864 carries
 * in its XFA template (`num{zzz,zzz,zz9.99}`; items 16.a-16.c `num{z,zzz,zzz.zz}`, both editions).
 * "Enter only numbers and period" is the same boxes' keystroke filter, for typing, not how they
 * show an amount. No "$" (printed beside the box) and no cents: the answers are whole dollars
 * (spec section 5), as the Additional Information entries write them. Each box keeps the
 * alignment the form gives it (its Q, which the appearances follow). '' when unknown.
 */
export const dollars = (amount: number | null): string => (amount === null ? '' : formatNumber(amount));

/** A count in the household-size boxes ("0" is written: the form asks for it); '' when unknown. */
export const count = (value: number | null): string => (value === null ? '' : String(value));
