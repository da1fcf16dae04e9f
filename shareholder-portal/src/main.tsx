import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@andel/ui/shell';
import { ShareholderPortalRoutes } from './ShareholderPortalRoutes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <ShareholderPortalRoutes />
    </AppProviders>
  </StrictMode>,
);
