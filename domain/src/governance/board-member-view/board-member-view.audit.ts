// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { BoardVoteValue } from '../board-votes/board-vote-constants';

type Voter = { projectId: string; decisionId: string; companyroleId: string };
type Comment = { projectId: string; decisionId: string; commentId: string; authorName: string };

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'boardVote.cast': { before: { vote: BoardVoteValue | null }; after: Voter & { vote: BoardVoteValue } };
    'boardVote.reset': { before: Voter & { vote: BoardVoteValue | null } };
    'matterComment.added': { after: Comment & { commentText: string } };
    'matterComment.updated': { before: { commentText: string }; after: Comment & { commentText: string } };
    'matterComment.deleted': { before: Comment & { commentText: string } };
  }
}
