import type { LoggedOnUser } from '@andel/domain/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkBehavior } from './LinkBehavior';
import { portfolioHomePath, superAdminPath, translationsPath, userSettingsPath } from './routing';
import { useLogout } from './useLogout';

type UserMenuProps = {
  user: LoggedOnUser;
  /** On narrow screens the top bar's links move into this menu. */
  compact: boolean;
  companySettingsPath: string | null;
};

/** The user's initials; opens user settings, the back office for super-admins, and sign-out. */
export const UserMenu = ({ user, compact, companySettingsPath }: UserMenuProps) => {
  const { t } = useTranslation();
  const logout = useLogout();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={t('shell.userMenu.open', { initials: user.initials })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 34, height: 34, fontSize: '0.9rem', bgcolor: 'primary.main' }}>{user.initials}</Avatar>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {compact && (
          <MenuItem component={LinkBehavior} href={portfolioHomePath} onClick={close}>
            {t('shell.topBar.portfolio')}
          </MenuItem>
        )}
        {compact && companySettingsPath && (
          <MenuItem component={LinkBehavior} href={companySettingsPath} onClick={close}>
            {t('shell.topBar.companySettings')}
          </MenuItem>
        )}
        <MenuItem component={LinkBehavior} href={userSettingsPath} onClick={close}>
          {t('shell.userMenu.settings')}
        </MenuItem>
        {user.isSuperAdmin && (
          <MenuItem component={LinkBehavior} href={superAdminPath} onClick={close}>
            {t('shell.userMenu.backoffice')}
          </MenuItem>
        )}
        {user.isSuperAdmin && (
          <MenuItem component={LinkBehavior} href={translationsPath} onClick={close}>
            {t('translations.title')}
          </MenuItem>
        )}
        <MenuItem onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('shell.userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
