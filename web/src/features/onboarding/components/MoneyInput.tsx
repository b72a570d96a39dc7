import { InputAdornment, TextField } from '@mui/material';
import { formatNumber, parseNumber } from '@domain/rules/numbers.ts';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

// Ten digits is over a billion dollars a year: enough, and safely inside a JavaScript number.
const MAX_DIGITS = 10;

interface MoneyInputProps {
  id: string;
  /** Whole dollars as a digit string ('' when empty), as the answer is stored. */
  value: string;
  onChange: (digits: string) => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
}

/**
 * A dollar amount typed as digits and shown with thousands separators (spec section 5): "52000"
 * reads "52,000". The caret stays after the same digit when a separator appears or goes. Its
 * label is the caller's <label htmlFor={id}>.
 */
export function MoneyInput({ id, value, onChange, error, helperText, required }: MoneyInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const digitsBeforeCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const wanted = digitsBeforeCaret.current;
    digitsBeforeCaret.current = null;
    if (!input || wanted === null || document.activeElement !== input) return;
    let position = 0;
    for (let seen = 0; position < input.value.length && seen < wanted; position++) {
      if (/\d/.test(input.value.charAt(position))) seen++;
    }
    input.setSelectionRange(position, position);
  });

  return (
    <TextField
      id={id}
      value={formatNumber(value)}
      onChange={(event) => {
        const raw = event.target.value;
        digitsBeforeCaret.current = raw.slice(0, event.target.selectionStart ?? raw.length).replace(/\D/g, '').length;
        const digits = raw.replace(/\D/g, '').slice(0, MAX_DIGITS);
        onChange(digits === '' ? '' : String(parseNumber(digits)));
      }}
      inputRef={inputRef}
      error={error}
      helperText={helperText}
      fullWidth
      autoComplete="off"
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'numeric', 'aria-required': required },
      }}
    />
  );
}
