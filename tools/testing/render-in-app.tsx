import { catalogue } from '@andel/domain/shared';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { themeFor } from '../../admin-console/src/shell/theme';

/** One i18next instance with the Norwegian texts of the catalogue, as the apps have them once loaded. */
const i18n = i18next.createInstance();
void i18n.init({ resources: { nb: { translation: catalogue.nb } }, lng: 'nb', keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false }, initAsync: false, react: { useSuspense: false } });

/** Renders `ui` as an app shows it (router at `route`, a fresh data cache, Norwegian texts, the theme); answers Testing Library's queries and a user. */
export const renderInApp = (ui: ReactElement, { route = '/' }: { route?: string } = {}) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Providers = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={themeFor('nb')}>{children}</ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  return { user: userEvent.setup(), queryClient, ...render(ui, { wrapper: Providers }) };
};
