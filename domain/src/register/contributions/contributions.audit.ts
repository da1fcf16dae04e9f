// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { TransactionAttachmentInfo } from '../attachments/transaction-attachment.schemas';
import type { ContributionBook, ContributionType } from './contribution-types';

type Recorded = { id: string; book: ContributionBook; type: ContributionType; registrationDate: string; details: { shareholderId: string; amount: string; recallableAmount: string }[] };

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'contribution.registered': { after: Recorded };
    'contribution.dateChanged': { before: { id: string; registrationDate: string }; after: { id: string; registrationDate: string } };
    'contribution.deleted': { before: Recorded };
    'contribution.attachmentAdded': { after: { contributionId: string } & TransactionAttachmentInfo };
    'contribution.attachmentDeleted': { before: { contributionId: string } & TransactionAttachmentInfo };
    'company.commitmentsChanged': { before: { commitmentsEnabled: boolean }; after: { commitmentsEnabled: boolean } };
  }
}
