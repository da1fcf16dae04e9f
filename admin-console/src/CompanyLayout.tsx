import { Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { TitlePortal } from 'react-admin';
import { AppLayout, LoadingState, useCompany } from './shell';
import { companyMenu } from './company-menu';

/** react-admin's layout for a company: the shared top bar and side menu around react-admin's pages and titles. */
export const CompanyLayout = ({ children }: { children: ReactNode }) => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  return (
    <AppLayout menu={{ items: companyMenu(orgNo, company), labelKey: 'company.menu.label' }}>
      <TitlePortal component="div" variant="h2" sx={{ flex: 'none', mb: 1 }} />
      <Suspense fallback={<LoadingState />}>{children}</Suspense>
    </AppLayout>
  );
};
