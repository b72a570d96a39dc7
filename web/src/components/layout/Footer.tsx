import { Box, Container, Divider, Grid, Link, Typography } from '@mui/material';
import { paths } from '../../config/paths.ts';
import { Logo } from '../ui/Logo.tsx';

interface FooterColumn {
  heading: string;
  links: readonly { label: string; href: string }[];
}

/** The spec's four columns (section 2); anchors point at the public home page's sections. */
const COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'Solutions',
    links: [
      { label: 'Features', href: '/#features' },
      { label: 'How It Works', href: '/#how-it-works' },
      { label: 'Security', href: '/#security' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'FAQ', href: '/#faq' },
      { label: 'Contact Us', href: paths.external.contact },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', href: paths.external.about },
      { label: 'Blog', href: paths.external.blog },
      { label: 'Testimonials', href: '/#testimonials' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', href: paths.external.privacy },
      { label: 'Terms of Service', href: paths.external.terms },
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
                      <Link href={link.href} color="text.secondary" underline="hover">
                        {link.label}
                      </Link>
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
          Greencard is not affiliated with U.S. Citizenship and Immigration Services (USCIS) or any government agency. We are not a law
          firm and do not give legal advice: we prepare the official forms from your answers.
        </Typography>
      </Container>
    </Box>
  );
}
