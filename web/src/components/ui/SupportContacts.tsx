import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Grid, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL_PLACEHOLDER, SUPPORT_PHONE_PLACEHOLDER } from '../../config/constants.ts';
import { useT } from '../../i18n/use-t.ts';

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

/** Support's phone, e-mail and business hours (spec section 2), for /help and /contact. */
export function SupportContacts() {
  const t = useT();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ContactCard icon={<PhoneIcon color="primary" aria-hidden />} title={t('support.call')}>
          <Link href={telHref(SUPPORT_PHONE_PLACEHOLDER)} sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
            {SUPPORT_PHONE_PLACEHOLDER}
          </Link>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('support.phoneLine')}
          </Typography>
        </ContactCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ContactCard icon={<EmailIcon color="primary" aria-hidden />} title={t('support.email')}>
          <Link href={`mailto:${SUPPORT_EMAIL_PLACEHOLDER}`} sx={{ fontSize: '1.15rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {SUPPORT_EMAIL_PLACEHOLDER}
          </Link>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('support.emailNote')}
          </Typography>
        </ContactCard>
      </Grid>
      <Grid size={12}>
        <ContactCard icon={<ScheduleIcon color="primary" aria-hidden />} title={t('support.hoursTitle')}>
          <Typography sx={{ fontWeight: 600 }}>{t('support.hours')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('support.closed')}
          </Typography>
        </ContactCard>
      </Grid>
    </Grid>
  );
}
