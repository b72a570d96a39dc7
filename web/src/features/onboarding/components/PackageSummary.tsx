import DescriptionIcon from '@mui/icons-material/Description';
import { Alert, Box, List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import type { FormFilingStatus } from '@domain/contract/filing.ts';
import { useFilingStatus } from '../../../lib/filing-status.ts';
import { isPetitionForm, packageChoices, packageForms, PRICE_DOLLARS } from '@domain/product/package.ts';
import type { FilingStage } from '@domain/rules/filing-path.ts';
import { feesOf } from '@domain/rules/fees.ts';
import { useEffect, useState } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useMoney } from '../../../i18n/use-money.ts';
import { useSnapshot } from 'valtio';
import type { MessageId } from '@domain/i18n/messages.ts';
import { languageState } from '../../../stores/language.ts';
import type { OnboardingAnswers } from '../answers.ts';
import { checkEligibility } from '../api/eligibility.ts';

/**
 * The packages the couple files, in order, as the server's eligibility check says (the Visa
 * Bulletin it knows); null while it is asked. A failed call lists the whole package, as the check
 * did before it knew the categories.
 */
function useStages(answers: OnboardingAnswers): readonly FilingStage[] | null {
  const [stages, setStages] = useState<readonly FilingStage[] | null>(null);
  // Asked again on a language switch, as the check is (the same call, its sentences in the page's language).
  const { language } = useSnapshot(languageState);
  useEffect(() => {
    let active = true;
    checkEligibility(answers).then(
      (result) => active && setStages(result.stages.length > 0 ? result.stages : ['whole']),
      () => active && setStages(['whole']),
    );
    return () => {
      active = false;
    };
  }, [answers, language]);
  return stages;
}

/** What each stage's list is called: the first is filed now, the second later. */
function stageHeading(stage: FilingStage, index: number, count: number): MessageId {
  if (count < 2) return stage === 'adjustment' ? 'walk.package.adjustmentContains' : 'walk.package.contains';
  return index === 0 ? 'walk.package.firstPetition' : 'walk.package.thenGreenCard';
}

/**
 * Which forms USCIS would not accept today, in the server's words (GET /filing-status): a form's
 * edition is the same whatever the couple's path. Empty while it loads or when it cannot be read.
 */
function useHeldForms(): readonly FormFilingStatus[] {
  const filing = useFilingStatus();
  const forms = filing?.stages.flatMap((stage) => stage.forms) ?? [];
  return forms.filter((form, index) => form.status !== 'fileable' && forms.findIndex((other) => other.name === form.name) === index);
}

/** "What's Next": the official forms of each of this couple's packages, what USCIS charges for them, and what waits. */
export function PackageSummary({ answers, today }: { answers: OnboardingAnswers; today: string }) {
  const stages = useStages(answers);
  const held = useHeldForms();
  const t = useT();
  const money = useMoney();
  const dollars = (amount: number): string => (amount === 0 ? t('walk.package.noFee') : money(amount));
  if (stages === null) return <LoadingState label={t('walk.package.listing')} />;
  const byStage = stages.map((stage) => ({ stage, forms: packageForms(packageChoices(answers), stage) }));
  const forms = byStage.flatMap((entry) => entry.forms);
  const twoStages = stages.length > 1;
  // Null only for a date before the first fee schedule: the forms are then listed without fees.
  const fees = feesOf(
    forms.map(({ form }) => form),
    today,
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
      {byStage.map(({ stage, forms: stageForms }, index) => {
        const waiting = held.filter((form) => stageForms.some(({ form: name }) => name === form.name));
        return (
          <Box key={stage} sx={{ mt: index === 0 ? 0 : 2 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t(stageHeading(stage, index, stages.length))}
            </Typography>
            <List dense disablePadding>
              {stageForms.map(({ form, title }) => {
                const fee = fees?.lines.find((line) => line.form === form)?.fee;
                return (
                  <ListItem key={form} disableGutters>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <DescriptionIcon color="primary" fontSize="small" aria-hidden />
                    </ListItemIcon>
                    <ListItemText primary={t('walk.package.form', { form })} secondary={fee === undefined ? title : t('walk.package.fee', { title, fee: dollars(fee) })} />
                  </ListItem>
                );
              })}
            </List>
            {waiting.length > 0 && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(twoStages ? 'walk.package.notReadyToday' : 'walk.package.cannotToday')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {waiting.map((form) => (
                    <Typography component="li" variant="body2" key={form.name}>
                      {t('walk.package.formWaits', { form: form.name, message: form.message ?? '' })}
                    </Typography>
                  ))}
                </Box>
                {/* The petition is never lost behind the hold: said here, before the dashboard (issue "File today"). */}
                {!twoStages && stageForms.some(({ form }) => isPetitionForm(form)) && waiting.every((form) => !isPetitionForm(form.name)) && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {t('today.petitionNow')}
                  </Typography>
                )}
              </Alert>
            )}
          </Box>
        );
      })}
      {twoStages && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('walk.package.twoStages')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('walk.package.price', { price: money(PRICE_DOLLARS), stages: twoStages ? 'two' : 'one' })}
        {fees && ` ${t('walk.package.fees', { total: money(fees.total) })}`}
      </Typography>
    </Paper>
  );
}
