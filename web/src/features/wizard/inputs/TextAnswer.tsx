import { DEFAULT_MAX_LENGTH } from '@domain/rules/validate.ts';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InputProps } from './input-props.ts';

const TYPES = { email: 'email', phone: 'tel' } as const;
const AUTOCOMPLETE = { email: 'email', phone: 'tel' } as const;

/** One line of text, several lines (explanations), an e-mail address or a phone number. */
export function TextAnswer({ id, field, value, describedBy, invalid, required, onChange, onBlur }: InputProps) {
  const multiline = field.kind === 'textarea';
  const maxLength = field.maxLength ?? (multiline ? DEFAULT_MAX_LENGTH.textarea : DEFAULT_MAX_LENGTH.text);
  const type = field.kind === 'email' || field.kind === 'phone' ? TYPES[field.kind] : 'text';
  const autoComplete = field.kind === 'email' || field.kind === 'phone' ? AUTOCOMPLETE[field.kind] : 'off';
  // A counter only where the limit is close enough to matter while typing.
  const showCount = multiline || (field.maxLength !== undefined && field.maxLength <= 100 && value.length > field.maxLength * 0.7);
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
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
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
    </>
  );
}
