import { Suspense, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { TitlePortal } from 'react-admin';
import { AppLayout, LoadingState, MissingFeature, useCompany } from '@andel/ui/shell';
import { companyMenu } from './company-menu';
import { CompanyClaimBanner } from './platform/companies/CompanyClaimBanner';
import { CompanyTermsBanner } from './platform/companies/CompanyTermsBanner';
import { featuresOfPage } from './company-sections';
import { useMessagingLive, useUnreadMessages } from '@andel/ui/messaging';

/**
 * react-admin's layout for a company: the shared top bar and side menu around react-admin's pages and titles, and the
 * terms an admin still has to accept (`CompanyTermsBanner`) and a claim still to be proven (`CompanyClaimBanner`). A page whose features the user's levels (a custom role's,
 * within its modules) do not open shows the no-access state, so an address typed by hand says so instead of failing
 * call by call.
 */
export const CompanyLayout = ({ children }: { children: ReactNode }) => {
  const { orgNo = '' } = useParams();
  const { pathname } = useLocation();
  const { data: company } = useCompany(orgNo);
  const needed = featuresOfPage(pathname.split('/').slice(3).join('/'));
  const messagingOpen = company !== undefined && company.subscription.capabilities.includes('messaging') && (company.featureLevels.boardMessages !== 'NONE' || company.featureLevels.shareholderMessages !== 'NONE');
  const { data: unreadMessages } = useUnreadMessages(messagingOpen ? `/messaging/${encodeURIComponent(orgNo)}` : null);
  useMessagingLive(orgNo, messagingOpen);
  const closed = company !== undefined && needed !== null && !needed.some((feature) => company.featureLevels[feature] !== 'NONE');
  return (
    <AppLayout menu={{ items: companyMenu(orgNo, company, unreadMessages), labelKey: 'company.menu.label' }}>
      {company && <CompanyClaimBanner company={company} />}
      {company && <CompanyTermsBanner company={company} />}
      <TitlePortal component="div" variant="h2" sx={{ flex: 'none', mb: 1 }} />
      {closed ? <MissingFeature /> : <Suspense fallback={<LoadingState />}>{children}</Suspense>}
    </AppLayout>
  );
};
