import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SideMenu, type SideMenuItem } from './SideMenu';
import { TopBar } from './TopBar';

type AppLayoutProps = {
  children: ReactNode;
  /** The side menu's entries and the message key naming it for screen readers. */
  menu?: { items: SideMenuItem[]; labelKey: string };
};

/** A signed-in page: the top bar, an optional side menu, and the content as the main landmark. */
export const AppLayout = ({ children, menu }: AppLayoutProps) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
    <TopBar />
    <Box sx={{ flex: 1, display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
      {menu && <SideMenu items={menu.items} labelKey={menu.labelKey} />}
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
        {children}
      </Box>
    </Box>
  </Box>
);
