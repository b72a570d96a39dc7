import Alert from '@mui/material/Alert';
import { readsAsSpanish } from '@domain/rules/spanish-text.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * Under an explanation that reads as Spanish: the forms are filed in English, so it asks, gently,
 * for the answer in English (issue 22). It never blocks the answer; names and places are not checked.
 */
export function EnglishAnswerHint({ value }: { value: string }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite">
      {readsAsSpanish(value) && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('screens.english.hint')}
        </Alert>
      )}
    </div>
  );
}
