import { rankPlaces } from '@domain/catalogue/place-search.ts';
import { US_STATES } from '@domain/catalogue/places.ts';
import type { Choice } from '@domain/catalogue/types.ts';
import { countryChoices } from '@domain/i18n/countries.ts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { InputProps } from './input-props.ts';
import { useSnapshot } from 'valtio';
import { useT } from '../../../i18n/use-t.ts';
import { languageState } from '../../../stores/language.ts';

const stateLabel = (choice: Choice) => `${choice.label} (${choice.value})`;

/** A country (stored by its English name, the one the forms print; named and searchable in the reader's language too) or a U.S. state (stored by its two letters), searchable. */
export function PlaceAnswer({ id, field, value, describedBy, invalid, required, onChange, onBlur }: InputProps) {
  const isState = field.kind === 'usState';
  const t = useT();
  const { language } = useSnapshot(languageState);
  const options = isState ? US_STATES : countryChoices(language);
  const selected = options.find((choice) => choice.value === value) ?? null;
  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      onChange={(_event, choice) => onChange(choice?.value ?? '')}
      onBlur={onBlur}
      getOptionLabel={(choice) => (isState ? stateLabel(choice) : choice.label)}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      // The exact code or name first ("wa" is Washington), so Enter takes what the person meant.
      filterOptions={(choices, { inputValue }) => rankPlaces(choices, inputValue, field.kind === 'usState' ? 'usState' : 'country')}
      autoHighlight
      noOptionsText={t('wizard.place.none')}
      openText={t('wizard.place.open')}
      closeText={t('wizard.place.close')}
      clearText={t('wizard.place.clear')}
      size="small"
      sx={{ width: { xs: '100%', sm: 360 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          error={invalid}
          placeholder={isState ? t('wizard.place.states') : t('wizard.place.countries')}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              autoComplete: 'off',
              required,
              'aria-invalid': invalid,
              'aria-describedby': describedBy,
            },
          }}
        />
      )}
    />
  );
}
