// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { PowerOfAttorneyRecipientRole } from './power-of-attorney-recipient';
import type { VotingInstructions } from './voting-instructions';

type PowerOfAttorneyRecord = {
  powerOfAttorneyId: string;
  projectId: string;
  giverShareholderId: string;
  recipientRole: PowerOfAttorneyRecipientRole;
  recipientName: string;
  votingInstructions: VotingInstructions;
  byAdmin: boolean;
};

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    /** `before` is the power it replaced, if any. */
    'powerOfAttorney.given': { before: PowerOfAttorneyRecord | null; after: PowerOfAttorneyRecord };
    'powerOfAttorney.revoked': { before: PowerOfAttorneyRecord; after: { revokedAt: string; byAdmin: boolean } };
  }
}
