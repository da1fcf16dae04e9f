import type { Language } from '@andel/domain/shared';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage, currentLanguage } from './i18n';
import { useChangeLanguage } from './useChangeLanguage';
import { useInterfaceLanguages } from './useInterfaceLanguages';

type LanguageMenuProps = {
  /** Saves the choice on the signed-in user; anonymous pages only remember it on this device. */
  persist: boolean;
  /** Only the icon, for narrow screens. */
  compact?: boolean;
};

/** The interface language: Norwegian, Swedish or English (Swedish not on the main production host). */
export const LanguageMenu = ({ persist, compact = false }: LanguageMenuProps) => {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const offered = useInterfaceLanguages();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const language = currentLanguage();
  const label = t('shell.language.current', { language: t(`language.${language}`) });
  const buttonProps = {
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    'aria-controls': anchor ? menuId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  const choose = (next: Language) => {
    setAnchor(null);
    if (next === language) return;
    if (persist) changeLanguage.mutate(next);
    else void applyLanguage(next);
  };

  return (
    <>
      {compact ? (
        <IconButton color="inherit" {...buttonProps}>
          <TranslateIcon />
        </IconButton>
      ) : (
        <Button color="inherit" startIcon={<TranslateIcon />} {...buttonProps}>
          {t(`language.${language}`)}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {offered.map((option) => (
          <MenuItem key={option} lang={option} selected={option === language} onClick={() => choose(option)}>
            {t(`language.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
