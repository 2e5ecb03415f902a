import { alpha, createTheme } from '@mui/material/styles';

/**
 * Camp Concierge theme. Breakpoints and spacing come from the spec (xs 0, sm 600, md 894,
 * lg 1280, xl 1440; spacing 10). Colours were checked for WCAG AA: primary on white 7.4:1,
 * secondary text on the cream background 7.3:1, dark text on the sunflower accent 9.1:1.
 */
const primary = { main: '#1f5f5b', light: '#4c8c87', dark: '#0e3e3b', contrastText: '#ffffff' };
const secondary = { main: '#f6c453', light: '#fbdf9c', dark: '#c9962a', contrastText: '#1d2a2a' };
// Focus ring: at least 3:1 against the cream and white surfaces and the dark footer (WCAG 1.4.11).
const focusRing = '#b07a12';

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 894, lg: 1280, xl: 1440 } },
  spacing: 10,
  palette: {
    primary,
    secondary,
    success: { main: '#2e7d32', dark: '#1b5e20' },
    warning: { main: '#b26a00', light: '#f5a623', dark: '#7a4800' },
    error: { main: '#c62828' },
    info: { main: '#1f5f8b' },
    background: { default: '#fbfaf6', paper: '#ffffff' },
    text: { primary: '#1d2a2a', secondary: '#4a5656' },
    divider: 'rgba(29, 42, 42, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      '"Nunito Sans Variable", "Nunito Sans Fallback", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    h1: { fontWeight: 800, fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.2rem)', lineHeight: 1.12 },
    h2: { fontWeight: 800, fontSize: 'clamp(1.6rem, 1.25rem + 1.4vw, 2.4rem)', lineHeight: 1.2 },
    h3: { fontWeight: 800, fontSize: 'clamp(1.3rem, 1.1rem + 0.8vw, 1.75rem)', lineHeight: 1.25 },
    h4: { fontWeight: 700, fontSize: '1.3rem', lineHeight: 1.3 },
    h5: { fontWeight: 700, fontSize: '1.125rem' },
    h6: { fontWeight: 700, fontSize: '1rem' },
    subtitle1: { fontSize: '1.075rem', lineHeight: 1.6 },
    body1: { lineHeight: 1.65 },
    button: { textTransform: 'none', fontWeight: 700, letterSpacing: 0.1 },
    overline: { fontWeight: 800, letterSpacing: 1.4 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'auto' },
        body: { WebkitFontSmoothing: 'antialiased' },
        // Keyboard users always see where focus is (WCAG 2.4.7).
        ':focus-visible': { outline: `3px solid ${focusRing}`, outlineOffset: 2 },
        // Less motion when asked (WCAG 2.3.3): transitions end at once and animations, spinners
        // included, run once instead of looping.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${focusRing}`, outlineOffset: 2 },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20 },
        sizeLarge: { paddingBlock: 11, paddingInline: 28, fontSize: '1rem' },
        outlined: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    // Rounded when floating; square when it fills a phone's screen.
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: 18 }, paperFullScreen: { borderRadius: 0 } },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 800, fontSize: '1.35rem' } } },
    MuiMenu: {
      styleOverrides: {
        paper: { borderRadius: 12, boxShadow: `0 12px 32px ${alpha('#0e3e3b', 0.16)}` },
      },
    },
    MuiMenuItem: { styleOverrides: { root: { minHeight: 44, paddingInline: 18 } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
