import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminConsoleRoutes } from './AdminConsoleRoutes';
import { AppProviders } from '@andel/ui/shell';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AdminConsoleRoutes />
    </AppProviders>
  </StrictMode>,
);
