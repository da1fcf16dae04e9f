// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { SubscriptionState } from '../companies/company-constants';

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'company.subscriptionStateAdvanced': { before: { subscriptionState: SubscriptionState }; after: { subscriptionState: SubscriptionState } };
    'superAdmin.searched': { after: { q: string; companies: number; users: number } };
    'superAdmin.companyViewed': {};
  }
}
