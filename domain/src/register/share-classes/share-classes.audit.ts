// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { ShareTypeCode, ShareTypeCustomName } from './share-type-codes';
import type { TShareTypeEdit } from './share-type.schemas';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    /** `source: 'import'` when an import created the class. */
    'shareType.created': { after: { code: ShareTypeCode; votesPerShare: string; customNames: ShareTypeCustomName[]; source?: 'import' } };
    'shareType.edited': { before: { votesPerShare: string; historical: boolean; customNames: ShareTypeCustomName[] }; after: TShareTypeEdit };
    'shareType.deleted': { before: { id: string; code: ShareTypeCode; votesPerShare: string } };
  }
}
