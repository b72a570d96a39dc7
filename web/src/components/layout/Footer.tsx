import type { MessageId } from '@domain/i18n/messages.ts';
import { Box, Container, Divider, Grid, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../config/paths.ts';
import { Logo } from '../ui/Logo.tsx';
import { RouterLink } from '../ui/RouterLink.tsx';

interface FooterColumn {
  heading: MessageId;
  links: readonly { label: MessageId; href: string }[];
}

/**
 * The spec's four columns (section 2), every link to a page that exists and can be read without an
 * account: the public pages and their sections.
 */
const COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'shell.footer.solutions',
    links: [
      { label: 'shell.footer.howItWorks', href: `${paths.about}#how-it-works` },
      { label: 'shell.footer.pricing', href: paths.pricing },
      { label: 'shell.footer.security', href: `${paths.privacy}#security` },
    ],
  },
  {
    heading: 'shell.footer.support',
    links: [
      { label: 'shell.footer.contact', href: paths.contact },
      { label: 'shell.footer.refunds', href: `${paths.terms}#refunds` },
    ],
  },
  {
    heading: 'shell.footer.company',
    links: [
      { label: 'shell.footer.about', href: paths.about },
      { label: 'shell.footer.whatWeDoNot', href: `${paths.about}#what-we-do-not` },
    ],
  },
  {
    heading: 'shell.footer.legal',
    links: [
      { label: 'shell.footer.privacy', href: paths.privacy },
      { label: 'shell.footer.terms', href: paths.terms },
    ],
  },
];

/** Tagline, the four link columns, the copyright line and the non-affiliation disclaimer. */
export function Footer() {
  const intl = useIntl();
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 6 }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, sm: 6 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo />
            <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 340 }}>
              <FormattedMessage id="shell.footer.tagline" />
            </Typography>
          </Grid>
          {COLUMNS.map((column) => (
            <Grid key={column.heading} size={{ xs: 6, sm: 3, md: 2 }}>
              <Box component="nav" aria-label={intl.formatMessage({ id: column.heading })}>
                <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
                  <FormattedMessage id={column.heading} />
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <RouterLink href={link.href} color="text.secondary" underline="hover">
                        <FormattedMessage id={link.label} />
                      </RouterLink>
                    </li>
                  ))}
                </Box>
              </Box>
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="shell.footer.copyright" values={{ year: String(new Date().getFullYear()) }} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id="shell.footer.notLawFirm" values={{ notAffiliated: intl.formatMessage({ id: 'notice.notAffiliated' }) }} />
        </Typography>
      </Container>
    </Box>
  );
}
