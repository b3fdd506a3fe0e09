import { createTheme, type ThemeOptions } from '@mui/material/styles';

/**
 * MUI's autofill detection (an animation whose start an input hears), declared once for all inputs:
 * MUI would add these keyframes as one more global style sheet per input, and each new sheet makes
 * the browser restyle the whole page (a store's form has dozens of inputs).
 */
const autofillDetection = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
  '.MuiInputBase-input': { animationName: 'mui-auto-fill-cancel', animationDuration: '10ms' },
  '.MuiInputBase-input:-webkit-autofill': { animationName: 'mui-auto-fill', animationDuration: '5000s' },
};

/** One theme for the login page and the admin shell (react-admin takes the options). */
export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: '#1668dc' },
    // darker than MUI's warning and info, so that their text (outlined status chips) reads at 4.5:1 on white
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
    // darker than MUI's error, so that a text button (a bulk Disable) reads at 4.5:1 on the grey page
    error: { main: '#c62828' },
    background: { default: '#f0f2f5' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
    MuiCssBaseline: { styleOverrides: autofillDetection },
    // react-admin labels a row's select checkbox on its wrapping span, where ARIA forbids it and the
    // input stays unnamed: the label moves to the input
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: ({ inputProps, 'aria-label': label }) => ({ ...inputProps, 'aria-label': inputProps?.['aria-label'] ?? label }),
        },
      },
    },
    // Under a dialog's title MUI leaves no room above the first field, whose floating label (it sits
    // on the outlined border, 9 px above it) was clipped by the scrolling content.
    MuiDialogContent: { styleOverrides: { root: { '.MuiDialogTitle-root + &': { paddingTop: 12 } } } },
    // A list's filters stand on one line: the selects' dense bottom margin (4 px) lifted them above
    // the text filters, which have none.
    // the hint under a disabled field says why it is locked: read at full contrast, not dimmed
    MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    // react-admin's empty list message is dimmed to half opacity, below WCAG's contrast
    RaEmpty: { styleOverrides: { root: ({ theme }) => ({ '& .RaEmpty-message': { opacity: 1, color: theme.palette.text.secondary } }) } },
    RaFilterForm: { styleOverrides: { root: { '& .MuiFormControl-marginDense': { marginBottom: 0 } } } },
  },
};

/**
 * The theme in one language: react-admin's spinners (a select loading its choices, a saving button,
 * its Loading page) carry no accessible name of their own, so every progress indicator is named by default.
 */
export function createAppTheme(loadingLabel: string) {
  const named = { defaultProps: { 'aria-label': loadingLabel } };
  return createTheme(themeOptions, { components: { MuiCircularProgress: named, MuiLinearProgress: named } });
}

/** Colours of the dark side menu. */
export const sidebarColors = {
  background: '#001529',
  hover: 'rgba(255,255,255,0.08)',
  active: '#1668dc',
  text: 'rgba(255,255,255,0.75)',
  textActive: '#fff',
};
