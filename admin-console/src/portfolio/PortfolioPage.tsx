import FolderIcon from '@mui/icons-material/FolderOutlined';
import { useParams } from 'react-router';
import { AppLayout, EmptyState, ErrorState, LoadingState, NotFound, type SideMenuItem } from '../shell';
import { CompanyList } from './CompanyList';
import { CompanySearch } from './CompanySearch';
import { CompanyTabs } from './CompanyTabs';
import { companiesInTab, companiesPath, isCompanyTab, isScopeKind, scopeKinds } from './portfolio-scopes';
import type { PortfolioSummary } from './portfolio-types';
import { PortfolioHeader } from './PortfolioHeader';
import { RecentlyVisited } from './RecentlyVisited';
import { usePortfolio } from './usePortfolio';

const scopeMenu = (portfolios: PortfolioSummary[]): SideMenuItem[] => [
  ...scopeKinds.map((scope) => ({ path: companiesPath(scope), labelKey: `portfolio.scope.${scope}` })),
  ...portfolios.map((portfolio) => ({ path: companiesPath(portfolio.id), label: portfolio.name, icon: <FolderIcon /> })),
];

/**
 * `/portfolio/{scope}/companies/{tab?}`: the user's companies by scope (all, a role, one of their portfolios) and
 * tab; a click opens one by access type. An unknown or someone else's portfolio shows the invalid-id state.
 */
export const PortfolioPage = () => {
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
    const { companyItems, portfolios, recentlyVisited } = portfolio.data;
    return (
      <>
        <RecentlyVisited companies={recentlyVisited} />
        <CompanyTabs scope={scope} tab={tab} />
        <CompanyList companies={companiesInTab(companyItems, tab)} portfolios={portfolios} scope={scope} tab={tab} />
      </>
    );
  };

  return (
    <AppLayout menu={{ items: scopeMenu(portfolio.data?.portfolios ?? []), labelKey: 'portfolio.scope.menu' }}>
      {/* A new scope starts with its dialogs closed. */}
      <PortfolioHeader key={scope} scope={scope} instance={portfolio.data?.portfolios.find((candidate) => candidate.id === scope)} />
      <CompanySearch />
      {content()}
    </AppLayout>
  );
};
