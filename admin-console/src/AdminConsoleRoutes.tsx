import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { EnterpriseAccountPage } from './platform/enterprise-accounts/EnterpriseAccountPage';
import { AffiliatePage } from './platform/users/AffiliatePage';
import { BatchInvitationRequestPage } from './platform/invitations/BatchInvitationRequestPage';
import { InvitationRequestPage } from './platform/invitations/InvitationRequestPage';
import { CreatePasswordPage } from './platform/auth/CreatePasswordPage';
import { ForgotPasswordPage } from './platform/auth/ForgotPasswordPage';
import { LoginPage } from './platform/auth/LoginPage';
import { LoginCallbackPage } from './platform/oidc/LoginCallbackPage';
import { AdminContactPage } from './platform/portfolios/AdminContactPage';
import { CustomRoleHolderPage } from './platform/portfolios/CustomRoleHolderPage';
import { CustomRolePage } from './platform/portfolios/CustomRolePage';
import { HolderPage } from './platform/portfolios/HolderPage';
import { PortfolioPage } from './platform/portfolios/PortfolioPage';
import { PortfolioBeneficialOwners } from './register/beneficial-owners/PortfolioBeneficialOwners';
import { TermsPage } from './platform/users/TermsPage';
import { LoadingState, NotFound, portfolioHomePath, RedirectKeepingQuery } from './shell';
import { SignedIn } from './SignedIn';
import { PortfolioMatterFollowUps } from './governance/matter-follow-up/PortfolioMatterFollowUps';
import { SuperAdminPage } from './platform/super-admin/SuperAdminPage';
import { BackOfficePublicRegister } from './register/public-register/BackOfficePublicRegister';
import { UserSettingsPage } from './platform/users/UserSettingsPage';
import { TranslationsPage } from './platform/translations/TranslationsPage';
import { HelpCenterPage } from './platform/help-center/HelpCenterPage';
import { StoriesPage } from './platform/help-center/StoriesPage';

// react-admin is loaded only when a company is opened.
const CompanyAdmin = lazy(() => import('./CompanyAdmin').then((module) => ({ default: module.CompanyAdmin })));

/** The admin console's pages; every address the other apps do not serve lands here. */
export const AdminConsoleRoutes = () => (
  <Routes>
    <Route path="/" element={<RedirectKeepingQuery to={portfolioHomePath} />} />
    <Route path="/portfolio" element={<RedirectKeepingQuery to={portfolioHomePath} />} />
    <Route path="/portfolio/companies" element={<RedirectKeepingQuery to={portfolioHomePath} />} />
    <Route path="/portfolio/:scope/companies/beneficial-owners" element={<SignedIn><PortfolioPage section="companies"><PortfolioBeneficialOwners /></PortfolioPage></SignedIn>} />
    <Route path="/portfolio/:scope/companies/:tab?" element={<SignedIn><PortfolioPage section="companies" /></SignedIn>} />
    <Route path="/portfolio/:scope/follow-up/:tab?" element={<SignedIn><PortfolioPage section="follow-up" /></SignedIn>} />
    <Route path="/portfolio/:scope/follow-up/matters/:tab?" element={<SignedIn><PortfolioPage section="follow-up"><PortfolioMatterFollowUps /></PortfolioPage></SignedIn>} />
    <Route path="/portfolio/:scope/contacts/:tab?" element={<SignedIn><PortfolioPage section="contacts" /></SignedIn>} />
    <Route path="/portfolio/:scope/shareholders" element={<SignedIn><PortfolioPage section="shareholders" /></SignedIn>} />
    <Route path="/portfolio/:scope/contacts/admins/:externalId" element={<SignedIn><PortfolioPage section="contacts"><AdminContactPage /></PortfolioPage></SignedIn>} />
    <Route path="/portfolio/:scope/contacts/custom-role/:customRoleId" element={<SignedIn><PortfolioPage section="contacts"><CustomRolePage /></PortfolioPage></SignedIn>} />
    <Route
      path="/portfolio/:scope/contacts/custom-role/:customRoleId/details/:externalId"
      element={<SignedIn><PortfolioPage section="contacts"><CustomRoleHolderPage /></PortfolioPage></SignedIn>}
    />
    <Route path="/portfolio/:scope/shareholder/:shareholderId/:activeTab?" element={<SignedIn><PortfolioPage section="shareholders"><HolderPage /></PortfolioPage></SignedIn>} />
    <Route path="/portfolio/:scope/help-center" element={<SignedIn><HelpCenterPage /></SignedIn>} />
    <Route path="/help-center" element={<SignedIn><HelpCenterPage /></SignedIn>} />
    <Route path="/stories/:story?" element={<StoriesPage />} />
    <Route path="/login" element={<LoginPage />} />
    <Route path="/login-sweden" element={<LoginPage eidProvider="bankid-se" />} />
    <Route path="/login-callback" element={<LoginCallbackPage />} />
    <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    <Route path="/user/create-password" element={<CreatePasswordPage />} />
    <Route path="/terms" element={<TermsPage />} />
    <Route path="/affiliate/:affiliateKey" element={<AffiliatePage />} />
    <Route path="/user/settings" element={<SignedIn><UserSettingsPage /></SignedIn>} />
    <Route
      path="/company/:orgNo/*"
      element={
        <SignedIn>
          <Suspense fallback={<LoadingState />}>
            <CompanyAdmin />
          </Suspense>
        </SignedIn>
      }
    />
    <Route path="/super-admin-backoffice/:view?/:subView?" element={<SignedIn><SuperAdminPage publicRegister={<BackOfficePublicRegister />} /></SignedIn>} />
    <Route path="/t" element={<SignedIn><TranslationsPage /></SignedIn>} />
    <Route path="/enterprise-account/:id/:tab?" element={<SignedIn><EnterpriseAccountPage /></SignedIn>} />
    <Route path="/invitation-request/:invitationRequestId" element={<SignedIn><InvitationRequestPage /></SignedIn>} />
    <Route path="/batch-invitation-request/:batchId" element={<SignedIn><BatchInvitationRequestPage /></SignedIn>} />
    <Route path="*" element={<NotFound />} />
  </Routes>
);
