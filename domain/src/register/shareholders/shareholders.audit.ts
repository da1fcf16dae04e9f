// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { FieldPatch } from './apply-shareholder-field';
import type { Shareholder } from './shareholder.entity';

/** The fields an update changes: a form's field, or an uploaded row's (which may also set country and nationality). */
type UpdatedFields = FieldPatch & { country?: string; nationality?: string };

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'shareholder.created': { after: { id: string; isCompany: boolean } };
    /** `before` holds the changed fields' old values; `source: 'upload'` when an uploaded spreadsheet changed them. */
    'shareholder.updated': { before: { id: string } & { [field in keyof UpdatedFields]?: unknown }; after: { id: string; source?: 'upload' } & UpdatedFields };
    'shareholder.pledgeChanged': { before: { isPledged: boolean; pledgeComment: Shareholder['pledgeComment'] }; after: { isPledged: boolean; pledgeComment: Shareholder['pledgeComment'] } };
    'shareholder.remarkChanged': { before: Shareholder['remark']; after: string | null };
    'shareholder.deleted': { before: { id: string; name: Shareholder['companyName'] | Shareholder['lastName'] } };
    'shareholder.copied': { after: { from: string; sourceIds: string[]; copiedIds: string[] } };
  }
}
