// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { GrantedAccessType } from '../access/access-types';
import type { InvitationType, RequestAccessType } from './invitation-constants';
import type { InvitationRequest } from './invitation-request.entity';

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'invitation.sent': {
      after: { invitationId: string; type: InvitationType; email: string; shareholderId: string | null; customRoleId: string | null; batchId: string | null };
    };
    'invitation.accepted': { after: { invitationId: string; accessType: GrantedAccessType; shareholderId: string | null; customRoleId: string | null } };
    'invitation.cancelled': { before: { invitationId: string; email: string } };
    'invitation.readdressed': { before: { invitationId: string; email: string }; after: { email: string } };
    'invitationRequest.created': { after: { requestId: string; requestAccessType: RequestAccessType; receiverEmail: InvitationRequest['receiverEmail']; batchId: string | null } };
    'invitationRequest.accepted': { after: { requestId: string } };
    'invitationRequest.rejected': { after: { requestId: string } };
  }
}
