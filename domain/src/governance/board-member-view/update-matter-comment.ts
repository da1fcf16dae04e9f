import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { TMatterCommentUpdate } from '../board-votes/board-votes.schemas';
import { ownMatterComment } from '../board-votes/write-matter-comment';
import { boardMemberNotice } from './board-member-notice';
import { auditActor, requireCommenter, type ResolveViewer } from './meeting-actions';

/** `PUT .../update-comment/{commentId} {commentText}`: the author edits their own comment on this meeting. */
export const updateMatterComment = ({ em, resolveViewer, commentId, input, meetingEmailId = null }: { em: EntityManager; resolveViewer: ResolveViewer; commentId: string; input: TMatterCommentUpdate; meetingEmailId?: string | null }) =>
  em.transactional(async (tx) => {
    const viewer = await resolveViewer(tx);
    const author = requireCommenter(viewer);
    const comment = await ownMatterComment({ em: tx, decisions: viewer.context.decisions, author, commentId });
    const before = { commentText: comment.commentText };
    comment.commentText = input.commentText;
    recordAuditEvent({
      em: tx,
      type: 'matterComment.updated',
      actor: auditActor(viewer),
      company: viewer.context.company,
      before,
      after: { projectId: viewer.context.project.id, decisionId: comment.decision.id, commentId: comment.id, authorName: comment.authorName, commentText: comment.commentText },
    });
    await tx.flush();
    return boardMemberNotice(tx, viewer, meetingEmailId);
  });
