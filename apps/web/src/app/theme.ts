import { createTheme } from '@mui/material/styles';

/** Breakpoints and spacing from the spec (xs 0, sm 600, md 894, lg 1280, xl 1440; spacing 10). */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 894, lg: 1280, xl: 1440 } },
  spacing: 10,
  palette: {
    primary: { main: '#1f5f5b', light: '#4c8c87', dark: '#0e3e3b', contrastText: '#ffffff' },
    secondary: { main: '#f6c453', contrastText: '#1d2a2a' },
    success: { main: '#2e7d32', dark: '#1b5e20' },
    background: { default: '#fbfaf6', paper: '#ffffff' },
    text: { primary: '#1d2a2a', secondary: '#4a5656' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Nunito Sans", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    h1: { fontWeight: 800, fontSize: '2.6rem', lineHeight: 1.15 },
    h2: { fontWeight: 800, fontSize: '2rem', lineHeight: 1.2 },
    h3: { fontWeight: 700, fontSize: '1.5rem' },
    h4: { fontWeight: 700, fontSize: '1.25rem' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
