import type { LinkProps } from '@mui/material/Link';
import { enUS, nbNO, svSE } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import type { Language } from '@andel/domain/shared';
import { LinkBehavior } from './LinkBehavior';

/** Andel's look: calm blue-green, white surfaces, soft corners; shared by every app and by react-admin. */
export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: '#1d5c63', contrastText: '#ffffff' },
    secondary: { main: '#b5651d' },
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
