import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { portfolioRoles } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from './api';

type Portfolios = { portfolios: { id: string; name: string }[] };

const scopePath = (scope: string) => `/portfolio/${encodeURIComponent(scope)}/companies`;
const scopeOfPath = (path: string) => /^\/portfolio\/([^/]+)/.exec(path)?.[1] ?? null;

/** The top bar's portfolio switcher: all companies, the role scopes, and the user's own portfolios. */
export const PortfolioSwitcher = ({ pathname }: { pathname: string }) => {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Same key as the portfolio page's all-companies overview, so the two share one request.
  const overview = useQuery({ queryKey: ['portfolio', 'all'], queryFn: ({ signal }) => apiFetch<Portfolios>('/portfolio', { signal }) });
  const current = scopeOfPath(pathname);
  const scopes = ['all', ...portfolioRoles].map((scope) => ({ scope, label: t(`portfolio.scope.${scope}`) }));
  const own = (overview.data?.portfolios ?? []).map((portfolio) => ({ scope: portfolio.id, label: portfolio.name }));
  const currentLabel = [...scopes, ...own].find((entry) => entry.scope === current)?.label ?? t('shell.topBar.portfolio');
  const item = ({ scope, label }: { scope: string; label: string }) => (
    <MenuItem key={scope} component="a" href={scopePath(scope)} selected={scope === current} onClick={() => setAnchor(null)}>
      {label}
    </MenuItem>
  );
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('shell.portfolioSwitcher.label', { current: currentLabel })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {currentLabel}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {scopes.map(item)}
        {own.length > 0 && <Divider />}
        {own.map(item)}
      </Menu>
    </>
  );
};
