import TextField from '@mui/material/TextField';
import type { InputProps } from './input-props.ts';

/**
 * A whole number (height, weight, days, people), kept exactly as typed: "3 weeks" is not 3 and
 * "two" is not empty, so text that is not a number stays on screen with the check's message
 * until the person writes it in digits.
 */
export function NumberAnswer({ id, value, describedBy, invalid, required, onChange, onBlur }: InputProps) {
  return (
    <TextField
      id={id}
      size="small"
      value={value}
      error={invalid}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const trimmed = value.trim();
        if (trimmed !== value) onChange(trimmed);
        onBlur();
      }}
      sx={{ width: { xs: '100%', sm: 160 } }}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          maxLength: 40,
          autoComplete: 'off',
          required,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
        },
      }}
    />
  );
}
