import { NOT_AFFILIATED } from '@domain/product/notices.ts';
import { Box, Container, Divider, Grid, Typography } from '@mui/material';
import { paths } from '../../config/paths.ts';
import { Logo } from '../ui/Logo.tsx';
import { RouterLink } from '../ui/RouterLink.tsx';

interface FooterColumn {
  heading: string;
  links: readonly { label: string; href: string }[];
}

/**
 * The spec's four columns (section 2), every link to a page that exists and can be read without an
 * account: the public pages and their sections.
 */
const COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'Solutions',
    links: [
      { label: 'How It Works', href: `${paths.about}#how-it-works` },
      { label: 'Pricing', href: paths.pricing },
      { label: 'Security', href: `${paths.privacy}#security` },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'Contact Us', href: paths.contact },
      { label: 'Refunds', href: `${paths.terms}#refunds` },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', href: paths.about },
      { label: 'What We Do Not Do', href: `${paths.about}#what-we-do-not` },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', href: paths.privacy },
      { label: 'Terms of Service', href: paths.terms },
    ],
  },
];

/** Tagline, the four link columns, the copyright line and the non-affiliation disclaimer. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 6 }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, sm: 6 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo />
            <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 340 }}>
              Your marriage-based green card application, prepared step by step: every answer checked, the official USCIS forms filled.
            </Typography>
          </Grid>
          {COLUMNS.map((column) => (
            <Grid key={column.heading} size={{ xs: 6, sm: 3, md: 2 }}>
              <Box component="nav" aria-label={column.heading}>
                <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
                  {column.heading}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <RouterLink href={link.href} color="text.secondary" underline="hover">
                        {link.label}
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
          © {new Date().getFullYear()} Greencard. All rights reserved.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {NOT_AFFILIATED}. We are not a law firm and do not give legal advice: we prepare the official forms from your answers.
        </Typography>
      </Container>
    </Box>
  );
}
