import { Alert, AlertTitle, Box, Container, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { BANNER_DISMISSED_KEY } from '../../config/constants.ts';
import { systemStatusState } from '../../stores/system-status.ts';
import { formatMaintenanceTime } from './maintenance-time.ts';

/**
 * The announcement of planned maintenance (spec section 2). The dismissal is stored with the
 * announced window, so a newly scheduled window shows again; it is cleared when warning mode ends.
 */
export function MaintenanceBanner() {
  const status = useSnapshot(systemStatusState);
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
      <Alert severity="warning" onClose={dismiss} slotProps={{ closeButton: { 'aria-label': 'Dismiss the maintenance notice' } }} role="region" aria-label="Upcoming Maintenance">
        <AlertTitle>Upcoming Maintenance</AlertTitle>
        {status.maintenanceMessage && <Typography variant="body2">{status.maintenanceMessage}</Typography>}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25, my: 1, '& dd': { m: 0 } }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            Starts:
          </Typography>
          <Typography component="dd" variant="body2">
            {formatMaintenanceTime(status.maintenanceStartTime)}
          </Typography>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            Ends:
          </Typography>
          <Typography component="dd" variant="body2">
            {formatMaintenanceTime(status.maintenanceEndTime)}
          </Typography>
        </Box>
        <Typography variant="body2">
          During this time the service may be briefly interrupted. Your saved answers are safe; we suggest saving your work before it starts.
        </Typography>
      </Alert>
    </Container>
  );
}
