import { said, type Said } from '@domain/i18n/said.ts';
import { formatNumber, readTypedAmount } from '@domain/rules/numbers.ts';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';

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
  /**
   * Text that is not an amount ("92k", a pasted "92,5") is kept as typed, so the answer is refused
   * until it is rewritten. With this callback the caller says why at once (the wizard shows its
   * check's message); without it the input says it under itself.
   */
  onRefused?: () => void;
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

const centsNote = (dollars: string, cents: string): Said =>
  said(/[1-9]/.test(cents) ? 'inputs.amount.cents' : 'inputs.amount.point', { dollars: formatNumber(dollars === '' ? '0' : dollars), cents });

/** A stored answer that is whole dollars shows grouped; text the person must rewrite shows as they typed it. */
const shownAnswer = (value: string): string => (/^\d*$/.test(value) ? formatNumber(value) : value);

/**
 * The one money input of the wizard and the onboarding: whole U.S. dollars, grouped while typed
 * ("52,000", spec section 5). A decimal point ends the dollars, typed or pasted ("89,500.00" is
 * 89,500; "$92,000.50" is 92,000), and the field says the cents are left out. Text that is not an
 * amount or could be read two ways ("92k", "ten", "92,5") stays as typed, is refused, and the
 * field says why at once (domain/rules/numbers.ts reads it, for the server's check too).
 */
export function MoneyInput({ id, value, onChange, onBlur, error, helperText, describedBy, required, fullWidth, onRefused }: MoneyInputProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // While the person types: their text, regrouped, with any decimals they typed; otherwise the stored dollars.
  const [typing, setTyping] = useState<string | null>(null);
  const [note, setNote] = useState<{ readonly said: Said; readonly refusal: boolean } | null>(null);
  const shown = typing ?? shownAnswer(value);

  useLayoutEffect(() => {
    const element = input.current;
    if (pendingCaret.current === null || !element || document.activeElement !== element) return;
    const caret = caretAfterMarks(shown, pendingCaret.current);
    element.setSelectionRange(caret, caret);
    pendingCaret.current = null;
  }, [shown]);

  const refuse = (typed: string, problem: Said) => {
    setTyping(typed);
    onChange(typed.trim());
    if (onRefused) {
      setNote(null);
      onRefused();
    } else {
      setNote({ said: problem, refusal: true });
    }
  };

  const change = (typed: string, caret: number, pasted: boolean) => {
    const read = readTypedAmount(typed);
    if (read.kind === 'refused') return refuse(typed, read.problem);
    if (read.kind === 'unfinished') {
      // "92,5" on the way to "92,500" is kept as typed; pasted, it is all there is: refused at once.
      if (pasted) return refuse(typed, said('inputs.amount.grouping', { typed: typed.trim() }));
      setTyping(typed);
      setNote(null);
      onChange(typed.trim());
      return;
    }
    const dollars = read.dollars.slice(0, MAX_DIGITS);
    pendingCaret.current = markCount(typed.slice(0, caret));
    setTyping(formatNumber(dollars) + (read.cents === null ? '' : `.${read.cents}`));
    setNote(read.cents === null ? null : { said: centsNote(dollars, read.cents), refusal: false });
    onChange(dollars);
  };

  const leave = () => {
    setTyping(null);
    // A group of thousands left unfinished ("92,5") cannot be read for sure: refused now.
    const read = readTypedAmount(value);
    if (read.kind === 'unfinished' && !onRefused) setNote({ said: said('inputs.amount.grouping', { typed: value }), refusal: true });
    onBlur?.();
  };

  // Once the caller shows its own message for the answer (after Next), the refusal is not said twice.
  const shownNote = note?.refusal && error ? null : note;
  const hasHelper = Boolean(helperText) || shownNote !== null;
  // MUI names the helper text `${id}-helper-text`; the wizard's own help and messages come first.
  const describers = [describedBy, hasHelper ? `${id}-helper-text` : undefined].filter(Boolean).join(' ') || undefined;
  const underneath = (
    <>
      {helperText}
      {shownNote && (
        <Box component="span" role={shownNote.refusal ? 'alert' : 'status'} sx={{ display: 'block', color: shownNote.refusal ? 'error.main' : 'text.secondary', fontWeight: shownNote.refusal ? 500 : 400 }}>
          {t(shownNote.said.id, shownNote.said.values)}
        </Box>
      )}
    </>
  );
  return (
    <TextField
      id={id}
      size={fullWidth ? 'medium' : 'small'}
      value={shown}
      error={error || note?.refusal === true}
      inputRef={input}
      fullWidth={fullWidth}
      onChange={(event) => {
        const pasted = 'inputType' in event.nativeEvent && event.nativeEvent.inputType === 'insertFromPaste';
        change(event.target.value, event.target.selectionStart ?? event.target.value.length, pasted);
      }}
      onBlur={leave}
      helperText={hasHelper ? underneath : undefined}
      sx={fullWidth ? undefined : { width: { xs: '100%', sm: 240 } }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: {
          inputMode: 'decimal',
          autoComplete: 'off',
          'aria-required': required,
          'aria-invalid': error || note?.refusal === true,
          'aria-describedby': describers,
        },
        formHelperText: { component: 'div' },
      }}
    />
  );
}
