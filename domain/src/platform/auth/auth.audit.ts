// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
export {};

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'user.created': { after: { email: string; name: string } };
    'user.signedIn': { after: { twoStep: boolean } };
    'user.signedOut': {};
    'user.signInFailed': {};
    'user.passwordResetRequested': {};
    'user.passwordReset': {};
    'user.passwordChanged': {};
    'user.emailVerified': { before: { email: string; emailVerified: boolean }; after: { email: string; emailVerified: true } };
  }
}
