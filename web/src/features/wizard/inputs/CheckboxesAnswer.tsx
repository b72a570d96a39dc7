import { chosenValues, storedChoices } from '@domain/catalogue/multi-choice.ts';
import type { Choice } from '@domain/catalogue/types.ts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { InputProps } from './input-props.ts';

/**
 * "Select all that apply" as check boxes inside the question's fieldset; the answer is the values
 * ticked, stored in the catalogue's order. The first box carries the question's id, so a link to
 * the question lands on the group.
 */
export function CheckboxesAnswer({ id, value, describedBy, invalid, onChange, onBlur, choices }: InputProps & { choices: readonly Choice[] }) {
  const chosen = chosenValues(value);
  const order = choices.map((choice) => choice.value);
  const toggle = (choice: string, checked: boolean) => {
    const next = checked ? [...chosen, choice] : chosen.filter((value) => value !== choice);
    onChange(storedChoices(next, order));
    onBlur();
  };
  // No aria-required: ARIA does not allow it on a group (axe aria-allowed-attr); the label's
  // "(optional)", or its absence, says whether an answer is needed.
  return (
    <FormGroup role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy} aria-invalid={invalid}>
      {choices.map((choice, index) => (
        <FormControlLabel
          key={choice.value}
          label={choice.label}
          control={
            <Checkbox
              id={index === 0 ? id : undefined}
              value={choice.value}
              checked={chosen.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
          }
          sx={{ '& .MuiFormControlLabel-label': { lineHeight: 1.35, py: 0.5 } }}
        />
      ))}
    </FormGroup>
  );
}
