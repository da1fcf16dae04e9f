// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { SigningMethod } from '../sealing/signing-methods';
import type { SigningRequestSource } from '../signing/signing-constants';

type SignerRecord = { id: string; name: string; email: string; signingMethod: SigningMethod };

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'signing.signerResent': { before: SignerRecord; after: SignerRecord & { requestId: string } };
    'signing.requestCancelled': { before: { id: string; title: string; source: SigningRequestSource } };
    'signing.documentReopened': { before: { id: string; name: string; signingStatus: 'SIGNING_COMPLETE' } };
    'signing.linkIssued': { after: { signerId: string; requestId: string } };
    'signing.reminderSent': { after: { signerId: string; requestId: string; email: string } };
  }
}
