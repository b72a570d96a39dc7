import { formatNumber, readTypedAmount } from '@domain/rules/numbers.ts';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

// Twelve digits is a trillion dollars: more than any answer needs, and exact in a JavaScript number.
const MAX_DIGITS = 12;

interface MoneyInputProps {
  id: string;
  /** Whole dollars as a digit string ('' when empty), as the answer is stored. */
  value: string;
  onChange: (dollars: string) => void;
  onBlur?: () => void;
  error?: boolean;
  /** Shown under the input (the onboarding's help and messages); the note about cents follows it. */
  helperText?: ReactNode;
  /** Ids of the help and messages shown elsewhere (the wizard's question frame). */
  describedBy?: string;
  required?: boolean;
  fullWidth?: boolean;
}

/** Digits and the decimal point before the caret: where the caret goes once the text is regrouped. */
const markCount = (text: string): number => text.replace(/[^\d.]/g, '').length;

function caretAfterMarks(text: string, marks: number): number {
  if (marks === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/[\d.]/.test(text.charAt(i))) seen++;
    if (seen === marks) return i + 1;
  }
  return text.length;
}

function centsNote(dollars: string, cents: string): string {
  const kept = dollars === '' ? 'Whole dollars only' : `Whole dollars only: $${formatNumber(dollars)} is kept`;
  return /[1-9]/.test(cents) ? `${kept}; the cents (.${cents}) are left out.` : `${kept}; what follows the decimal point is left out.`;
}

/**
 * The one money input of the wizard and the onboarding: whole U.S. dollars, grouped while typed
 * ("52,000", spec section 5). A decimal point ends the dollars, typed or pasted ("89,500.00" is
 * 89,500; "$92,000.50" is 92,000), and the field says the cents are left out. Text that is not an
 * amount (a letter, a minus sign) is not taken, and the field says why.
 */
export function MoneyInput({ id, value, onChange, onBlur, error, helperText, describedBy, required, fullWidth }: MoneyInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // While the person types: their text, regrouped, with any decimals they typed; otherwise the stored dollars.
  const [typing, setTyping] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const shown = typing ?? formatNumber(value);

  useLayoutEffect(() => {
    const element = input.current;
    if (pendingCaret.current === null || !element || document.activeElement !== element) return;
    const caret = caretAfterMarks(shown, pendingCaret.current);
    element.setSelectionRange(caret, caret);
    pendingCaret.current = null;
  }, [shown]);

  const change = (typed: string, caret: number) => {
    const read = readTypedAmount(typed);
    if (read.problem !== null) {
      setNote(read.problem);
      return;
    }
    const dollars = read.dollars.slice(0, MAX_DIGITS);
    pendingCaret.current = markCount(typed.slice(0, caret));
    setTyping(formatNumber(dollars) + (read.cents === null ? '' : `.${read.cents}`));
    setNote(read.cents === null ? null : centsNote(dollars, read.cents));
    onChange(dollars);
  };

  const hasHelper = Boolean(helperText) || note !== null;
  // MUI names the helper text `${id}-helper-text`; the wizard's own help and messages come first.
  const describers = [describedBy, hasHelper ? `${id}-helper-text` : undefined].filter(Boolean).join(' ') || undefined;
  const underneath = (
    <>
      {helperText}
      {note && (
        <Box component="span" role="status" sx={{ display: 'block', color: 'text.secondary' }}>
          {note}
        </Box>
      )}
    </>
  );
  return (
    <TextField
      id={id}
      size={fullWidth ? 'medium' : 'small'}
      value={shown}
      error={error}
      inputRef={input}
      fullWidth={fullWidth}
      onChange={(event) => change(event.target.value, event.target.selectionStart ?? event.target.value.length)}
      onBlur={() => {
        setTyping(null);
        onBlur?.();
      }}
      helperText={hasHelper ? underneath : undefined}
      sx={fullWidth ? undefined : { width: { xs: '100%', sm: 240 } }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: {
          inputMode: 'decimal',
          autoComplete: 'off',
          'aria-required': required,
          'aria-invalid': error,
          'aria-describedby': describers,
        },
        formHelperText: { component: 'div' },
      }}
    />
  );
}
