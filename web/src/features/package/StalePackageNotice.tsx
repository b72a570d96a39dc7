import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';

/**
 * Said wherever a package is shown whose answers are no longer the person's (the server compares
 * it with the answers of now): it must be generated again before it is printed and filed.
 */
export function StalePackageNotice({ action }: { action: ReactNode }) {
  const t = useT();
  return (
    <Alert severity="warning" sx={{ mb: 3 }} action={action}>
      <AlertTitle component="h2">{t('screens.preview.staleTitle')}</AlertTitle>
      {t('screens.preview.staleText')}
    </Alert>
  );
}
