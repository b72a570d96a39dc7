import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';

interface NavProps {
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onBack(): void;
  onNext(event: MouseEvent): void;
  onSaveAndQuit(): void;
}

/** Back, Save and Quit, Next (Finish on the last step), kept in reach at the bottom of the screen. */
export function WizardNav({ isFirst, isLast, busy, onBack, onNext, onSaveAndQuit }: NavProps) {
  const t = useT();
  return (
    <Box
      component="nav"
      aria-label={t('wizard.nav')}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mt: 2,
        mb: 4,
        py: 1.5,
        px: { xs: 0, sm: 0 },
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack} disabled={isFirst || busy}>
        {t('wizard.back')}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button variant="text" onClick={onSaveAndQuit} disabled={busy}>
        {busy ? t('wizard.saving') : t('wizard.saveAndQuit')}
      </Button>
      <Button variant="contained" endIcon={isLast ? undefined : <ArrowForwardIcon />} onClick={onNext} disabled={busy}>
        {isLast ? t('wizard.finish') : t('wizard.next')}
      </Button>
    </Box>
  );
}
