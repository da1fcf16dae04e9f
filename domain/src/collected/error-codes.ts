import { authErrorCodes } from '../platform/auth/auth.errors';
import { accessErrorCodes } from '../platform/access/access.errors';
import { companiesErrorCodes } from '../platform/companies/companies.errors';
import { companyRegisterErrorCodes } from '../platform/company-register/company-register.errors';
import { companyRolesErrorCodes } from '../platform/company-roles/company-roles.errors';
import { customRolesErrorCodes } from '../platform/custom-roles/custom-roles.errors';
import { enterpriseAccountsErrorCodes } from '../platform/enterprise-accounts/enterprise-accounts.errors';
import { invitationErrorCodes } from '../platform/invitations/invitations.errors';
import { portfoliosErrorCodes } from '../platform/portfolios/portfolios.errors';
import { subscriptionsErrorCodes } from '../platform/subscriptions/subscriptions.errors';
import { superAdminErrorCodes } from '../platform/super-admin/super-admin.errors';
import { translationsErrorCodes } from '../platform/translations/translations.errors';
import { messagingErrorCodes } from '../platform/messaging/messaging.errors';
import { textsErrorCodes } from '../platform/texts/texts.errors';
import { assistantErrorCodes } from '../platform/assistant/assistant.errors';
import { rateLimitsErrorCodes } from '../platform/rate-limits/rate-limits.errors';
import { companyClaimsErrorCodes } from '../platform/company-claims/company-claims.errors';
import { attachmentErrorCodes } from '../register/attachments/attachments.errors';
import { contributionErrorCodes } from '../register/contributions/contributions.errors';
import { articleErrorCodes } from '../register/articles/articles.errors';
import { statementErrorCodes } from '../register/statement/statement.errors';
import { innsynErrorCodes } from '../register/innsyn/innsyn.errors';
import { contractNoteErrorCodes } from '../register/documents/documents.errors';
import { exportErrorCodes } from '../register/export/export.errors';
import { openCapFormatErrorCodes } from '../register/open-cap-format/open-cap-format.errors';
import { publicRegisterErrorCodes } from '../register/public-register/public-register.errors';
import { beneficialOwnersErrorCodes } from '../register/beneficial-owners/beneficial-owners.errors';
import { spreadsheetErrorCodes } from '../register/import/import.errors';
import { shareClassesErrorCodes } from '../register/share-classes/share-classes.errors';
import { shareholdersErrorCodes } from '../register/shareholders/shareholders.errors';
import { transactionErrorCodes } from '../register/transactions/transactions.errors';
import { capitalIncreaseErrorCodes } from '../register/capital-increase/capital-increase.errors';
import { exchangeRateErrorCodes } from '../register/exchange-rates/exchange-rates.errors';
import { capitalIncreaseAllocationErrorCodes } from '../governance/capital-increase-allocation/capital-increase-allocation.errors';
import { oidcErrorCodes } from '../platform/oidc/oidc.errors';
import { sealingErrorCodes } from '../documents/sealing/sealing.errors';
import { signingErrorCodes } from '../documents/signing/signing.errors';
import { subscriptionFormsErrorCodes } from '../documents/subscription-forms/subscription-forms.errors';
import { storageErrorCodes } from '../documents/storage/storage.errors';
import { fileChecksErrorCodes } from '../documents/file-checks/file-checks.errors';
import { messageAttachmentsErrorCodes } from '../documents/message-attachments/message-attachments.errors';
import { archiveErrorCodes } from '../documents/archive/archive.errors';
import { documentViewErrorCodes } from '../documents/document-view/document-view.errors';
import { signingFollowUpErrorCodes } from '../documents/signing-follow-up/signing-follow-up.errors';
import { boardMeetingsErrorCodes } from '../governance/board-meetings/board-meetings.errors';
import { decisionsErrorCodes } from '../governance/decisions/decisions.errors';
import { decisionDocumentsErrorCodes } from '../governance/decision-documents/decision-documents.errors';
import { projectsErrorCodes } from '../governance/projects/projects.errors';
import { batchProjectsErrorCodes } from '../governance/batch-projects/batch-projects.errors';
import { boardVotesErrorCodes } from '../governance/board-votes/board-votes.errors';
import { decisionApplyErrorCodes } from '../governance/decision-apply/decision-apply.errors';
import { boardMinutesErrorCodes } from '../governance/board-minutes/board-minutes.errors';
import { meetingDocumentsErrorCodes } from '../governance/meeting-documents/meeting-documents.errors';
import { boardMemberViewErrorCodes } from '../governance/board-member-view/board-member-view.errors';
import { generalMeetingsErrorCodes } from '../governance/general-meetings/general-meetings.errors';
import { powersOfAttorneyErrorCodes } from '../governance/powers-of-attorney/powers-of-attorney.errors';
import { votingErrorCodes } from '../governance/voting/voting.errors';
import { liveMeetingErrorCodes } from '../governance/live-meeting/live-meeting.errors';
import { decisionFollowUpErrorCodes } from '../governance/decision-follow-up/decision-follow-up.errors';

/** Codes every room may answer with. */
const kernelErrorCodes = ['general-error', 'general-missing-access', 'validationError', 'notFound', 'requestTooLarge', 'serverBusy', 'companyBusy'] as const;

/**
 * The closed list of error codes, collected from the rooms' `<room>.errors.ts`. Each is a message key (seed wording where
 * the seed names one); `bff/src/shared/error-status.ts` maps each to an HTTP status. The rooms' error files import nothing
 * but each other, so this collector (like the message catalogue) is the one place the kernel reads the wings.
 */
export const errorCodes = [
  ...kernelErrorCodes,
  ...authErrorCodes,
  ...accessErrorCodes,
  ...companiesErrorCodes,
  ...companyRegisterErrorCodes,
  ...companyRolesErrorCodes,
  ...customRolesErrorCodes,
  ...enterpriseAccountsErrorCodes,
  ...invitationErrorCodes,
  ...oidcErrorCodes,
  ...portfoliosErrorCodes,
  ...subscriptionsErrorCodes,
  ...superAdminErrorCodes,
  ...translationsErrorCodes,
  ...messagingErrorCodes,
  ...textsErrorCodes,
  ...assistantErrorCodes,
  ...rateLimitsErrorCodes,
  ...companyClaimsErrorCodes,
  ...attachmentErrorCodes,
  ...contributionErrorCodes,
  ...articleErrorCodes,
  ...statementErrorCodes,
  ...innsynErrorCodes,
  ...contractNoteErrorCodes,
  ...exportErrorCodes,
  ...spreadsheetErrorCodes,
  ...publicRegisterErrorCodes,
  ...beneficialOwnersErrorCodes,
  ...openCapFormatErrorCodes,
  ...shareClassesErrorCodes,
  ...shareholdersErrorCodes,
  ...transactionErrorCodes,
  ...capitalIncreaseErrorCodes,
  ...exchangeRateErrorCodes,
  ...sealingErrorCodes,
  ...signingErrorCodes,
  ...subscriptionFormsErrorCodes,
  ...storageErrorCodes,
  ...fileChecksErrorCodes,
  ...messageAttachmentsErrorCodes,
  ...archiveErrorCodes,
  ...documentViewErrorCodes,
  ...signingFollowUpErrorCodes,
  ...decisionsErrorCodes,
  ...capitalIncreaseAllocationErrorCodes,
  ...decisionDocumentsErrorCodes,
  ...projectsErrorCodes,
  ...batchProjectsErrorCodes,
  ...boardMeetingsErrorCodes,
  ...boardVotesErrorCodes,
  ...decisionApplyErrorCodes,
  ...boardMinutesErrorCodes,
  ...meetingDocumentsErrorCodes,
  ...boardMemberViewErrorCodes,
  ...generalMeetingsErrorCodes,
  ...powersOfAttorneyErrorCodes,
  ...votingErrorCodes,
  ...liveMeetingErrorCodes,
  ...decisionFollowUpErrorCodes,
] as const;

type CollectedErrorCode = (typeof errorCodes)[number];

declare module '../kernel/errors/domain-error' {
  interface ErrorCodeRegistry extends Record<CollectedErrorCode, true> {}
}

export type { ErrorCode } from '../kernel/errors/domain-error';
