// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { ClaimProof } from '../companies/company-constants';

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'company.claimPending': { after: { organisationNumber: string; claimPendingSince: string } };
    'company.claimProven': { before: { claimPendingSince: string | null }; after: { claimProvenBy: ClaimProof } };
  }
}
