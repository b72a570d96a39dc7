/**
 * An amount in the form's dollar boxes: whole dollars as digits, no "$" (printed beside the box)
 * and no grouping commas, which the form's own number boxes refuse ("Enter only numbers and
 * period"); '' when unknown.
 */
export const dollars = (amount: number | null): string => (amount === null ? '' : String(amount));

/** A count in the household-size boxes ("0" is written: the form asks for it); '' when unknown. */
export const count = (value: number | null): string => (value === null ? '' : String(value));
