import { letterCaseOf } from '@domain/catalogue/letter-case.ts';
import { DEFAULT_MAX_LENGTH } from '@domain/rules/validate.ts';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import { CapitalisationSuggestion } from '../../../components/ui/CapitalisationSuggestion.tsx';
import type { InputProps } from './input-props.ts';

const TYPES = { email: 'email', phone: 'tel' } as const;
const AUTOCOMPLETE = { email: 'email', phone: 'tel' } as const;

/**
 * One line of text, several lines (explanations), an e-mail address or a phone number. Identity
 * numbers show in capitals as they are typed (the server stores them so); a name, street or city
 * typed all in one case is offered in capitals once the person leaves it.
 */
export function TextAnswer({ id, field, value, describedBy, invalid, required, onChange, onBlur }: InputProps) {
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const letterCase = letterCaseOf(field);
  const multiline = field.kind === 'textarea';
  const maxLength = field.maxLength ?? (multiline ? DEFAULT_MAX_LENGTH.textarea : DEFAULT_MAX_LENGTH.text);
  const type = field.kind === 'email' || field.kind === 'phone' ? TYPES[field.kind] : 'text';
  const autoComplete = field.kind === 'email' || field.kind === 'phone' ? AUTOCOMPLETE[field.kind] : 'off';
  // A counter only where the limit is close enough to matter while typing.
  const showCount = multiline || (field.maxLength !== undefined && field.maxLength <= 100 && value.length > field.maxLength * 0.7);

  // Capitals replace the typed letters one for one: the caret stays where the person was typing.
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  return (
    <>
      <TextField
        id={id}
        fullWidth
        size="small"
        type={type}
        value={value}
        error={invalid}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        inputRef={input}
        onFocus={() => setFocused(true)}
        onChange={(event) => {
          const typed = event.target.value;
          if (letterCase === 'upper' && typed !== typed.toUpperCase()) {
            caret.current = event.target.selectionStart;
            onChange(typed.toUpperCase());
          } else {
            onChange(typed);
          }
        }}
        onBlur={() => {
          setFocused(false);
          const trimmed = value.trim();
          if (trimmed !== value) onChange(trimmed);
          onBlur();
        }}
        slotProps={{
          htmlInput: {
            maxLength,
            autoComplete,
            spellCheck: multiline,
            required,
            'aria-invalid': invalid,
            'aria-describedby': describedBy,
          },
        }}
      />
      {showCount && (
        <Typography variant="caption" sx={{ display: 'block', textAlign: 'right', color: 'text.secondary' }}>
          {value.length} / {maxLength}
        </Typography>
      )}
      {!focused && (letterCase === 'name' || letterCase === 'place' || letterCase === 'copied') && (
        <CapitalisationSuggestion inputId={id} value={value} kind={letterCase} onAccept={onChange} />
      )}
    </>
  );
}
