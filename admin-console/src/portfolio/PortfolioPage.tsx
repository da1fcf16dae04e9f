import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLayout, EmptyState, ErrorState, LoadingState, NotFound, type SideMenuItem } from '../shell';
import { CompanyList } from './CompanyList';
import { CompanyTabs } from './CompanyTabs';
import { companiesInScope, companiesInTab, companiesPath, isCompanyTab, isScopeKind, scopeKinds } from './portfolio-scopes';
import type { PortfolioOverview } from './portfolio-types';
import { usePortfolio } from './usePortfolio';

const scopeMenu = (portfolios: PortfolioOverview['portfolios']): SideMenuItem[] => [
  ...scopeKinds.map((scope) => ({ path: companiesPath(scope), labelKey: `portfolio.scope.${scope}` })),
  ...portfolios.map((portfolio) => ({ path: companiesPath(portfolio.id), label: portfolio.name })),
];

/** `/portfolio/{scope}/companies/{tab?}`: the user's companies, by scope and tab; a click opens one by access type. */
export const PortfolioPage = () => {
  const { t } = useTranslation();
  const { scope = 'all', tab = 'all' } = useParams();
  const portfolio = usePortfolio(scope);
  if (!isCompanyTab(tab)) return <NotFound />;

  const content = () => {
    if (portfolio.isPending) return <LoadingState />;
    if (portfolio.isError)
      return isScopeKind(scope) ? (
        <ErrorState error={portfolio.error} onRetry={() => void portfolio.refetch()} />
      ) : (
        <EmptyState titleKey="invalidIdTitle" textKey="invalidIdText" />
      );
    const companies = isScopeKind(scope) ? companiesInScope(portfolio.data.companyItems, scope) : portfolio.data.companyItems;
    return (
      <>
        <CompanyTabs scope={scope} tab={tab} />
        <CompanyList companies={companiesInTab(companies, tab)} scope={scope} tab={tab} />
      </>
    );
  };

  const instance = portfolio.data?.portfolios.find((candidate) => candidate.id === scope);
  return (
    <AppLayout menu={{ items: scopeMenu(portfolio.data?.portfolios ?? []), labelKey: 'portfolio.scope.menu' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {instance ? instance.name : t(isScopeKind(scope) ? `portfolio.scope.${scope}` : 'portfolio.title')}
      </Typography>
      {content()}
    </AppLayout>
  );
};
