import { Alert, Box, Typography } from '@mui/material';
import { isPetitionForm, PRICE_DOLLARS } from '@domain/product/package.ts';
import { longDate } from '@domain/i18n/dates.ts';
import { useSnapshot } from 'valtio';
import { useFormsToday } from '../../lib/client-config.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { inWords, useT } from '../../i18n/use-t.ts';
import { languageState } from '../../stores/language.ts';

/**
 * What can be bought and filed today and what waits, from the server's filing date and the same
 * edition facts the payment follows (GET /config): for the pricing, About and terms pages, in the
 * page's language (the forms keep their English names: "Form I-130 y Form I-130A").
 */
export function FilingToday() {
  const today = useFormsToday();
  const t = useT();
  const money = useMoney();
  const { language } = useSnapshot(languageState);
  if (today.status === 'loading') return null;
  if (today.status === 'failed') {
    return <Alert severity="info">{t('filingToday.failed')}</Alert>;
  }
  const { forms } = today;
  const date = longDate(language, today.date);
  const price = money(PRICE_DOLLARS);
  const waiting = forms.filter((form) => !form.fileable);
  const petition = forms.filter((form) => isPetitionForm(form.name));
  const petitionToday = petition.every((form) => form.fileable);
  if (waiting.length === 0) {
    return <Alert severity="success">{t('filingToday.all', { date, price })}</Alert>;
  }
  return (
    <Alert severity="warning">
      <Typography sx={{ fontWeight: 600 }}>{t('filingToday.title', { date })}</Typography>
      {petitionToday && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('filingToday.petition', { forms: inWords(petition.map((form) => t('screens.form', { name: form.name })), t) })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('filingToday.waiting')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {waiting.map((form) => (
          <Typography component="li" variant="body2" key={form.name}>
            {t('filingToday.form', { name: form.name, reason: form.message ?? t('screens.notReadyYet') })}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {petitionToday ? t('filingToday.petitionNow', { price }) : t('filingToday.nothingYet')}
      </Typography>
    </Alert>
  );
}
