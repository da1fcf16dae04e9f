// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { OidcProvider } from './oidc-providers';

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'user.signedInWithEid': { after: { provider: OidcProvider; newUser: boolean } };
  }
}
