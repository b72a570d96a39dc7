import { Box, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Logo } from '../../../components/ui/Logo.tsx';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch.tsx';
import { useDocumentTitle } from '../../../components/ui/PageContainer.tsx';
import { authState } from '../../../stores/auth.ts';

interface AuthCardProps {
  /** The page's h1 and the browser tab's title. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card ("Back to home"). */
  below?: ReactNode;
}

/** The calm, centred card every account screen uses: logo, title, one task. */
export function AuthCard({ title, subtitle, children, below }: AuthCardProps) {
  useDocumentTitle(title);
  // Signed in, the navigation bar already carries the logo.
  const { isAuthenticated } = useSnapshot(authState);
  return (
    <Container maxWidth={false} sx={{ maxWidth: 480, py: { xs: 3, sm: 8 } }}>
      {!isAuthenticated && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 3 }}>
          <Logo />
          <LanguageSwitch />
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Paper>
      {below && <Box sx={{ mt: 3, textAlign: 'center' }}>{below}</Box>}
    </Container>
  );
}
