import { Alert, Box, Typography } from '@mui/material';
import { isPetitionForm, PRICE_DOLLARS } from '@domain/product/package.ts';
import { toLongDate } from '@domain/rules/dates.ts';
import { useFormsToday } from '../../lib/client-config.ts';
import { formNames } from './stage-reasons.ts';


/**
 * What can be bought and filed today and what waits, from the server's filing date and the same
 * edition facts the payment follows (GET /config): for the pricing, About and terms pages.
 */
export function FilingToday() {
  const today = useFormsToday();
  if (today.status === 'loading') return null;
  if (today.status === 'failed') {
    return <Alert severity="info">Your dashboard says, before you pay, which of your forms can be filed today.</Alert>;
  }
  const { forms, date } = today;
  const waiting = forms.filter((form) => !form.fileable);
  const petition = forms.filter((form) => isPetitionForm(form.name));
  const petitionToday = petition.every((form) => form.fileable);
  if (waiting.length === 0) {
    return (
      <Alert severity="success">
        Today, {toLongDate(date)}, every form we prepare can be filed: you pay ${PRICE_DOLLARS} once and download your whole package.
      </Alert>
    );
  }
  return (
    <Alert severity="warning">
      <Typography sx={{ fontWeight: 600 }}>What can be filed today, {toLongDate(date)}, and what waits</Typography>
      {petitionToday && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          The petition ({formNames(petition)}) can be bought and filed today, alone or first.
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        These forms wait:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {waiting.map((form) => (
          <Typography component="li" variant="body2" key={form.name}>
            Form {form.name}: {form.message}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {petitionToday
          ? `A couple whose green card application waits can file the petition now: one payment of $${PRICE_DOLLARS} covers the petition, to download at once, and the green card application, to download when it is ready; we e-mail you then.`
          : 'Payment opens as soon as a part of your filing can be filed: nothing is sold that USCIS would turn away.'}
      </Typography>
    </Alert>
  );
}
