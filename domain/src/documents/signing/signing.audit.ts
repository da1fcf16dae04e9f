// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { SigningMethod } from '../sealing/signing-methods';
import type { SealedCopyRecipient, SigningRequestSource } from './signing-constants';

type SignerRecord = { id: string; name: string; email: string; signingMethod: SigningMethod };
type RequestRecord = { id: string; title: string; source: SigningRequestSource; originalSha256: string };

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'signing.requestSent': { after: RequestRecord & { signers: SignerRecord[]; sendSealedCopyTo: SealedCopyRecipient[]; batchEmails: boolean } };
    'signing.signed': { after: SignerRecord & { requestId: string; ipAddress: string; assertedIdentity: string | null } };
    'signing.codeLocked': { after: SignerRecord & { requestId: string } };
    'signing.sealed': { after: RequestRecord & { sealedSha256: string; entryId: string } };
    'signing.sealFailed': { after: { id: string; title: string; attempt: number; error: string } };
  }
}
