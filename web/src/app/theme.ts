import { createTheme } from '@mui/material/styles';

/** Green/teal with Inter, as the spec asks. */
export const theme = createTheme({
  palette: {
    primary: { main: '#00796b', light: '#48a999', dark: '#004c40', contrastText: '#ffffff' },
    secondary: { main: '#2e7d32', contrastText: '#ffffff' },
    background: { default: '#f5f8f7', paper: '#ffffff' },
  },
  typography: {
    fontFamily: '"Inter", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
});
