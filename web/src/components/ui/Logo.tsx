import BadgeIcon from '@mui/icons-material/Badge';
import { Box, Typography } from '@mui/material';

/** The product's mark and name; decorative icon, the text carries the name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <BadgeIcon aria-hidden sx={{ color: inverted ? 'primary.contrastText' : 'primary.main', fontSize: 28 }} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem', color: inverted ? 'primary.contrastText' : 'text.primary' }}>
        Greencard
      </Typography>
    </Box>
  );
}
