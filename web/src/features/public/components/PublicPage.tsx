import { Box, Container } from '@mui/material';
import type { ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Logo } from '../../../components/ui/Logo.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { LinkButton, RouterLink } from '../../../components/ui/RouterLink.tsx';
import { paths } from '../../../config/paths.ts';
import { authState } from '../../../stores/auth.ts';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch.tsx';
import { useHashTarget } from './use-hash-target.ts';

/**
 * A page anyone may read. Signed out there is no navigation bar (spec section 2), so a slim bar
 * leads to signing in or up; signed in, the app's own bar is there.
 */
export function PublicPage(props: ComponentProps<typeof PageContainer>) {
  const { isAuthenticated } = useSnapshot(authState);
  useHashTarget();
  const intl = useIntl();
  return (
    <>
      {!isAuthenticated && (
        <Box component="nav" aria-label={intl.formatMessage({ id: 'shell.nav.account' })} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          {/* On a phone in Spanish the switch, "Iniciar sesión" and "Crear cuenta" do not fit beside the logo: they wrap below it, never squeezed. */}
          <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', columnGap: { xs: 0.5, sm: 1 }, rowGap: 0.5, py: 1.25 }}>
            <RouterLink href={paths.about} underline="none" aria-label={intl.formatMessage({ id: 'shell.nav.logoToAbout' })} sx={{ display: 'inline-flex', mr: 'auto' }}>
              <Logo />
            </RouterLink>
            <LanguageSwitch />
            <LinkButton href={paths.login} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
              <FormattedMessage id="shell.nav.signIn" />
            </LinkButton>
            <LinkButton href={paths.register} variant="contained" size="small" sx={{ whiteSpace: 'nowrap' }}>
              <FormattedMessage id="shell.nav.createAccount" />
            </LinkButton>
          </Container>
        </Box>
      )}
      <PageContainer {...props} />
    </>
  );
}
