import { Box, Button, Stack, Typography } from '@mui/material';
import { conditionHolds } from '@domain/catalogue/conditions.ts';
import { onboarding } from '@domain/catalogue/forms/onboarding.ts';
import type { FieldDef } from '@domain/catalogue/types.ts';
import { validateForm } from '@domain/rules/validate.ts';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { FormErrorAlert } from '../../../components/ui/FormErrorAlert.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { setUser } from '../../../stores/auth.ts';
import { ONBOARDING_STEPS, type OnboardingAnswers } from '../../onboarding/answers.ts';
import { OnboardingQuestion, questionInputId } from '../../onboarding/components/OnboardingQuestion.tsx';
import { saveOnboardingChange } from '../api/filing-choice.ts';
import { useT } from '../../../i18n/use-t.ts';

/** The onboarding questions about the petition filed first, from the catalogue: whether it is filed, then its notice. */
const RECEIPT_KEYS: readonly string[] = [
  'onboardingPetitionMailed',
  'onboardingPetitionReceiptNumber',
  'onboardingPetitionReceiptDate',
  'onboardingPetitionPriorityDate',
  'onboardingPetitionStatus',
  'onboardingPetitionHasNotice',
];
const RECEIPT_FIELDS: readonly FieldDef[] = ONBOARDING_STEPS.flatMap((step) => step.fields).filter((field) => RECEIPT_KEYS.includes(field.key));

/**
 * For a couple who file the petition first: once it is filed, the receipt notice (Form I-797C)
 * the green card application rests on, asked with the onboarding wizard's own questions and saved
 * with the onboarding answers. `onSaved` reloads what depends on them (the stages).
 */
export function PetitionReceipt({ answers, today, onSaved }: { answers: OnboardingAnswers; today: string; onSaved: () => void }) {
  const [draft, setDraft] = useState<OnboardingAnswers>(() => Object.fromEntries(RECEIPT_KEYS.flatMap((key) => (answers[key] ? [[key, answers[key]]] : []))));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();
  const merged = { ...answers, ...draft };
  const visible = RECEIPT_FIELDS.filter((field) => conditionHolds(field.visibleWhen, merged));
  const keys = new Set(visible.map((field) => field.key));
  const problems: Record<string, string> = {};
  for (const error of validateForm(onboarding, merged, today)) {
    if (keys.has(error.field) && !(error.field in problems)) problems[error.field] = error.message;
  }
  const filed = merged['onboardingPetitionMailed'] === 'Yes';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const [first] = Object.keys(problems);
    if (first) {
      setTried(true);
      document.getElementById(questionInputId(first))?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const { user } = await saveOnboardingChange(answers, draft);
      setUser(user);
      toast.success(t('screens.receipt.saved'));
      onSaved();
    } catch (error) {
      setFailure(messageOf(error, t('screens.receipt.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)} aria-label={t('screens.receipt.form')}>
      <Stack spacing={2.5}>
        {visible.map((field) => (
          <OnboardingQuestion
            key={field.key}
            field={field}
            value={merged[field.key] ?? ''}
            onChange={(value) => setDraft((current) => ({ ...current, [field.key]: value }))}
            error={tried ? problems[field.key] : undefined}
          />
        ))}
      </Stack>
      {failure && (
        <Box sx={{ mt: 2 }}>
          <FormErrorAlert message={failure} />
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2.5 }}>
        <Button type="submit" variant="contained" disabled={!filed || saving} aria-describedby={filed ? undefined : 'receipt-why-not'}>
          {saving ? t('screens.saving') : t('screens.receipt.save')}
        </Button>
        {!filed && (
          <Typography id="receipt-why-not" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('screens.receipt.whyNot')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
