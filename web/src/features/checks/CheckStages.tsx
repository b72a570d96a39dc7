import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { MessageId } from '@domain/i18n/messages.ts';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import { useT } from '../../i18n/use-t.ts';

export const CHECK_STAGES: readonly MessageId[] = [
  'screens.check.stage.gather',
  'screens.check.stage.forms',
  'screens.check.stage.compare',
  'screens.check.stage.results',
];

/** The four stages of the check, the current one turning, the earlier ones ticked. */
export function CheckStages({ stage }: { stage: number }) {
  const current = Math.min(stage, CHECK_STAGES.length - 1);
  const t = useT();
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={((current + 1) / CHECK_STAGES.length) * 100}
        aria-label={t('screens.check.running')}
        sx={{ height: 8, borderRadius: 4, mb: 2.5 }}
      />
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {CHECK_STAGES.map((name, index) => (
          <Box component="li" key={name} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} aria-current={index === current ? 'step' : undefined}>
            {index < current && <CheckCircleIcon color="success" aria-hidden="true" />}
            {index === current && <CircularProgress size={22} aria-hidden="true" sx={{ m: '1px' }} />}
            {index > current && <RadioButtonUncheckedIcon sx={{ color: 'text.disabled' }} aria-hidden="true" />}
            <Typography sx={{ fontWeight: index === current ? 600 : 400, color: index > current ? 'text.secondary' : 'text.primary' }}>
              {t(name)}
              {index < current && <VisuallyHidden> {t('screens.check.done')}</VisuallyHidden>}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box role="status" aria-live="polite">
        <VisuallyHidden>{t(CHECK_STAGES[current] ?? 'screens.check.running')}…</VisuallyHidden>
      </Box>
    </Box>
  );
}
