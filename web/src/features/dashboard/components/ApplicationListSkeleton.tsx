import { Box, List, ListItem, Skeleton } from '@mui/material';
import { SKELETON_ROWS } from '../../../config/constants.ts';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden.tsx';
import { useT } from '../../../i18n/use-t.ts';

/** Three placeholder rows shaped like the list (spec section 2), announced as loading. */
export function ApplicationListSkeleton() {
  const t = useT();
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>{t('pages.dashboard.loading')}</VisuallyHidden>
      <List disablePadding aria-hidden>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <ListItem key={index} divider={index < SKELETON_ROWS - 1} sx={{ py: 2, gap: 2, alignItems: 'flex-start' }}>
            <Skeleton variant="circular" width={24} height={24} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="40%" height={24} />
              <Skeleton width="75%" />
              <Skeleton variant="rounded" height={8} sx={{ mt: 1.25 }} />
            </Box>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
