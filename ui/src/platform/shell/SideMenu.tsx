import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/**
 * One entry of a side menu, named by a message key or, for user data such as a portfolio's name, by a label.
 * `end` marks it current only on its exact address (a dashboard at the root); `badge` counts what is new there (unread messages).
 */
export type SideMenuItem = { path: string; icon?: ReactNode; end?: boolean; badge?: number } & ({ labelKey: string } | { label: string });

/** A vertical menu on wide screens, a scrollable row on narrow ones; the current page is marked. */
export const SideMenu = ({ items, labelKey }: { items: SideMenuItem[]; labelKey: string }) => {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t(labelKey)}
      sx={{
        flexShrink: 0,
        width: { xs: '100%', md: 240 },
        borderRight: { md: 1 },
        borderBottom: { xs: 1, md: 0 },
        borderColor: { xs: 'divider', md: 'divider' },
        bgcolor: 'background.paper',
      }}
    >
      <List sx={{ display: { xs: 'flex', md: 'block' }, overflowX: { xs: 'auto', md: 'visible' }, py: { xs: 0.5, md: 1 } }}>
        {items.map((item) => (
          <ListItem key={item.path} disablePadding sx={{ flex: { xs: '0 0 auto', md: 'initial' }, width: { xs: 'auto', md: '100%' } }}>
            <ListItemButton
              component={NavLink}
              to={item.path}
              end={item.end}
              sx={{
                mx: 1,
                borderRadius: 1,
                '&.active': { bgcolor: 'action.selected', color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
              }}
            >
              {item.icon && <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>}
              <ListItemText primary={'label' in item ? item.label : t(item.labelKey)} slotProps={{ primary: { sx: { fontWeight: 500, whiteSpace: 'nowrap' } } }} />
              {item.badge ? <Chip size="small" color="primary" label={item.badge} aria-label={t('messaging.unreadCount', { count: item.badge })} sx={{ ml: 1 }} /> : null}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
