// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { VoteType, VoteValue } from '../voting/voting-constants';
import type { LiveMeetingStatus, StatusName, StepStatus } from './live-meeting-constants';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'liveMeeting.statusChanged': {
      before: { status: LiveMeetingStatus | StepStatus | null };
      after: { projectId: string; statusName: StatusName; decisionId: string | null; status: LiveMeetingStatus | StepStatus };
    };
    'liveMeeting.settingsSaved': { before: null; after: { projectId: string; autoOpenSelfRegistration: boolean; autoOpenVoting: boolean; publishMinutesPostMeeting?: boolean } };
    'liveMeeting.attendanceRegistered': { before: { isPresent: boolean | null }; after: { projectId: string; shareholderId: string; isPresent: boolean; representedById: string | null } };
    'liveMeeting.attendanceReset': { before: { isPresent: boolean }; after: { projectId: string; shareholderId: string } };
    'liveMeeting.voted': { before: null; after: { projectId: string; shareholderId: string; voteId: string; itemId: string; voteType: VoteType; vote: VoteValue; castByRecipientId: string | null } };
    'liveMeeting.announcementEmailed': { before: null; after: { projectId: string; recipients: number } };
    'liveMeeting.voteReset': { before: { vote: VoteValue }; after: { projectId: string; shareholderId: string; itemId: string } };
  }
}
