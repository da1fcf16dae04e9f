import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { ownMatterComment } from '../board-votes/write-matter-comment';
import { boardMemberNotice } from './board-member-notice';
import { auditActor, requireCommenter, type ResolveViewer } from './meeting-actions';

/** `DELETE .../delete-comment/{commentId}`: the author deletes their own comment; it stays listed as deleted, without its text. */
export const deleteMatterComment = ({ em, resolveViewer, commentId, meetingEmailId = null }: { em: EntityManager; resolveViewer: ResolveViewer; commentId: string; meetingEmailId?: string | null }) =>
  em.transactional(async (tx) => {
    const viewer = await resolveViewer(tx);
    const author = requireCommenter(viewer);
    const comment = await ownMatterComment({ em: tx, decisions: viewer.context.decisions, author, commentId });
    recordAuditEvent({
      em: tx,
      type: 'matterComment.deleted',
      actor: auditActor(viewer),
      company: viewer.context.company,
      before: { projectId: viewer.context.project.id, decisionId: comment.decision.id, commentId: comment.id, authorName: comment.authorName, commentText: comment.commentText },
    });
    comment.isDeleted = true;
    comment.commentText = '';
    await tx.flush();
    return boardMemberNotice(tx, viewer, meetingEmailId);
  });
