import type { Language } from '../kernel/i18n/languages';
import type { Messages } from '../kernel/i18n/define-messages';
import { commonMessages } from '../kernel/i18n/common.messages';
import { validationMessages } from '../kernel/validation/validation.messages';
import { accessMessages } from '../platform/access/access.messages';
import { authMessages } from '../platform/auth/auth.messages';
import { companiesMessages } from '../platform/companies/companies.messages';
import { companyRegisterMessages } from '../platform/company-register/company-register.messages';
import { companyRolesMessages } from '../platform/company-roles/company-roles.messages';
import { customRolesMessages } from '../platform/custom-roles/custom-roles.messages';
import { emailMessages } from '../platform/email/email.messages';
import { enterpriseAccountsMessages } from '../platform/enterprise-accounts/enterprise-accounts.messages';
import { invitationsMessages } from '../platform/invitations/invitations.messages';
import { portfoliosMessages } from '../platform/portfolios/portfolios.messages';
import { shellMessages } from '../platform/shell/shell.messages';
import { subscriptionsMessages } from '../platform/subscriptions/subscriptions.messages';
import { superAdminMessages } from '../platform/super-admin/super-admin.messages';
import { usersMessages } from '../platform/users/users.messages';
import { translationsMessages } from '../platform/translations/translations.messages';
import { helpCenterMessages } from '../platform/help-center/help-center.messages';
import { messagingMessages } from '../platform/messaging/messaging.messages';
import { textsMessages } from '../platform/texts/texts.messages';
import { assistantMessages } from '../platform/assistant/assistant.messages';
import { rateLimitsMessages } from '../platform/rate-limits/rate-limits.messages';
import { companyClaimsMessages } from '../platform/company-claims/company-claims.messages';
import { attachmentsMessages } from '../register/attachments/attachments.messages';
import { contributionsMessages } from '../register/contributions/contributions.messages';
import { articlesMessages } from '../register/articles/articles.messages';
import { statementMessages } from '../register/statement/statement.messages';
import { innsynMessages } from '../register/innsyn/innsyn.messages';
import { documentsMessages } from '../register/documents/documents.messages';
import { exportMessages } from '../register/export/export.messages';
import { importMessages } from '../register/import/import.messages';
import { ledgerMessages } from '../register/ledger/ledger.messages';
import { openCapFormatMessages } from '../register/open-cap-format/open-cap-format.messages';
import { publicRegisterMessages } from '../register/public-register/public-register.messages';
import { ownershipMessages } from '../register/ownership/ownership.messages';
import { beneficialOwnersMessages } from '../register/beneficial-owners/beneficial-owners.messages';
import { readModelMessages } from '../register/read-model/read-model.messages';
import { shareClassesMessages } from '../register/share-classes/share-classes.messages';
import { shareholderPortalMessages } from '../register/shareholder-portal/shareholder-portal.messages';
import { shareholdersMessages } from '../register/shareholders/shareholders.messages';
import { transactionsMessages } from '../register/transactions/transactions.messages';
import { capitalIncreaseMessages } from '../register/capital-increase/capital-increase.messages';
import { exchangeRatesMessages } from '../register/exchange-rates/exchange-rates.messages';
import { capitalIncreaseAllocationMessages } from '../governance/capital-increase-allocation/capital-increase-allocation.messages';
import { oidcMessages } from '../platform/oidc/oidc.messages';
import { sealingMessages } from '../documents/sealing/sealing.messages';
import { signingMessages } from '../documents/signing/signing.messages';
import { subscriptionFormsMessages } from '../documents/subscription-forms/subscription-forms.messages';
import { storageMessages } from '../documents/storage/storage.messages';
import { fileChecksMessages } from '../documents/file-checks/file-checks.messages';
import { messageAttachmentsMessages } from '../documents/message-attachments/message-attachments.messages';
import { archiveMessages } from '../documents/archive/archive.messages';
import { documentViewMessages } from '../documents/document-view/document-view.messages';
import { signingFollowUpMessages } from '../documents/signing-follow-up/signing-follow-up.messages';
import { portfolioSignaturesMessages } from '../documents/portfolio-signatures/portfolio-signatures.messages';
import { boardMeetingsMessages } from '../governance/board-meetings/board-meetings.messages';
import { decisionsMessages } from '../governance/decisions/decisions.messages';
import { decisionDocumentsMessages } from '../governance/decision-documents/decision-documents.messages';
import { projectsMessages } from '../governance/projects/projects.messages';
import { batchProjectsMessages } from '../governance/batch-projects/batch-projects.messages';
import { boardVotesMessages } from '../governance/board-votes/board-votes.messages';
import { decisionApplyMessages } from '../governance/decision-apply/decision-apply.messages';
import { boardMinutesMessages } from '../governance/board-minutes/board-minutes.messages';
import { meetingDocumentsMessages } from '../governance/meeting-documents/meeting-documents.messages';
import { boardMemberViewMessages } from '../governance/board-member-view/board-member-view.messages';
import { generalMeetingsMessages } from '../governance/general-meetings/general-meetings.messages';
import { shareholderNoticeViewMessages } from '../governance/shareholder-notice-view/shareholder-notice-view.messages';
import { powersOfAttorneyMessages } from '../governance/powers-of-attorney/powers-of-attorney.messages';
import { votingMessages } from '../governance/voting/voting.messages';
import { liveMeetingMessages } from '../governance/live-meeting/live-meeting.messages';
import { minutesMessages } from '../governance/minutes/minutes.messages';
import { scheduleMessages } from '../governance/schedule/schedule.messages';
import { matterFollowUpMessages } from '../governance/matter-follow-up/matter-follow-up.messages';
import { decisionFollowUpMessages } from '../governance/decision-follow-up/decision-follow-up.messages';
import { meetingNotificationsMessages } from '../governance/meeting-notifications/meeting-notifications.messages';

/**
 * Every room's messages, collected. Each room owns `<room>.messages.ts`; add a room here and the key-parity test covers it.
 * The collectors (this and `error-codes.ts`, where the wings meet) import the wings only for their declaration files.
 */
export const messageAreas: Record<string, Messages> = {
  'kernel/i18n': commonMessages,
  'kernel/validation': validationMessages,
  'platform/access': accessMessages,
  'platform/auth': authMessages,
  'platform/companies': companiesMessages,
  'platform/company-register': companyRegisterMessages,
  'platform/company-roles': companyRolesMessages,
  'platform/custom-roles': customRolesMessages,
  'platform/email': emailMessages,
  'platform/enterprise-accounts': enterpriseAccountsMessages,
  'platform/invitations': invitationsMessages,
  'platform/oidc': oidcMessages,
  'platform/portfolios': portfoliosMessages,
  'platform/shell': shellMessages,
  'platform/subscriptions': subscriptionsMessages,
  'platform/super-admin': superAdminMessages,
  'platform/users': usersMessages,
  'platform/translations': translationsMessages,
  'platform/help-center': helpCenterMessages,
  'platform/messaging': messagingMessages,
  'platform/texts': textsMessages,
  'platform/assistant': assistantMessages,
  'platform/rate-limits': rateLimitsMessages,
  'platform/company-claims': companyClaimsMessages,
  'register/attachments': attachmentsMessages,
  'register/contributions': contributionsMessages,
  'register/articles': articlesMessages,
  'register/statement': statementMessages,
  'register/innsyn': innsynMessages,
  'register/documents': documentsMessages,
  'register/export': exportMessages,
  'register/import': importMessages,
  'register/ledger': ledgerMessages,
  'register/open-cap-format': openCapFormatMessages,
  'register/public-register': publicRegisterMessages,
  'register/ownership': ownershipMessages,
  'register/beneficial-owners': beneficialOwnersMessages,
  'register/read-model': readModelMessages,
  'register/share-classes': shareClassesMessages,
  'register/shareholder-portal': shareholderPortalMessages,
  'register/shareholders': shareholdersMessages,
  'register/transactions': transactionsMessages,
  'register/capital-increase': capitalIncreaseMessages,
  'register/exchange-rates': exchangeRatesMessages,
  'documents/sealing': sealingMessages,
  'documents/signing': signingMessages,
  'documents/subscription-forms': subscriptionFormsMessages,
  'documents/storage': storageMessages,
  'documents/file-checks': fileChecksMessages,
  'documents/message-attachments': messageAttachmentsMessages,
  'documents/archive': archiveMessages,
  'documents/document-view': documentViewMessages,
  'documents/signing-follow-up': signingFollowUpMessages,
  'documents/portfolio-signatures': portfolioSignaturesMessages,
  'governance/decisions': decisionsMessages,
  'governance/capital-increase-allocation': capitalIncreaseAllocationMessages,
  'governance/decision-documents': decisionDocumentsMessages,
  'governance/projects': projectsMessages,
  'governance/batch-projects': batchProjectsMessages,
  'governance/board-meetings': boardMeetingsMessages,
  'governance/board-votes': boardVotesMessages,
  'governance/decision-apply': decisionApplyMessages,
  'governance/board-minutes': boardMinutesMessages,
  'governance/meeting-documents': meetingDocumentsMessages,
  'governance/board-member-view': boardMemberViewMessages,
  'governance/general-meetings': generalMeetingsMessages,
  'governance/powers-of-attorney': powersOfAttorneyMessages,
  'governance/shareholder-notice-view': shareholderNoticeViewMessages,
  'governance/voting': votingMessages,
  'governance/live-meeting': liveMeetingMessages,
  'governance/minutes': minutesMessages,
  'governance/schedule': scheduleMessages,
  'governance/matter-follow-up': matterFollowUpMessages,
  'governance/decision-follow-up': decisionFollowUpMessages,
  'governance/meeting-notifications': meetingNotificationsMessages,
};

const merge = (language: Language): Record<string, string> =>
  Object.assign({}, ...Object.values(messageAreas).map((area) => area[language]));

export const catalogue: Record<Language, Record<string, string>> = {
  nb: merge('nb'),
  sv: merge('sv'),
  en: merge('en'),
};
