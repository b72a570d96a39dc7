import DescriptionIcon from '@mui/icons-material/Description';
import { List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { formatNumber } from '@domain/rules/numbers.ts';
import { packageChoices, packageForms, PRICE_DOLLARS, type PackageKind } from '@domain/product/package.ts';
import { feesOf } from '@domain/rules/fees.ts';
import { useEffect, useState } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import type { OnboardingAnswers } from '../answers.ts';
import { checkEligibility } from '../api/eligibility.ts';

const dollars = (amount: number): string => (amount === 0 ? 'no fee' : `$${formatNumber(amount)}`);

/**
 * Whether the couple files the whole package or the petition alone today, as the server's
 * eligibility check says (the Visa Bulletin it knows); null while it is asked. A failed call
 * lists the whole package, as the check did before it knew the categories.
 */
function usePackageKind(answers: OnboardingAnswers): PackageKind | null {
  const [kind, setKind] = useState<PackageKind | null>(null);
  useEffect(() => {
    let active = true;
    checkEligibility(answers).then(
      (result) => active && setKind(result.filing ?? 'adjustment'),
      () => active && setKind('adjustment'),
    );
    return () => {
      active = false;
    };
  }, [answers]);
  return kind;
}

/** "What's Next": the official forms of this couple's package and what USCIS charges for them. */
export function PackageSummary({ answers, today }: { answers: OnboardingAnswers; today: string }) {
  const kind = usePackageKind(answers);
  if (kind === null) return <LoadingState label="Listing your forms…" />;
  const forms = packageForms(packageChoices(answers), kind);
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
      {kind === 'petition-only' && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          USCIS cannot take the green card application yet, so your package holds the petition alone. The work permit and travel document are asked for
          with the green card application, once a visa is available to you.
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
