import type { Choice } from '@domain/catalogue/types.ts';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { InputProps } from './input-props.ts';

/**
 * Yes/no, yes/no/unknown and short choice lists as radio buttons inside the question's fieldset.
 * The first radio carries the question's id, so a link to the question lands on the group.
 */
export function RadioAnswer({ id, value, describedBy, invalid, required, onChange, onBlur, choices }: InputProps & { choices: readonly Choice[] }) {
  const short = choices.every((choice) => choice.label.length <= 14);
  return (
    <RadioGroup
      row={short}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        onBlur();
      }}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      aria-required={required}
      sx={{ gap: short ? 1 : 0 }}
    >
      {choices.map((choice, index) => (
        <FormControlLabel
          key={choice.value}
          value={choice.value}
          label={choice.label}
          control={<Radio id={index === 0 ? id : undefined} />}
          sx={{ mr: short ? 3 : 0, '& .MuiFormControlLabel-label': { lineHeight: 1.35, py: 0.5 } }}
        />
      ))}
    </RadioGroup>
  );
}
