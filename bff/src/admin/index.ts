import { innsynRoutes } from './register/innsyn/innsyn.routes';
import { statementRoutes } from './register/statement/statement.routes';
import { exchangeRateRoutes } from './register/exchange-rates/exchange-rates.routes';
import { contributionRoutes } from './register/contributions/contributions.routes';
import { articleRoutes } from './register/articles/articles.routes';
import { newRouter, type BffDeps } from '../shared/router';
import { companyRegisterRoutes } from './platform/company-register/company-register.routes';
import { companyRoleRoutes } from './platform/company-roles/company-roles.routes';
import { customRoleRoutes } from './platform/custom-roles/custom-roles.routes';
import { enterpriseAccountRoutes } from './platform/enterprise-accounts/enterprise-accounts.routes';
import { administratorRoutes } from './platform/invitations/administrators.routes';
import { invitationRequestRoutes } from './platform/invitations/invitation-requests.routes';
import { notifyShareholdersRoutes } from './register/shareholder-portal/notify-shareholders.routes';
import { portfolioCustomRoleRoutes } from './platform/portfolios/portfolio-custom-roles.routes';
import { portfolioDetailRoutes } from './platform/portfolios/portfolio-details.routes';
import { portfolioTabRoutes } from './platform/portfolios/portfolio-tabs.routes';
import { portfolioRoutes } from './platform/portfolios/portfolios.routes';
import { subscriptionRoutes } from './platform/subscriptions/subscriptions.routes';
import { superAdminRoutes } from './platform/super-admin/super-admin.routes';
import { translationAdminRoutes } from './platform/translations/translations.routes';
import { messagingRoutes } from './platform/messaging/messaging.routes';
import { attachmentRoutes } from './register/attachments/attachments.routes';
import { exportRoutes } from './register/export/export.routes';
import { portfolioExportRoutes } from './register/export/portfolio-export.routes';
import { importRoutes } from './register/import/import.routes';
import { publicRegisterRoutes } from './register/public-register/public-register.routes';
import { ownershipRoutes } from './register/ownership/ownership.routes';
import { beneficialOwnerRoutes } from './register/beneficial-owners/beneficial-owners.routes';
import { openCapFormatRoutes } from './register/open-cap-format/open-cap-format.routes';
import { portfolioUploadRoutes } from './register/import/portfolio-upload.routes';
import { shareClassRoutes } from './register/share-classes/share-classes.routes';
import { shareholderRoutes } from './register/shareholders/shareholders.routes';
import { transactionRoutes } from './register/transactions/transactions.routes';
import { boardMeetingRoutes } from './governance/board-meetings/board-meetings.routes';
import { decisionRoutes } from './governance/decisions/decisions.routes';
import { decisionApplyRoutes } from './governance/decision-apply/decision-apply.routes';
import { capitalIncreaseRoutes } from './governance/capital-increase-decisions/capital-increase.routes';
import { capitalIncreaseAllocationRoutes } from './governance/capital-increase-allocation/capital-increase-allocation.routes';
import { shareholderActorRoutes } from './register/shareholders/shareholder-actors.routes';
import { projectRoutes } from './governance/projects/projects.routes';
import { batchProjectRoutes } from './governance/batch-projects/batch-projects.routes';
import { documentAttachmentRoutes } from './governance/projects/document-attachments.routes';
import { boardMinutesRoutes } from './governance/board-minutes/board-minutes.routes';
import { meetingDocumentRoutes } from './governance/meeting-documents/meeting-documents.routes';
import { archiveRoutes } from './documents/archive/archive.routes';
import { signingRoutes } from './documents/signing/signing.routes';
import { subscriptionFormAdminRoutes } from './documents/subscription-forms/subscription-forms.routes';
import { signingFollowUpRoutes } from './documents/signing-follow-up/signing-follow-up.routes';
import { portfolioSignatureRoutes } from './documents/portfolio-signatures/portfolio-signatures.routes';
import { adminReviewRoutes } from './governance/board-member-view/admin-review.routes';
import { adminScheduleRoutes } from './governance/schedule/schedule.routes';
import { generalMeetingRoutes } from './governance/general-meetings/general-meetings.routes';
import { matterFollowUpRoutes } from './governance/matter-follow-up/matter-follow-up.routes';
import { decisionFollowUpRoutes } from './governance/decision-follow-up/decision-follow-up.routes';
import { liveMeetingAdminRoutes } from './governance/live-meeting/live-meeting.routes';

/** The admin console's backend: portfolio and, under /company/{orgNo}, the company administration. */
export const adminBff = (deps: BffDeps) =>
  newRouter()
    // Before the portfolio's own routes: /portfolio/follow-up/count is not /portfolio/{id}.
    .route('/', matterFollowUpRoutes())
    .route('/', portfolioSignatureRoutes(deps))
    .route('/', liveMeetingAdminRoutes(deps))
    .route('/', portfolioCustomRoleRoutes())
    .route('/', portfolioExportRoutes())
    .route('/', portfolioUploadRoutes(deps))
    .route('/', portfolioDetailRoutes())
    .route('/', portfolioRoutes())
    .route('/', portfolioTabRoutes(deps))
    .route('/', companyRegisterRoutes(deps))
    .route('/', companyRoleRoutes())
    .route('/', shareClassRoutes())
    .route('/', shareholderRoutes(deps))
    .route('/', transactionRoutes())
    .route('/', attachmentRoutes())
    .route('/', contributionRoutes())
    .route('/', articleRoutes())
    .route('/', statementRoutes(deps))
    .route('/', exchangeRateRoutes(deps))
    .route('/', innsynRoutes(deps))
    .route('/', subscriptionRoutes())
    .route('/', superAdminRoutes(deps))
    .route('/', translationAdminRoutes())
    .route('/', messagingRoutes(deps))
    .route('/', enterpriseAccountRoutes())
    .route('/', importRoutes(deps))
    .route('/', publicRegisterRoutes())
    .route('/', ownershipRoutes())
    .route('/', beneficialOwnerRoutes())
    .route('/', openCapFormatRoutes())
    .route('/', exportRoutes())
    .route('/', customRoleRoutes())
    .route('/', administratorRoutes(deps))
    .route('/', invitationRequestRoutes(deps))
    .route('/', notifyShareholdersRoutes(deps))
    .route('/', boardMeetingRoutes(deps))
    .route('/', generalMeetingRoutes(deps))
    .route('/', decisionRoutes())
    .route('/', decisionApplyRoutes())
    .route('/', capitalIncreaseRoutes())
    .route('/', decisionFollowUpRoutes(deps))
    .route('/', capitalIncreaseAllocationRoutes())
    .route('/', shareholderActorRoutes())
    .route('/', projectRoutes())
    .route('/', batchProjectRoutes(deps))
    .route('/', documentAttachmentRoutes())
    .route('/', boardMinutesRoutes())
    .route('/', meetingDocumentRoutes(deps))
    .route('/', archiveRoutes(deps))
    .route('/', signingRoutes(deps))
    .route('/', subscriptionFormAdminRoutes(deps))
    .route('/', signingFollowUpRoutes(deps))
    .route('/', adminReviewRoutes())
    .route('/', adminScheduleRoutes());
