import DescriptionIcon from '@mui/icons-material/Description';
import { List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { formatNumber } from '@domain/rules/numbers.ts';
import { packageChoices, packageForms, PRICE_DOLLARS } from '@domain/product/package.ts';
import { packageFees } from '@domain/rules/fees.ts';
import type { OnboardingAnswers } from '../answers.ts';

const dollars = (amount: number): string => (amount === 0 ? 'no fee' : `$${formatNumber(amount)}`);

/** "What's Next": the official forms of this couple's package and what USCIS charges for them. */
export function PackageSummary({ answers, today }: { answers: OnboardingAnswers; today: string }) {
  const choices = packageChoices(answers);
  // Null only for a date before the first fee schedule: the forms are then listed without fees.
  const fees = packageFees(choices, today);

  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Your package will contain
      </Typography>
      <List dense disablePadding>
        {packageForms(choices).map(({ form, title }) => {
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Our one-time price of ${PRICE_DOLLARS} covers preparing the whole package; you pay it only after checking your answers and previewing the filled
        forms.
        {fees && ` The USCIS filing fees (currently $${formatNumber(fees.total)} in total) are paid to USCIS when you file, not to us.`}
      </Typography>
    </Paper>
  );
}
