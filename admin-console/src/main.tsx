import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminConsoleRoutes } from './AdminConsoleRoutes';
import { AppProviders } from './shell';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AdminConsoleRoutes />
    </AppProviders>
  </StrictMode>,
);
