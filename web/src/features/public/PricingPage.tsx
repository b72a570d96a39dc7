import { Alert, Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { PACKAGE_FORMS, PRICE_DOLLARS } from '@domain/product/package.ts';
import { feeScheduleOn } from '@domain/rules/fees.ts';
import { formatNumber } from '@domain/rules/numbers.ts';
import { FilingToday } from '../../components/filing/FilingToday.tsx';
import { PackageContents } from '../../components/ui/PackageContents.tsx';
import { LinkButton, RouterLink } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import { useFilingDate } from '../../lib/client-config.ts';
import { PublicPage } from './components/PublicPage.tsx';
import { Message } from '../../i18n/Message.tsx';
import { useT } from '../../i18n/use-t.ts';
import { P, Section } from './components/Section.tsx';

/** The USCIS fee of each form of the package on the filing date, from the dated fee table; nothing when no schedule is known. */
function UscisFees() {
  const filingDate = useFilingDate();
  const t = useT();
  if (filingDate.status !== 'ready') return null;
  const schedule = feeScheduleOn(filingDate.date);
  if (!schedule) {
    return <Alert severity="info">{t('public.pricing.fees.unknown')}</Alert>;
  }
  return (
    <Table size="small" aria-label={t('public.pricing.fees.table', { date: filingDate.date })} sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th">{t('public.pricing.fees.form')}</TableCell>
          <TableCell component="th" align="right">
            {t('public.pricing.fees.fee')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {PACKAGE_FORMS.map(({ form, option }) => (
          <TableRow key={form}>
            <TableCell>{option ? t('public.pricing.fees.ifAsked', { form }) : form}</TableCell>
            <TableCell align="right">{schedule.fees[form] === 0 ? t('public.pricing.fees.none') : `$${formatNumber(schedule.fees[form])}`}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /pricing: the one price and what it buys, readable without an account. */
export default function PricingPage() {
  const t = useT();
  return (
    <PublicPage title={t('public.pricing.title')} subtitle={t('public.pricing.subtitle')} maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mb: 4 }}>
        <Typography component="h2" variant="h4" sx={{ fontWeight: 700 }}>
          {t('public.pricing.price', { price: PRICE_DOLLARS })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
          {t('public.pricing.noSubscription')}
        </Typography>
        <Box sx={{ mb: 2.5 }}>
          <FilingToday />
        </Box>
        <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('public.pricing.holds')}
        </Typography>
        <PackageContents />
        <Box sx={{ mt: 3 }}>
          <LinkButton href={paths.register} variant="contained" size="large">
            {t('public.pricing.createAccount')}
          </LinkButton>
        </Box>
      </Paper>
      <Section id="uscis-fees" title={t('public.pricing.fees.title')}>
        <P>{t('public.pricing.fees.text')}</P>
        <UscisFees />
      </Section>
      <Section id="not-included" title={t('public.pricing.notIncluded.title')}>
        <P>
          <Message id="public.pricing.notIncluded.text" values={{ link: (words) => <RouterLink href={paths.about}>{words}</RouterLink> }} />
        </P>
      </Section>
      <Section id="refunds" title={t('public.pricing.refunds.title')}>
        <P>
          <Message
            id="public.pricing.refunds.text"
            values={{
              price: PRICE_DOLLARS,
              contact: (words) => <RouterLink href={paths.contact}>{words}</RouterLink>,
              terms: (words) => <RouterLink href={`${paths.terms}#refunds`}>{words}</RouterLink>,
            }}
          />
        </P>
      </Section>
    </PublicPage>
  );
}
