import { letterCaseOf } from '@domain/catalogue/letter-case.ts';
import { LONGEST_FORM_LINE } from '@domain/catalogue/answer-lengths.ts';
import { maxLengthOf } from '@domain/rules/validate.ts';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import { CapitalisationSuggestion } from '../../../components/ui/CapitalisationSuggestion.tsx';
import { EnglishAnswerHint } from '../../../components/ui/EnglishAnswerHint.tsx';
import { useT } from '../../../i18n/use-t.ts';
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
  const t = useT();
  const maxLength = maxLengthOf(field);
  const type = field.kind === 'email' || field.kind === 'phone' ? TYPES[field.kind] : 'text';
  const autoComplete = field.kind === 'email' || field.kind === 'phone' ? AUTOCOMPLETE[field.kind] : 'off';
  // The room an answer has (answer-lengths.ts) is said before typing, and the count shows as the
  // answer nears it. Longer text is not cut: it stays, refused with the check's message.
  const saysLimit = multiline || maxLength <= LONGEST_FORM_LINE;
  const showCount = multiline || (saysLimit && value.length > maxLength * 0.7);
  const limitId = `${id}-limit`;
  const describers = [describedBy, saysLimit ? limitId : undefined].filter(Boolean).join(' ') || undefined;

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
          // Too long for the form: said at once, not when the person leaves the question.
          if (typed.trim().length > maxLength) onBlur();
        }}
        onBlur={() => {
          setFocused(false);
          const trimmed = value.trim();
          if (trimmed !== value) onChange(trimmed);
          onBlur();
        }}
        slotProps={{
          htmlInput: {
            autoComplete,
            spellCheck: multiline,
            required,
            'aria-invalid': invalid,
            'aria-describedby': describers,
          },
        }}
      />
      {saysLimit && (
        <Typography id={limitId} variant="caption" sx={{ display: 'block', textAlign: 'right', color: value.length > maxLength ? 'error.main' : 'text.secondary' }}>
          {showCount ? t('inputs.length.counter', { count: value.length, max: maxLength }) : t('inputs.length.limit', { max: maxLength })}
        </Typography>
      )}
      {multiline && <EnglishAnswerHint value={value} />}
      {!focused && (letterCase === 'name' || letterCase === 'place' || letterCase === 'copied') && (
        <CapitalisationSuggestion inputId={id} value={value} kind={letterCase} onAccept={onChange} />
      )}
    </>
  );
}
