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
import { P, Section } from './components/Section.tsx';

/** The USCIS fee of each form of the package on the filing date, from the dated fee table; nothing when no schedule is known. */
function UscisFees() {
  const filingDate = useFilingDate();
  if (filingDate.status !== 'ready') return null;
  const schedule = feeScheduleOn(filingDate.date);
  if (!schedule) {
    return <Alert severity="info">The USCIS fees for today are not in our tables; check them on uscis.gov before you file.</Alert>;
  }
  return (
    <Table size="small" aria-label={`USCIS filing fees on ${filingDate.date}`} sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th">Form</TableCell>
          <TableCell component="th" align="right">
            USCIS fee
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {PACKAGE_FORMS.map(({ form, option }) => (
          <TableRow key={form}>
            <TableCell>
              {form}
              {option ? ' (if you ask for it)' : ''}
            </TableCell>
            <TableCell align="right">{schedule.fees[form] === 0 ? 'no fee' : `$${formatNumber(schedule.fees[form])}`}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /pricing: the one price and what it buys, readable without an account. */
export default function PricingPage() {
  return (
    <PublicPage title="Pricing" subtitle="One price for the whole package. You pay only after you have seen every filled page." maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mb: 4 }}>
        <Typography component="h2" variant="h4" sx={{ fontWeight: 700 }}>
          ${PRICE_DOLLARS}, once
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
          No subscription and no charge to start: answering, checking and previewing cost nothing. A couple who files in two stages (the petition
          first, the green card application later) pays once for both.
        </Typography>
        <Box sx={{ mb: 2.5 }}>
          <FilingToday />
        </Box>
        <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          The package holds
        </Typography>
        <PackageContents />
        <Box sx={{ mt: 3 }}>
          <LinkButton href={paths.register} variant="contained" size="large">
            Create an account
          </LinkButton>
        </Box>
      </Paper>
      <Section id="uscis-fees" title="USCIS fees are not included">
        <P>
          USCIS charges its own filing fees, which you pay to USCIS when you file, not to us. On the forms of a package they are today:
        </P>
        <UscisFees />
      </Section>
      <Section id="not-included" title="What the price does not include">
        <P>
          No legal advice and no review by an attorney: Greencard prepares the forms from your answers and checks them; it does not advise
          you on your case. It does not file for you. See <RouterLink href={paths.about}>what Greencard does and does not do</RouterLink>.
        </P>
      </Section>
      <Section id="refunds" title="Refunds">
        <P>
          You pay after previewing every filled page, so you know what you buy. We refund the full ${PRICE_DOLLARS} if you ask before
          downloading anything, if a fault on our side keeps us from delivering your package, or if the later stage of a filing in two
          stages cannot be delivered within 12 months of your payment: write to us from the{' '}
          <RouterLink href={paths.contact}>contact page</RouterLink>. The <RouterLink href={`${paths.terms}#refunds`}>terms</RouterLink>{' '}
          give the whole rule.
        </P>
      </Section>
    </PublicPage>
  );
}
