import { formatNumber } from '@domain/rules/numbers.ts';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useLayoutEffect, useRef } from 'react';
import type { InputProps } from './input-props.ts';

/** Where the caret goes in `formatted` to stay after the same number of digits as before. */
function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted.charAt(i))) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/**
 * Whole dollars: stored as digits, shown with thousands separators while typing ("52,000"); the
 * caret keeps its place among the digits when a separator appears or goes.
 */
export function MoneyAnswer({ id, value, describedBy, invalid, required, onChange, onBlur }: InputProps) {
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const shown = formatNumber(value);

  useLayoutEffect(() => {
    const element = input.current;
    if (pendingCaret.current === null || !element || document.activeElement !== element) return;
    const caret = caretAfterDigits(shown, pendingCaret.current);
    element.setSelectionRange(caret, caret);
    pendingCaret.current = null;
  }, [shown]);

  return (
    <TextField
      id={id}
      size="small"
      value={shown}
      error={invalid}
      inputRef={input}
      onChange={(event) => {
        const typed = event.target.value;
        const caret = event.target.selectionStart ?? typed.length;
        pendingCaret.current = typed.slice(0, caret).replace(/\D/g, '').length;
        // Leading zeros would be dropped by the display; the stored digits match what is shown.
        onChange(typed.replace(/\D/g, '').replace(/^0+(?=\d)/, ''));
      }}
      onBlur={onBlur}
      sx={{ width: { xs: '100%', sm: 240 } }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 15,
          required,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
        },
      }}
    />
  );
}
