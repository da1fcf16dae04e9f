// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { SubscriptionState, SubscriptionType } from '../companies/company-constants';

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'company.subscriptionChanged': {
      before: { subscriptionType: SubscriptionType; subscriptionState: SubscriptionState };
      after: { subscriptionType: SubscriptionType; subscriptionState: SubscriptionState };
    };
    'company.shareholderPortalChanged': { before: { shareholderPortalEnabled: boolean }; after: { shareholderPortalEnabled: boolean } };
  }
}
