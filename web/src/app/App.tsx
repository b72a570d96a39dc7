import { CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../config/constants.ts';
import { checkSession, listenAcrossTabs } from '../stores/auth.ts';
import { fetchSystemStatus } from '../stores/system-status.ts';
import { AppRoutes } from './routes.tsx';
import { theme } from './theme.ts';
import { Layout } from '../components/layout/Layout.tsx';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';

export function App() {
  useEffect(() => {
    void checkSession();
    void fetchSystemStatus();
    return listenAcrossTabs();
  }, []);
  return (
    <LanguageProvider>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Layout>
        <AppRoutes />
      </Layout>
      <Toaster
        position="top-center"
        toastOptions={{ duration: TOAST_DEFAULT_MS, success: { duration: TOAST_SUCCESS_MS }, error: { duration: TOAST_ERROR_MS }, loading: { duration: Infinity } }}
      />
    </ThemeProvider>
    </LanguageProvider>
  );
}
