import type { Choice } from '@domain/catalogue/types.ts';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputProps } from './input-props.ts';

/** A longer choice list as the platform's own select: keyboard, screen reader and phone friendly. */
export function SelectAnswer({ id, value, describedBy, invalid, required, onChange, onBlur, choices }: InputProps & { choices: readonly Choice[] }) {
  const hasEmptyChoice = choices.some((choice) => choice.value === '');
  return (
    <NativeSelect
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      input={<OutlinedInput size="small" error={invalid} />}
      sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 280 }, maxWidth: '100%' }}
      inputProps={{ 'aria-describedby': describedBy, 'aria-invalid': invalid, required }}
    >
      {!hasEmptyChoice && <option value="">Choose…</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </NativeSelect>
  );
}
