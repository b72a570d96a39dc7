import TextField from '@mui/material/TextField';
import type { InputProps } from './input-props.ts';

/** A whole number (height, weight, people): only digits go in, stored as a digit string. */
export function NumberAnswer({ id, field, value, describedBy, invalid, required, onChange, onBlur }: InputProps) {
  return (
    <TextField
      id={id}
      size="small"
      value={value}
      error={invalid}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      onBlur={onBlur}
      sx={{ width: { xs: '100%', sm: 160 } }}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: String(field.max ?? 9_999_999).length,
          autoComplete: 'off',
          required,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
        },
      }}
    />
  );
}
