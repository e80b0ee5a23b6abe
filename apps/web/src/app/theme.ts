import { createTheme } from '@mui/material/styles';
import { plPL } from '@mui/material/locale';

/** Layout constants of docs/spec/part-1.md §9. */
export const LAYOUT = { sidebarWidth: 260, sidebarMiniWidth: 80, desktopBreakpoint: 960 } as const;

const navy = '#0f1f38';

export const theme = createTheme(
  {
    breakpoints: { values: { xs: 0, sm: 600, md: LAYOUT.desktopBreakpoint, lg: 1280, xl: 1920 } },
    palette: {
      mode: 'light',
      primary: { main: '#0b5cab', dark: '#08457f', light: '#3d7fc1', contrastText: '#fff' },
      secondary: { main: '#c2410c', contrastText: '#fff' },
      warning: { main: '#b45309', contrastText: '#fff' },
      // Every colour that carries white text (filled chips, toasts, badges) or is text on white (outlined chips)
      // reaches WCAG AA 4.5:1 on white and on the page background.
      success: { main: '#2e7d32', dark: '#1b5e20', light: '#4caf50', contrastText: '#fff' },
      info: { main: '#0a6394', dark: '#074a6f', light: '#3b8bb8', contrastText: '#fff' },
      error: { main: '#c62828', dark: '#8e1c1c', light: '#e25c5c', contrastText: '#fff' },
      background: { default: '#f3f5f9', paper: '#ffffff' },
      text: { primary: '#1b2535', secondary: '#5a6678' },
      divider: '#e3e8ef',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter Variable", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h4: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 650 },
      h6: { fontWeight: 650 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: '#e3e8ef' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      // A disabled field's hint still has to be read (the control itself is exempt, its hint is not).
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: '#5a6678' } } } },
      MuiFormControl: { defaultProps: { size: 'small' } },
      // Compact lists: small rows, tighter cells, so a list fits 1440×900 without scrolling sideways.
      MuiTable: { defaultProps: { size: 'small' } },
      MuiTableCell: {
        styleOverrides: {
          head: { fontWeight: 650, color: '#3b4658', backgroundColor: '#f7f9fc', whiteSpace: 'nowrap', lineHeight: 1.3 },
          // Tighter still below 1400 px, so the lists also fit a 1280 px screen.
          sizeSmall: { padding: '5px 6px', lineHeight: 1.35, '@media (min-width: 1400px)': { padding: '5px 10px' } },
          paddingCheckbox: { padding: '0 4px' },
          // No word is ever broken inside: text wraps between words only, so a column is never narrower than its
          // longest word; a table that cannot fit then scrolls inside its container (docs/decisions.md "What a new
          // user reads: words, labels, dates, numbers"). Long single tokens are cut with '…' by `TruncatedText`.
          body: { overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'manual' },
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  },
  plPL,
);

export const SIDEBAR_COLORS = {
  background: navy,
  text: '#c9d3e3',
  active: '#ffffff',
  activeBackground: 'rgba(255,255,255,0.1)',
} as const;
