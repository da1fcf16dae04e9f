import { transactionErrorCodes } from '../../register/transactions/transaction-error-codes';
import { spreadsheetErrorCodes } from '../../register/import/spreadsheet-errors';
import { invitationErrorCodes } from '../../platform/invitations/invitation-constants';
import { attachmentErrorCodes } from '../../register/attachments/transaction-attachment.schemas';
import { contractNoteErrorCodes } from '../../register/documents/contract-note.schemas';

/**
 * The closed list of error codes. Each is a message key (seed wording where the seed names one);
 * `bff/src/shared/error-status.ts` maps each to an HTTP status.
 */
export const errorCodes = [
  'general-error',
  'general-missing-access',
  'validationError',
  'auth.notAuthenticated',
  'auth.invalidCredentials',
  'auth.tooManyAttempts',
  'auth.otpRequired',
  'auth.invalidOtp',
  'auth.invalidResetToken',
  'auth.csrfInvalid',
  'auth.usernameTaken',
  'auth.invalidVerificationCode',
  'company.notFound',
  'access.forbidden',
  'portfolio.notFound',
  'portfolio.adminRoleRequired',
  'portfolio.autoonboardNotAllowed',
  'portfolio.tabNotInScope',
  'companySearch.unavailable',
  'companyRoles.notFound',
  'notFound',
  'requestTooLarge',
  'shareClasses.codeInUse',
  'shareClasses.classInUse',
  'shareClasses.notFound',
  'shareholders.notFound',
  'shareholders.hasHeldShares',
  'shareholders.copy.sameCompany',
  'transactions.notFound',
  'enterpriseAccount.notFound',
  'enterpriseAccount.companyTaken',
  'superAdmin.subscriptionStateFinal',
  ...transactionErrorCodes,
  ...spreadsheetErrorCodes,
  'customRoles.notFound',
  'customRoles.userNotAvailable',
  ...invitationErrorCodes,
  ...attachmentErrorCodes,
  ...contractNoteErrorCodes,
] as const;

export type ErrorCode = (typeof errorCodes)[number];
