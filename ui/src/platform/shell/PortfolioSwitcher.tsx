import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import { portfolioRoles, type PortfolioOverview } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from './api';
import { SwitcherMenu } from './SwitcherMenu';

const scopePath = (scope: string) => `/portfolio/${encodeURIComponent(scope)}/companies`;
const scopeOfPath = (path: string) => /^\/portfolio\/([^/]+)/.exec(path)?.[1] ?? null;

/** The top bar's portfolio switcher: all companies, the role scopes, and the user's own portfolios. */
export const PortfolioSwitcher = ({ pathname }: { pathname: string }) => {
  const { t } = useTranslation();
  // Same key as the portfolio page's all-companies overview, so the two share one request.
  const overview = useQuery({ queryKey: ['portfolio', 'all'], queryFn: ({ signal }) => apiFetch<PortfolioOverview>('/portfolio', { signal }) });
  const current = scopeOfPath(pathname);
  const scopes = ['all', ...portfolioRoles].map((scope) => ({ scope, label: t(`portfolio.scope.${scope}`) }));
  const own = (overview.data?.portfolios ?? []).map((portfolio) => ({ scope: portfolio.id, label: portfolio.name }));
  const currentLabel = [...scopes, ...own].find((entry) => entry.scope === current)?.label ?? t('shell.topBar.portfolio');
  return (
    <SwitcherMenu label={currentLabel} ariaLabel={t('shell.portfolioSwitcher.label', { current: currentLabel })}>
      {(close) => [
        ...scopes.map(({ scope, label }) => (
          <MenuItem key={scope} component="a" href={scopePath(scope)} selected={scope === current} onClick={close}>
            {label}
          </MenuItem>
        )),
        ...(own.length > 0 ? [<Divider key="divider" />] : []),
        ...own.map(({ scope, label }) => (
          <MenuItem key={scope} component="a" href={scopePath(scope)} selected={scope === current} onClick={close}>
            {label}
          </MenuItem>
        )),
      ]}
    </SwitcherMenu>
  );
};
