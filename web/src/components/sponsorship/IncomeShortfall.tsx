import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { IncomeShortfall as Shortfall } from '@domain/rules/support-route-words.ts';
import { formatNumber } from '@domain/rules/numbers.ts';
import { useT } from '../../i18n/use-t.ts';

const dollars = (amount: number): string => `$${formatNumber(amount)}`;

/**
 * An income shortfall under its own heading (issue 24 item 5): the figure Form I-864 needs, and
 * each way that closes the gap (8 CFR 213a.2(c)) as a list with what it needs. Never part of a
 * success message: the couple can go on, but the requirement is not met yet.
 */
export function IncomeShortfall({ shortfall, headingLevel = 'h3', children }: { shortfall: Shortfall; headingLevel?: 'h2' | 'h3'; children?: ReactNode }) {
  const t = useT();
  const gap = dollars(shortfall.shortfall);
  const routes: { title: string; text: string }[] = [
    { title: t('shortfall.member.title'), text: t('shortfall.member.text', { shortfall: gap }) },
    { title: t('shortfall.spouse.title'), text: t('shortfall.spouse.text', { shortfall: gap }) },
    {
      title: t('shortfall.assets.title'),
      text: [t('shortfall.assets.text', { needed: dollars(shortfall.assetsNeeded), multiple: shortfall.multiple }), shortfall.assetsCounted > 0 ? t('shortfall.assets.counted', { counted: dollars(shortfall.assetsCounted) }) : '']
        .filter((part) => part !== '')
        .join(' '),
    },
    {
      title: t('shortfall.joint.title'),
      text: [t('shortfall.joint.text', { minimum: dollars(shortfall.jointSponsorMinimum) }), shortfall.jointSponsorChosen ? t('shortfall.joint.chosen') : ''].filter((part) => part !== '').join(' '),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'warning.main', borderLeftWidth: 4 }} data-testid="income-shortfall">
      <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('shortfall.title', { shortfall: gap })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('shortfall.figures', { minimum: dollars(shortfall.minimum), size: shortfall.householdSize, income: dollars(shortfall.householdIncome) })}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
        {routes.map((route) => (
          <li key={route.title}>
            <Typography variant="body2">
              <strong>{route.title}:</strong> {route.text}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {t('shortfall.next')}
      </Typography>
      {children}
    </Paper>
  );
}
