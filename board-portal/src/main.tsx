import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@andel/ui/shell';
import { BoardPortalRoutes } from './BoardPortalRoutes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <BoardPortalRoutes />
    </AppProviders>
  </StrictMode>,
);
