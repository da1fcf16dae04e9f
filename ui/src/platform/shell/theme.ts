import type { CheckboxProps } from '@mui/material/Checkbox';
import type { LinkProps } from '@mui/material/Link';
import { enUS, nbNO, svSE } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import type { Language } from '@andel/domain/shared';
import { LinkBehavior } from './LinkBehavior';

/**
 * A checkbox named with `aria-label` (react-admin's row selection does so) carries the name on its input, where a
 * screen reader reads it, not on MUI's wrapping span, where the attribute is prohibited and the input stays unnamed.
 */
const checkboxNamedOnInput: CheckboxProps = {
  slotProps: {
    root: { 'aria-label': undefined },
    input: ({ inputProps, 'aria-label': label }) => ({ ...inputProps, ...(label ? { 'aria-label': label } : {}) }),
  },
};

/** Andel's look: calm blue-green, white surfaces, soft corners; shared by every app and by react-admin. */
export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: '#1d5c63', contrastText: '#ffffff' },
    // Secondary, warning and info darker than MUI's defaults: their text and chips reach 4.5:1 on white and on the page grey (WCAG 1.4.3).
    secondary: { main: '#9a5518' },
    warning: { main: '#9c4f00' },
    info: { main: '#0268a8' },
    background: { default: '#f4f6f7', paper: '#ffffff' },
    text: { primary: '#1c2b2d', secondary: '#566668' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25 },
    h2: { fontSize: '1.35rem', fontWeight: 600, lineHeight: 1.3 },
    h3: { fontSize: '1.1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiLink: { defaultProps: { component: LinkBehavior } as LinkProps },
    MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiCheckbox: { defaultProps: checkboxNamedOnInput },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
};

export const theme = createTheme(themeOptions);

/** MUI's own texts (page buttons, autocomplete, alert) in the interface language. */
const muiLocales: Record<Language, ThemeOptions> = { nb: nbNO, sv: svSE, en: enUS };

/** The theme options in a language, what react-admin's `<Admin theme>` takes (the locales name other components than ours). */
export const themeOptionsFor = (language: Language): ThemeOptions => ({
  ...themeOptions,
  components: { ...themeOptions.components, ...muiLocales[language].components },
});

export const themeFor = (language: Language) => createTheme(themeOptionsFor(language));
