import { Paper, Typography, type PaperProps } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled card of the profile page. */
export function SettingsSection({ title, description, children, sx }: { title: string; description?: ReactNode; children: ReactNode; sx?: PaperProps['sx'] }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={[{ p: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
