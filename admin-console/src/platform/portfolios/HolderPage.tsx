import { portfolioHolderTabs, type PortfolioHolderTab, type PortfolioHolder } from '@andel/domain/shared';
import { Navigate, useParams } from 'react-router';
import { NotFound } from '@andel/ui/shell';
import { HolderContacts } from './HolderContacts';
import { HolderHoldings } from './HolderHoldings';
import { holderPath, isOneOf, sectionApiPath, sectionPath } from './portfolio-scopes';
import { PortfolioDetail } from './PortfolioDetail';
import { SectionTabs } from './SectionTabs';

/** `shareholder/{shareholderId}/{activeTab}`: a holder across the companies the viewer administers here; the bare address opens the overview. */
export const HolderPage = () => {
  const { scope = 'all', shareholderId = '', activeTab } = useParams();
  if (!activeTab) return <Navigate to={holderPath(scope, shareholderId)} replace />;
  if (!isOneOf<PortfolioHolderTab>(portfolioHolderTabs, activeTab)) return <NotFound embedded />;
  return (
    <PortfolioDetail<PortfolioHolder>
      apiPath={`${sectionApiPath(scope, 'shareholders')}/${encodeURIComponent(shareholderId)}`}
      back={{ to: sectionPath(scope, 'shareholders'), labelKey: 'portfolio.section.shareholders' }}
      title={(holder) => holder.name}
      subtitle={(holder) => holder.companyNumber ?? undefined}
    >
      {(holder) => (
        <>
          <SectionTabs
            value={activeTab}
            labelKey="portfolio.holder.tabs"
            tabs={portfolioHolderTabs.map((tab) => ({ value: tab, labelKey: `portfolio.holder.tab.${tab}`, to: holderPath(scope, shareholderId, tab) }))}
          />
          {activeTab === 'overview' ? <HolderHoldings holder={holder} /> : <HolderContacts holder={holder} />}
        </>
      )}
    </PortfolioDetail>
  );
};
