import { transactionErrorCodes, type ErrorCode } from '@andel/domain/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one table from error code to HTTP status. */
export const errorStatus: Record<ErrorCode, ContentfulStatusCode> = {
  // A refused transaction is bad input for the register as it stands.
  ...(Object.fromEntries(transactionErrorCodes.map((code) => [code, 400])) as Record<(typeof transactionErrorCodes)[number], 400>),
  'existing-transaction-on-date': 409,
  'general-error': 500,
  'general-missing-access': 403,
  validationError: 400,
  'auth.notAuthenticated': 401,
  'auth.invalidCredentials': 401,
  'auth.tooManyAttempts': 429,
  'auth.otpRequired': 401,
  'auth.invalidOtp': 401,
  'auth.invalidResetToken': 400,
  'auth.csrfInvalid': 403,
  'auth.usernameTaken': 409,
  'auth.invalidVerificationCode': 400,
  'company.notFound': 404,
  'access.forbidden': 403,
  'portfolio.notFound': 404,
  'portfolio.adminRoleRequired': 403,
  'companySearch.unavailable': 503,
  'companyRoles.notFound': 404,
  notFound: 404,
  requestTooLarge: 413,
  'shareClasses.codeInUse': 409,
  'shareClasses.classInUse': 409,
  'shareClasses.notFound': 404,
  'shareholders.notFound': 404,
  'shareholders.hasHeldShares': 409,
  'transactions.notFound': 404,
  'enterpriseAccount.notFound': 404,
  'enterpriseAccount.companyTaken': 409,
  'superAdmin.subscriptionStateFinal': 409,
};
