import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@andel/ui/shell';
import { NoticeSitesRoutes } from './NoticeSitesRoutes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <NoticeSitesRoutes />
    </AppProviders>
  </StrictMode>,
);
