import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';
import type { MeetingViewer } from './meeting-viewer';

/** How a call finds who acts: through a personal link, as a board member in the portal, or as an admin previewing. */
export type ResolveViewer = (tx: EntityManager) => Promise<MeetingViewer>;

/**
 * Minutes sent for signing close the record (issue 24: the sealed PDF and the project must agree): no vote or comment,
 * not even the admin's, changes until the minutes are reopened (`boardMemberView.sentForSigning`).
 */
const requireRecordOpen = (viewer: MeetingViewer) => {
  if (viewer.context.recordClosed) throw new DomainError('boardMemberView.sentForSigning');
};

/**
 * Voting needs a board role and open voting (seed 002, section 6); minutes sent for review only for comments
 * take no votes (`boardMemberView.commentsOnly`).
 */
export const requireVoter = (viewer: MeetingViewer) => {
  if (!viewer.role) throw new DomainError('boardMemberView.noCompanyRole');
  requireRecordOpen(viewer);
  if (viewer.context.reviewMode === 'commenting') throw new DomainError('boardMemberView.commentsOnly');
  if (!viewer.context.votingOpen) throw new DomainError('boardMemberView.votingClosed');
  return viewer.role;
};

/** Commenting: a board member (or a reviewer of the minutes with a company role) while comments are taken, or an admin in the preview. */
export const requireCommenter = (viewer: MeetingViewer) => {
  if (!viewer.author) throw new DomainError('boardMemberView.noCompanyRole');
  requireRecordOpen(viewer);
  if (viewer.audience !== 'admin' && !viewer.context.commentingOpen) throw new DomainError('boardMemberView.votingClosed');
  return viewer.author;
};

/** The user an action is audited as: the admin, or the board member's user (none for a role without an account). */
export const auditActor = (viewer: MeetingViewer): User | null => (viewer.author?.kind === 'user' ? viewer.author.user : (viewer.role?.user ?? null));
