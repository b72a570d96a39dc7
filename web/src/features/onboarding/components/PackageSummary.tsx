import DescriptionIcon from '@mui/icons-material/Description';
import { List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { formatNumber } from '@domain/rules/numbers.ts';
import { packageFees, type PackageForm } from '@domain/rules/fees.ts';
import { PRICE_USD } from '../../../config/constants.ts';
import type { OnboardingAnswers } from '../answers.ts';

const PURPOSE: Readonly<Record<PackageForm, string>> = {
  'I-130': 'Petition for Alien Relative',
  'I-130A': 'Supplemental Information for Spouse Beneficiary',
  'I-485': 'Application to Register Permanent Residence or Adjust Status',
  'I-864': 'Affidavit of Support',
  'I-765': 'Application for Employment Authorization (work permit)',
  'I-131': 'Application for Travel Document (advance parole)',
};

const dollars = (amount: number): string => (amount === 0 ? 'no fee' : `$${formatNumber(amount)}`);

/** "What's Next": the official forms of this couple's package and what USCIS charges for them. */
export function PackageSummary({ answers }: { answers: OnboardingAnswers }) {
  const wantsEad = answers['onboardingBWantsEAD'] === 'Yes';
  const wantsAdvanceParole = answers['onboardingBWantsAP'] === 'Yes';
  const forms: PackageForm[] = ['I-130', 'I-130A', 'I-485', 'I-864'];
  if (wantsEad) forms.push('I-765');
  if (wantsAdvanceParole) forms.push('I-131');
  // Null only for a date before the first fee schedule: the forms are then listed without fees.
  const fees = packageFees({ wantsEad, wantsAdvanceParole }, new Date().toISOString().slice(0, 10));

  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Your package will contain
      </Typography>
      <List dense disablePadding>
        {forms.map((form) => {
          const fee = fees?.lines.find((line) => line.form === form)?.fee;
          return (
            <ListItem key={form} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <DescriptionIcon color="primary" fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={`Form ${form}`} secondary={fee === undefined ? PURPOSE[form] : `${PURPOSE[form]} · USCIS fee: ${dollars(fee)}`} />
            </ListItem>
          );
        })}
      </List>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Our one-time price of ${PRICE_USD} covers preparing the whole package; you pay it only after checking your answers and previewing the filled
        forms.
        {fees && ` The USCIS filing fees (currently $${formatNumber(fees.total)} in total) are paid to USCIS when you file, not to us.`}
      </Typography>
    </Paper>
  );
}
