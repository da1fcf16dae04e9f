import { catalogue } from '@andel/domain/shared';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n, putTexts } from '../../ui/src/platform/shell/i18n';
import { themeFor } from '../../ui/src/platform/shell/theme';

// The apps' i18next instance with the Norwegian texts of the catalogue, as the apps have them once loaded from the server.
putTexts('nb', { version: 1, texts: catalogue.nb });

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
