import { Box, CircularProgress, Typography } from '@mui/material';

/** A spinner with words, announced politely to screen readers; for a page or a section that is loading. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}
