import { followUpTabs, contactKinds, type ContactKind, type FollowUpTab, type PortfolioOverview, type PortfolioSummary } from '@andel/domain/shared';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { AppLayout, EmptyState, ErrorState, LoadingState, NotFound, type SideMenuItem } from '@andel/ui/shell';
import { CompanyList } from './CompanyList';
import { CompanySearch } from './CompanySearch';
import { CompanyTabs } from './CompanyTabs';
import { ContactsSection, ContactTabs } from './ContactsSection';
import { PortfolioCustomRoles } from './PortfolioCustomRoles';
import { FollowUpSection } from './FollowUpSection';
import { companiesInTab, companiesPath, isCompanyTab, isOneOf, isScopeKind, scopeKinds, sectionPath, sectionsOf, type PortfolioSection } from './portfolio-scopes';
import { PortfolioHeader } from './PortfolioHeader';
import { RecentlyVisited } from './RecentlyVisited';
import { SectionTabs } from './SectionTabs';
import { ShareholdersSection } from './ShareholdersSection';
import { SubsidiaryList } from './SubsidiaryList';
import { usePortfolio } from './usePortfolio';

const scopeMenu = (portfolios: PortfolioSummary[]): SideMenuItem[] => [
  ...scopeKinds.map((scope) => ({ path: companiesPath(scope), labelKey: `portfolio.scope.${scope}` })),
  ...portfolios.map((portfolio) => ({ path: companiesPath(portfolio.id), label: portfolio.name, icon: <FolderIcon /> })),
];

/** The companies section: recently visited, the tabs, the list; the not-connected tab adds the subsidiaries to connect. */
const CompaniesSection = ({ scope, tab, overview }: { scope: string; tab: string; overview: PortfolioOverview }) => {
  if (!isCompanyTab(tab)) return <NotFound />;
  const { companyItems, portfolios, recentlyVisited, subsidiaries } = overview;
  const listed = companiesInTab(companyItems, tab);
  const withSubsidiaries = tab === 'not-connected' && subsidiaries.length > 0;
  return (
    <>
      <RecentlyVisited companies={recentlyVisited} />
      <CompanyTabs scope={scope} tab={tab} />
      {(listed.length > 0 || !withSubsidiaries) && <CompanyList companies={listed} portfolios={portfolios} scope={scope} tab={tab} />}
      {withSubsidiaries && <SubsidiaryList scope={scope} subsidiaries={subsidiaries} companies={companyItems} />}
    </>
  );
};

/** A section other than companies, at its tab; a tab the section does not have is not found. */
const SectionContent = ({ scope, section, tab }: { scope: string; section: Exclude<PortfolioSection, 'companies'>; tab: string | undefined }) => {
  if (section === 'follow-up') return isOneOf<FollowUpTab>(followUpTabs, tab ?? '') ? <FollowUpSection scope={scope} tab={tab as FollowUpTab} /> : <NotFound />;
  if (section === 'contacts') {
    const kind = tab ?? contactKinds[0];
    if (kind === 'custom-roles')
      return (
        <>
          <ContactTabs scope={scope} tab={kind} />
          <PortfolioCustomRoles scope={scope} />
        </>
      );
    return isOneOf<ContactKind>(contactKinds, kind) ? <ContactsSection scope={scope} tab={kind} /> : <NotFound />;
  }
  return <ShareholdersSection scope={scope} />;
};

/**
 * `/portfolio/{scope}/{section}/{tab?}`: the user's companies by scope (all, a role, one of their portfolios), and
 * across them follow-up, contacts and holders. An unknown or someone else's portfolio shows the invalid-id state;
 * a section the scope lacks (contacts in the board-role and investments scopes) leads to its companies. A detail
 * page (a contact, a custom role, a holder) is given as `children` and shown under its section's tab.
 */
export const PortfolioPage = ({ section, children }: { section: PortfolioSection; children?: ReactNode }) => {
  const { scope = 'all', tab } = useParams();
  const portfolio = usePortfolio(scope);
  const sections = sectionsOf(scope);
  if (!sections.includes(section)) return <Navigate to={companiesPath(scope)} replace />;

  const content = () => {
    if (portfolio.isPending) return <LoadingState />;
    if (portfolio.isError)
      return isScopeKind(scope) ? (
        <ErrorState error={portfolio.error} onRetry={() => void portfolio.refetch()} />
      ) : (
        <EmptyState titleKey="invalidIdTitle" textKey="invalidIdText" />
      );
    return (
      <>
        <SectionTabs
          value={section}
          labelKey="portfolio.sections"
          tabs={sections.map((value) => ({ value, labelKey: `portfolio.section.${value}`, to: sectionPath(scope, value, value === 'follow-up' ? 'signatures' : undefined) }))}
        />
        {children ??
          (section === 'companies' ? <CompaniesSection scope={scope} tab={tab ?? 'all'} overview={portfolio.data} /> : <SectionContent scope={scope} section={section} tab={tab} />)}
      </>
    );
  };

  return (
    <AppLayout menu={{ items: scopeMenu(portfolio.data?.portfolios ?? []), labelKey: 'portfolio.scope.menu' }}>
      {/* A new scope starts with its dialogs closed. */}
      <PortfolioHeader key={scope} scope={scope} instance={portfolio.data?.portfolios.find((candidate) => candidate.id === scope)} />
      {section === 'companies' && <CompanySearch />}
      {content()}
    </AppLayout>
  );
};
