import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyNamed, LoadingState, NotFound, portfolioHomePath, RedirectKeepingQuery } from '@andel/ui/shell';
import { SignedIn } from './SignedIn';

// Each page's code loads when it is opened; react-admin only when a company is.
const EnterpriseAccountPage = lazyNamed(() => import('./platform/enterprise-accounts/EnterpriseAccountPage'), 'EnterpriseAccountPage');
const AffiliatePage = lazyNamed(() => import('./platform/users/AffiliatePage'), 'AffiliatePage');
const BatchInvitationRequestPage = lazyNamed(() => import('./platform/invitations/BatchInvitationRequestPage'), 'BatchInvitationRequestPage');
const InvitationRequestPage = lazyNamed(() => import('./platform/invitations/InvitationRequestPage'), 'InvitationRequestPage');
const CreatePasswordPage = lazyNamed(() => import('./platform/auth/CreatePasswordPage'), 'CreatePasswordPage');
const ForgotPasswordPage = lazyNamed(() => import('./platform/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const LoginPage = lazyNamed(() => import('./platform/auth/LoginPage'), 'LoginPage');
const LoginCallbackPage = lazyNamed(() => import('./platform/oidc/LoginCallbackPage'), 'LoginCallbackPage');
const AdminContactPage = lazyNamed(() => import('./platform/portfolios/AdminContactPage'), 'AdminContactPage');
const CustomRoleHolderPage = lazyNamed(() => import('./platform/portfolios/CustomRoleHolderPage'), 'CustomRoleHolderPage');
const CustomRolePage = lazyNamed(() => import('./platform/portfolios/CustomRolePage'), 'CustomRolePage');
const HolderPage = lazyNamed(() => import('./platform/portfolios/HolderPage'), 'HolderPage');
const PortfolioPage = lazyNamed(() => import('./platform/portfolios/PortfolioPage'), 'PortfolioPage');
const PortfolioBeneficialOwners = lazyNamed(() => import('./register/beneficial-owners/PortfolioBeneficialOwners'), 'PortfolioBeneficialOwners');
const TermsPage = lazyNamed(() => import('./platform/users/TermsPage'), 'TermsPage');
const PortfolioMatterFollowUps = lazyNamed(() => import('./governance/matter-follow-up/PortfolioMatterFollowUps'), 'PortfolioMatterFollowUps');
const PortfolioSignatures = lazyNamed(() => import('./documents/portfolio-signatures/PortfolioSignatures'), 'PortfolioSignatures');
const SuperAdminPage = lazyNamed(() => import('./platform/super-admin/SuperAdminPage'), 'SuperAdminPage');
const BackOfficePublicRegister = lazyNamed(() => import('./register/public-register/BackOfficePublicRegister'), 'BackOfficePublicRegister');
const ArStatusTab = lazyNamed(() => import('./register/statement/ArStatusTab'), 'ArStatusTab');
const UserSettingsPage = lazyNamed(() => import('./platform/users/UserSettingsPage'), 'UserSettingsPage');
const TranslationsPage = lazyNamed(() => import('./platform/translations/TranslationsPage'), 'TranslationsPage');
const HelpCenterPage = lazyNamed(() => import('./platform/help-center/HelpCenterPage'), 'HelpCenterPage');
const StoriesPage = lazyNamed(() => import('./platform/help-center/StoriesPage'), 'StoriesPage');
const CompanyAdmin = lazyNamed(() => import('./CompanyAdmin'), 'CompanyAdmin');

/** The admin console's pages; every address the other apps do not serve lands here. */
export const AdminConsoleRoutes = () => (
  <Suspense fallback={<LoadingState />}>
    <Routes>
      <Route path="/" element={<RedirectKeepingQuery to={portfolioHomePath} />} />
      <Route path="/portfolio" element={<RedirectKeepingQuery to={portfolioHomePath} />} />
      <Route path="/portfolio/companies" element={<RedirectKeepingQuery to={portfolioHomePath} />} />
      <Route path="/portfolio/:scope/companies/beneficial-owners" element={<SignedIn><PortfolioPage section="companies"><PortfolioBeneficialOwners /></PortfolioPage></SignedIn>} />
      <Route path="/portfolio/:scope/companies/ar-status" element={<SignedIn><PortfolioPage section="companies"><ArStatusTab /></PortfolioPage></SignedIn>} />
      <Route path="/portfolio/:scope/companies/:tab?" element={<SignedIn><PortfolioPage section="companies" /></SignedIn>} />
      <Route path="/portfolio/:scope/follow-up/:tab?" element={<SignedIn><PortfolioPage section="follow-up" /></SignedIn>} />
      <Route path="/portfolio/:scope/follow-up/signatures/:signaturesTab?" element={<SignedIn><PortfolioPage section="follow-up"><PortfolioSignatures /></PortfolioPage></SignedIn>} />
      <Route path="/signatures" element={<Navigate to="/portfolio/all/follow-up/signatures" replace />} />
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
            <CompanyAdmin />
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
  </Suspense>
);
