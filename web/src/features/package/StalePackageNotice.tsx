import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';

const STALE_TITLE = 'Your answers changed after these documents were prepared';

/**
 * Said wherever a package is shown whose answers are no longer the person's (the server compares
 * it with the answers of now): it must be generated again before it is printed and filed.
 */
export function StalePackageNotice({ action }: { action: ReactNode }) {
  return (
    <Alert severity="warning" sx={{ mb: 3 }} action={action}>
      <AlertTitle component="h2">{STALE_TITLE}</AlertTitle>
      These documents do not show your latest answers. Generate them again, look them through, and file the new ones.
    </Alert>
  );
}
