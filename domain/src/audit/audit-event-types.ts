export const auditEventTypes = [
  'user.created',
  'user.signedIn',
  'user.signedOut',
  'user.signInFailed',
  'user.passwordResetRequested',
  'user.passwordReset',
  'user.passwordChanged',
  'user.emailVerified',
  'user.languageChanged',
  'user.twoStepChanged',
  'user.termsAccepted',
  'portfolio.companyStarred',
  'portfolio.companyUnstarred',
  'company.created',
  'companyAccess.granted',
  'companyAccess.revoked',
] as const;
export type AuditEventType = (typeof auditEventTypes)[number];
