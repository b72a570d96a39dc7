import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FilingStatus, FormFilingStatus, StageStatus } from '@domain/contract/filing.ts';
import type { MessageId } from '@domain/i18n/messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { formNames } from './stage-reasons.ts';

/** Where the notice stands: each place adds what matters there. */
export type HeldNoticePlace = 'dashboard' | 'check' | 'preview' | 'payment' | 'download';


type T = (id: MessageId, values?: Record<string, string | number>) => string;

function placeNote(place: HeldNoticePlace, forms: string, count: number, t: T): string | null {
  switch (place) {
    case 'preview':
      return t('screens.held.previewNote', { forms });
    case 'download':
      return t('screens.held.downloadNote', { forms, count });
    case 'dashboard':
    case 'check':
    // The payment page says itself what is delivered now and what later.
    case 'payment':
      return null;
    default: {
      const exhaustive: never = place;
      return exhaustive;
    }
  }
}

/** The forms of the stage this server cannot fill at all (no template installed): generating is refused until they are. */
export const unavailableOf = (stage: StageStatus | null): readonly FormFilingStatus[] =>
  stage?.forms.filter((form) => form.status === 'unavailable') ?? [];

/**
 * Says, before the couple asks for their documents, that this server cannot prepare them now:
 * which forms it cannot fill and why, that every answer is kept, and when generating opens.
 */
function UnavailableFormsNotice({ forms, place }: { forms: readonly FormFilingStatus[]; place: HeldNoticePlace }) {
  const t = useT();
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      <AlertTitle component="h2">{t('screens.held.unavailableTitle')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('screens.held.unavailableIntro', { forms: formNames(forms, t), count: forms.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {forms.map((form) => (
          <li key={form.form}>
            <strong>{t('screens.form', { name: form.name })}:</strong> {form.message}
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.25 }}>
        {t('screens.held.unavailableKept', { place, count: forms.length })}
      </Typography>
    </Alert>
  );
}

/**
 * Says, per form, when USCIS does not accept a form of the stage on today's filing date (the
 * server's plain sentence for each), what else the stage waits for (a visa number, the petition's
 * receipt), that every answer is kept and what happens next; and, before that, which forms this
 * server cannot fill at all. Nothing when the stage can be filed today.
 */
export function HeldFormsNotice({ status, stage, place }: { status: FilingStatus | null; stage: StageStatus | null; place: HeldNoticePlace }) {
  if (!status || !stage) return null;
  const unavailable = unavailableOf(stage);
  const held = stage.forms.filter((form) => form.status === 'held');
  return (
    <>
      {unavailable.length > 0 && <UnavailableFormsNotice forms={unavailable} place={place} />}
      {/* The dashboard's stage cards say what each stage waits for. */}
      {place !== 'dashboard' && (held.length > 0 || stage.wait) && <HeldNotice promise={status.promise} stage={stage} held={held} place={place} />}
    </>
  );
}

function HeldNotice({ promise, stage, held, place }: { promise: string; stage: StageStatus; held: readonly FormFilingStatus[]; place: HeldNoticePlace }) {
  const t = useT();
  const note = held.length > 0 ? placeNote(place, formNames(held, t), held.length, t) : null;
  const title = stage.stage === 'whole' ? t('screens.held.wholeTitle') : t('screens.held.stageTitle', { title: stage.title });
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle component="h2">{title}</AlertTitle>
      {held.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          {held.map((form) => (
            <li key={form.form}>
              <strong>{t('screens.form', { name: form.name })}:</strong> {form.message}
            </li>
          ))}
        </Box>
      )}
      {stage.wait && (
        <Typography variant="body2" sx={{ mt: held.length > 0 ? 1.25 : 0 }}>
          {stage.wait}
        </Typography>
      )}
      {held.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1.25 }}>
          {promise}
        </Typography>
      )}
      {note && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Alert>
  );
}
