import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Route, useParams } from 'react-router';
import { AppLayout, currentLanguage, NotFound, themeOptionsFor, useCompanyGate, useTranslations } from '@andel/ui/shell';
import { CompanyDashboard } from './CompanyDashboard';
import { companyRoleRoutes } from './platform/company-roles';
import { CompanyLayout } from './CompanyLayout';
import { companyDataProvider } from './platform/companies/data-provider';
import { createI18nProvider } from './platform/companies/i18n-provider';
import { companyResources } from './company-resources';
import { projectRoutes } from './governance/projects';
import { scheduleRoutes } from './governance/schedule/routes';
import { boardMeetingPreviewRoutes } from './governance/board-member-view/routes';
import { generalMeetingRoutes } from './governance/general-meetings/routes';
import { powerOfAttorneyRoutes } from './governance/powers-of-attorney/routes';
import { matterFollowUpRoutes } from './governance/matter-follow-up/CompanyMatterFollowUpPage';
import { companyFollowUpRoutes } from './platform/portfolios/CompanyFollowUpPage';
import { companySignatureRoutes } from './documents/portfolio-signatures/PortfolioSignatures';
import { shareholderRoutes } from './register/shareholders';
import { transactionRoutes } from './register/transactions';
import { ownershipRoutes } from './register/ownership/routes';
import { beneficialOwnerRoutes } from './register/beneficial-owners/routes';
import { contributionRoutes } from './register/contributions/routes';
import { statementRoutes } from './register/statement/routes';
import { articlesRoutes } from './register/articles/routes';
import { ArchiveFilePicker } from './documents/message-attachments/ArchiveFilePicker';
import { lazyNamed } from '@andel/ui/shell';

const CompanySettingsPage = lazyNamed(() => import('./platform/companies/CompanySettingsPage'), 'CompanySettingsPage');
const CompanySearchPage = lazyNamed(() => import('./platform/portfolios/CompanySearchPage'), 'CompanySearchPage');
const CompanyHelpCenter = lazyNamed(() => import('./platform/help-center/CompanyHelpCenter'), 'CompanyHelpCenter');
const InnsynPage = lazyNamed(() => import('./register/innsyn/InnsynPage'), 'InnsynPage');
const ArchivePage = lazyNamed(() => import('./documents/archive/ArchivePage'), 'ArchivePage');
const MessagingPage = lazyNamed(() => import('./platform/messaging/MessagingPage'), 'MessagingPage');

const CompanyNotFound = () => <NotFound embedded />;

/** Admins, custom roles (limited to their role's features) and super-admins (read-only) use the admin console. */
const adminConsoleAccessTypes = ['ADMIN', 'CUSTOM', 'SUPERADMIN'] as const;

/**
 * `/company/{orgNo}/*`: react-admin for one company, once the user's access to it is confirmed. A company the
 * user cannot open shows why (no access, unknown company) instead.
 */
export const CompanyAdmin = () => {
  const { orgNo = '' } = useParams();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const blocked = useCompanyGate(orgNo, adminConsoleAccessTypes);
  const dataProvider = useMemo(() => companyDataProvider(orgNo), [orgNo]);
  // List filters and sorting are remembered per company: kept on reload, fresh in another company.
  const store = useMemo(() => localStorageStore(undefined, `andel-company-${orgNo}`), [orgNo]);
  // A new provider per language, and per version of the translation admin's overrides, makes react-admin render its texts again.
  const overridesVersion = useTranslations()?.version;
  const i18nProvider = useMemo(() => createI18nProvider(), [i18n.language, overridesVersion]);
  const theme = useMemo(() => themeOptionsFor(currentLanguage()), [i18n.language]);

  if (blocked) return <AppLayout>{blocked}</AppLayout>;

  return (
    <Admin
      key={orgNo}
      basename={`/company/${orgNo}`}
      dataProvider={dataProvider}
      store={store}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={theme}
      layout={CompanyLayout}
      dashboard={CompanyDashboard}
      catchAll={CompanyNotFound}
      disableTelemetry
    >
      {companyResources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>
        <Route path="settings/:menuItem?" element={<CompanySettingsPage />} />
        <Route path="dashboard" element={<CompanyDashboard />} />
        <Route path="search" element={<CompanySearchPage />} />
        <Route path="help-center" element={<CompanyHelpCenter />} />
        {beneficialOwnerRoutes}
        {shareholderRoutes}
        {ownershipRoutes}
        {companyRoleRoutes}
        {transactionRoutes}
        {contributionRoutes}
        {statementRoutes}
        {articlesRoutes}
        <Route path="shareholders/innsyn" element={<InnsynPage />} />
        {projectRoutes}
        <Route path="archive/:rootFolder?" element={<ArchivePage />} />
        <Route path="messaging/:threadId?" element={<MessagingPage archiveFilePicker={ArchiveFilePicker} />} />
        {scheduleRoutes}
        {boardMeetingPreviewRoutes}
        {generalMeetingRoutes}
        {powerOfAttorneyRoutes}
        {matterFollowUpRoutes}
        {companySignatureRoutes}
        {companyFollowUpRoutes}
      </CustomRoutes>
    </Admin>
  );
};
