import { Alert, AlertTitle, Box, Container, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { BANNER_DISMISSED_KEY } from '../../config/constants.ts';
import { useT } from '../../i18n/use-t.ts';
import { languageState } from '../../stores/language.ts';
import { systemStatusState } from '../../stores/system-status.ts';
import { formatMaintenanceTime } from './maintenance-time.ts';

/**
 * The announcement of planned maintenance (spec section 2), in the reader's language; the
 * operator's own message shows as they wrote it. The dismissal is stored with the
 * announced window, so a newly scheduled window shows again; it is cleared when warning mode ends.
 */
export function MaintenanceBanner() {
  const status = useSnapshot(systemStatusState);
  const { language } = useSnapshot(languageState);
  const t = useT();
  const announcement = [status.maintenanceStartTime, status.maintenanceEndTime, status.maintenanceMessage].join('|');
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(BANNER_DISMISSED_KEY));

  useEffect(() => {
    if (status.status === 'succeeded' && !status.isWarningMode) {
      localStorage.removeItem(BANNER_DISMISSED_KEY);
      setDismissed(null);
    }
  }, [status.status, status.isWarningMode]);

  if (!status.isWarningMode || dismissed === announcement) return null;

  const dismiss = () => {
    localStorage.setItem(BANNER_DISMISSED_KEY, announcement);
    setDismissed(announcement);
  };

  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert
        severity="warning"
        onClose={dismiss}
        slotProps={{ closeButton: { 'aria-label': t('pages.maintenance.dismiss') } }}
        role="region"
        aria-label={t('pages.maintenance.title')}
      >
        <AlertTitle>{t('pages.maintenance.title')}</AlertTitle>
        {status.maintenanceMessage && <Typography variant="body2">{status.maintenanceMessage}</Typography>}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25, my: 1, '& dd': { m: 0 } }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {t('pages.maintenance.starts')}
          </Typography>
          <Typography component="dd" variant="body2">
            {formatMaintenanceTime(status.maintenanceStartTime, language) ?? t('pages.maintenance.notSpecified')}
          </Typography>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {t('pages.maintenance.ends')}
          </Typography>
          <Typography component="dd" variant="body2">
            {formatMaintenanceTime(status.maintenanceEndTime, language) ?? t('pages.maintenance.notSpecified')}
          </Typography>
        </Box>
        <Typography variant="body2">
          {t('pages.maintenance.text')}
        </Typography>
      </Alert>
    </Container>
  );
}
