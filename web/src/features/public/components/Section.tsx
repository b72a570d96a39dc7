import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled part of a public page; `id` makes it a link target (/privacy#security). */
export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={id ? `${id}-title` : undefined} sx={{ mb: 4, scrollMarginTop: 16 }}>
      <Typography id={id ? `${id}-title` : undefined} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, '& ul': { m: 0, pl: 2.5, display: 'grid', gap: 0.75 } }}>{children}</Box>
    </Box>
  );
}

/** A paragraph of a public page. */
export const P = ({ children }: { children: ReactNode }) => <Typography>{children}</Typography>;
