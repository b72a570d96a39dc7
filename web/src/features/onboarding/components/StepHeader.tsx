import { Box, LinearProgress, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useT } from '../../../i18n/use-t.ts';

interface StepHeaderProps {
  index: number;
  count: number;
  name: string;
  intro?: string;
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * "Step X of N", the progress bar and the step's name. The name takes the focus on each step
 * change (tabIndex -1), so keyboard and screen-reader users start reading the new step.
 */
export function StepHeader({ index, count, name, intro, ref }: StepHeaderProps) {
  const t = useT();
  const where = t('wizard.stepOf', { step: index + 1, count });
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 1 }}>
        {where}
      </Typography>
      <LinearProgress variant="determinate" value={((index + 1) / count) * 100} aria-label={where} sx={{ height: 8, borderRadius: 4 }} />
      <Typography ref={ref} tabIndex={-1} component="h2" variant="h5" sx={{ fontWeight: 700, mt: 3, outline: 'none' }}>
        {name}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intro}
        </Typography>
      )}
    </Box>
  );
}
