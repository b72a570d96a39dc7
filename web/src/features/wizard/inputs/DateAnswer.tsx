import { addDays } from '@domain/rules/dates.ts';
import TextField from '@mui/material/TextField';
import { useAnswerActions } from '../answer-context.ts';
import type { InputProps } from './input-props.ts';

/** A native date input: the phone's own picker, stored as YYYY-MM-DD; past dates stop at today, future dates start after it. */
export function DateAnswer({ id, field, value, describedBy, invalid, required, onChange, onBlur }: InputProps) {
  const { today } = useAnswerActions();
  return (
    <TextField
      id={id}
      type="date"
      size="small"
      value={value}
      error={invalid}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      sx={{ width: { xs: '100%', sm: 240 } }}
      slotProps={{
        htmlInput: {
          min: field.format === 'futureDate' ? (addDays(today, 1) ?? today) : '1900-01-01',
          max: field.format === 'pastDate' ? today : '2100-12-31',
          required,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
        },
      }}
    />
  );
}
