// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { ShareClassCode, ShareClassCustomName } from './share-class-codes';
import type { TShareClassEdit } from './share-class.schemas';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    /** `source: 'import'` when an import created the class. */
    'shareClass.created': { after: { code: ShareClassCode; votesPerShare: string; customNames: ShareClassCustomName[]; source?: 'import' } };
    'shareClass.edited': { before: { votesPerShare: string; historical: boolean; customNames: ShareClassCustomName[] }; after: TShareClassEdit };
    'shareClass.deleted': { before: { id: string; code: ShareClassCode; votesPerShare: string } };
  }
}
