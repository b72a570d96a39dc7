import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TranslateIcon from '@mui/icons-material/Translate';
import { Alert, Box, Grid, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';
import { useSupportContacts } from '../../lib/client-config.ts';
import { LoadingState } from './LoadingState.tsx';
import { supportHours, supportLanguages } from './support-hours.ts';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        {icon}
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

/** The phone number as a tel: link (digits and the leading + only). */
const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Support's phone, e-mail, business hours and languages (spec section 2), for /help and /contact:
 * from the server's configuration (issue 24 item 6), never typed here. Development's fictional
 * contacts say that they reach nobody.
 */
export function SupportContacts() {
  const t = useT();
  const { locale } = useIntl();
  const state = useSupportContacts();
  if (state.status === 'loading') return <LoadingState label={t('shell.loading')} />;
  if (state.status === 'failed') return <Alert severity="warning">{t('contacts.unavailable')}</Alert>;
  const { support } = state;
  return (
    <Grid container spacing={2}>
      {support.placeholder && (
        <Grid size={12}>
          <Alert severity="info">{t('contacts.placeholder')}</Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <ContactCard icon={<PhoneIcon color="primary" aria-hidden />} title={t('support.call')}>
          <Link href={telHref(support.phone)} sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
            {support.phone}
          </Link>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('support.phoneLine')}
          </Typography>
        </ContactCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ContactCard icon={<EmailIcon color="primary" aria-hidden />} title={t('support.email')}>
          <Link href={`mailto:${support.email}`} sx={{ fontSize: '1.15rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {support.email}
          </Link>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('support.emailNote')}
          </Typography>
        </ContactCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ContactCard icon={<ScheduleIcon color="primary" aria-hidden />} title={t('support.hoursTitle')}>
          <Typography sx={{ fontWeight: 600 }}>{supportHours(support, locale, t)}</Typography>
        </ContactCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ContactCard icon={<TranslateIcon color="primary" aria-hidden />} title={t('contacts.languagesTitle')}>
          <Typography sx={{ fontWeight: 600 }}>{t('contacts.languages', { languages: supportLanguages(support.languages, locale, t) })}</Typography>
        </ContactCard>
      </Grid>
    </Grid>
  );
}
