import CssBaseline from '@mui/material/CssBaseline';
import LinearProgress from '@mui/material/LinearProgress';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { currentLanguage, i18n } from './i18n';
import { NotificationProvider } from './NotificationProvider';
import { createQueryClient } from './query-client';
import { themeFor } from './theme';
import { useTranslations } from './translations';

/** The theme in the interface language, made again when the language changes. */
const LocalisedTheme = ({ children }: { children: ReactNode }) => {
  const { i18n: instance } = useTranslation();
  const theme = useMemo(() => themeFor(currentLanguage()), [instance.language]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};

/** The app once the texts of its language are here (a thin bar until then), kept current while it is open. */
const WithTexts = ({ children }: { children: ReactNode }) => (useTranslations() ? children : <LinearProgress />);

/** Router, data cache, translations, theme and snackbar: what every app's root needs. */
export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <LocalisedTheme>
            <CssBaseline />
            <WithTexts>
              <NotificationProvider>{children}</NotificationProvider>
            </WithTexts>
          </LocalisedTheme>
        </I18nextProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
};
