import DescriptionIcon from '@mui/icons-material/Description';
import { List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { formatNumber } from '@domain/rules/numbers.ts';
import { packageChoices, packageForms, PRICE_DOLLARS } from '@domain/product/package.ts';
import type { FilingStage } from '@domain/rules/filing-path.ts';
import { feesOf } from '@domain/rules/fees.ts';
import { useEffect, useState } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import type { OnboardingAnswers } from '../answers.ts';
import { checkEligibility } from '../api/eligibility.ts';

const dollars = (amount: number): string => (amount === 0 ? 'no fee' : `$${formatNumber(amount)}`);

/**
 * The packages the couple files, in order, as the server's eligibility check says (the Visa
 * Bulletin it knows); null while it is asked. A failed call lists the whole package, as the check
 * did before it knew the categories.
 */
function useStages(answers: OnboardingAnswers): readonly FilingStage[] | null {
  const [stages, setStages] = useState<readonly FilingStage[] | null>(null);
  useEffect(() => {
    let active = true;
    checkEligibility(answers).then(
      (result) => active && setStages(result.stages.length > 0 ? result.stages : ['whole']),
      () => active && setStages(['whole']),
    );
    return () => {
      active = false;
    };
  }, [answers]);
  return stages;
}

/** "What's Next": the official forms of this couple's package and what USCIS charges for them. */
export function PackageSummary({ answers, today }: { answers: OnboardingAnswers; today: string }) {
  const stages = useStages(answers);
  if (stages === null) return <LoadingState label="Listing your forms…" />;
  const forms = stages.flatMap((stage) => packageForms(packageChoices(answers), stage));
  const adjusts = stages.some((stage) => stage !== 'petition');
  const twoStages = stages.length > 1;
  // Null only for a date before the first fee schedule: the forms are then listed without fees.
  const fees = feesOf(
    forms.map(({ form }) => form),
    today,
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Your package will contain
      </Typography>
      <List dense disablePadding>
        {forms.map(({ form, title }) => {
          const fee = fees?.lines.find((line) => line.form === form)?.fee;
          return (
            <ListItem key={form} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <DescriptionIcon color="primary" fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={`Form ${form}`} secondary={fee === undefined ? title : `${title} · USCIS fee: ${dollars(fee)}`} />
            </ListItem>
          );
        })}
      </List>
      {!adjusts && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Your package holds the petition alone: Form I-130 with Form I-130A.
        </Typography>
      )}
      {twoStages && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          You file in two stages: the petition (Forms I-130 and I-130A) first, then the green card application on its receipt number. Both are
          covered by one payment.
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Our one-time price of ${PRICE_DOLLARS} covers preparing the whole package; you pay it only after checking your answers and previewing the filled
        forms.
        {fees && ` The USCIS filing fees (currently $${formatNumber(fees.total)} in total) are paid to USCIS when you file, not to us.`}
      </Typography>
    </Paper>
  );
}
