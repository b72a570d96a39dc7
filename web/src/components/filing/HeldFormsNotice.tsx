import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FilingStatus } from '@domain/contract/filing.ts';
import { heldOf } from '../../lib/filing-status.ts';

/** Where the notice stands: each place adds what matters there. */
export type HeldNoticePlace = 'dashboard' | 'check' | 'preview' | 'payment' | 'download';

const names = (forms: readonly { name: string }[]): string => {
  const list = forms.map((form) => `Form ${form.name}`);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1) ?? ''}`;
};

function placeNote(place: HeldNoticePlace, forms: string): string | null {
  switch (place) {
    case 'preview':
      return `You can look through your documents below: every page of ${forms} is stamped "USCIS NO LONGER ACCEPTS THIS EDITION". Payment opens as soon as every form is updated.`;
    case 'payment':
      return 'So that nobody pays for forms USCIS would turn away, payment opens as soon as every form is updated.';
    case 'download':
      return `Do not mail ${forms} of your package: USCIS would reject ${forms.includes(' and ') ? 'them' : 'it'}. When we e-mail you, download your package again and mail that one.`;
    case 'dashboard':
    case 'check':
      return null;
    default: {
      const exhaustive: never = place;
      return exhaustive;
    }
  }
}

/**
 * Says, per form, when USCIS does not accept a form of the couple's package on today's filing
 * date: which edition it requires since when, that every answer is kept, and that the form will be
 * ready (with an e-mail) as soon as it is updated. Nothing when every form is fileable.
 */
export function HeldFormsNotice({ status, place }: { status: FilingStatus | null; place: HeldNoticePlace }) {
  const held = heldOf(status);
  if (!status || held.length === 0) return null;
  const note = placeNote(place, names(held));
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle component="h2">USCIS would not accept your package today</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {held.map((form) => (
          <li key={form.form}>
            <strong>Form {form.name}:</strong> {form.message}
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.25 }}>
        {status.promise}
      </Typography>
      {note && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Alert>
  );
}
