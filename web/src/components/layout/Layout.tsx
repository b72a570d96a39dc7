import { Box, GlobalStyles, Link } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { trackPageView } from '../../lib/analytics.ts';
import { authState } from '../../stores/auth.ts';
import { Footer } from './Footer.tsx';
import { MaintenanceBanner } from './MaintenanceBanner.tsx';
import { Navbar } from './Navbar.tsx';

const MAIN_ID = 'main-content';

/**
 * The frame of every screen: a skip link, the navigation bar (signed in only, spec section 2),
 * the maintenance banner, the page, and the footer. Reports a page view on every route change.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSnapshot(authState);
  const [location] = useLocation();

  useEffect(() => {
    trackPageView(location);
    // A new screen starts at its top, as a page load would, unless the address names a section of it.
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {/* A field scrolled into view by focus must not hide under the sticky navigation bar. */}
      <GlobalStyles styles={{ html: { scrollPaddingTop: isAuthenticated ? 88 : 16 } }} />
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          boxShadow: 2,
          '&:focus': { top: 8 },
        }}
      >
        <FormattedMessage id="shell.skipToContent" />
      </Link>
      {isAuthenticated && <Navbar />}
      <MaintenanceBanner />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
