import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button } from '@mui/material';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { LANGUAGE_NAMES, LANGUAGES } from '@domain/i18n/languages.ts';
import { chooseLanguage, languageState } from '../stores/language.ts';

/**
 * The switch to every other language, each named in itself ("Español", "English") and marked with
 * its `lang`, so that a person who reads only that language finds it and a screen reader says it right.
 */
export function LanguageSwitch() {
  const { language } = useSnapshot(languageState);
  const intl = useIntl();
  return (
    <Box role="group" aria-label={intl.formatMessage({ id: 'language.switch' })} sx={{ display: 'inline-flex' }}>
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <Button
          key={other}
          lang={other}
          color="inherit"
          size="small"
          startIcon={<TranslateIcon fontSize="small" aria-hidden />}
          onClick={() => chooseLanguage(other)}
          // On a phone the bar also holds sign-in and sign-up: the name alone says it.
          sx={{ whiteSpace: 'nowrap', fontWeight: 500, minWidth: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
        >
          {LANGUAGE_NAMES[other]}
        </Button>
      ))}
    </Box>
  );
}
