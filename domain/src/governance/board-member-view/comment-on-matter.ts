import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { TMatterComment } from '../board-votes/board-votes.schemas';
import { matterOf } from '../board-votes/write-board-vote';
import { writeMatterComment } from '../board-votes/write-matter-comment';
import { boardMemberNotice } from './board-member-notice';
import { auditActor, requireCommenter, type ResolveViewer } from './meeting-actions';

/** `POST /boardmember-view/review/{meetingEmailId}/comment` or `.../admin-review/{noticeDocumentId}/comment {decisionId, commentText}`. */
export const commentOnMatter = ({ em, resolveViewer, input, meetingEmailId = null }: { em: EntityManager; resolveViewer: ResolveViewer; input: TMatterComment; meetingEmailId?: string | null }) =>
  em.transactional(async (tx) => {
    const viewer = await resolveViewer(tx);
    const author = requireCommenter(viewer);
    const decision = matterOf(viewer.context.decisions, input.decisionId);
    const comment = writeMatterComment({ em: tx, decision, author, commentText: input.commentText });
    recordAuditEvent({
      em: tx,
      type: 'matterComment.added',
      actor: auditActor(viewer),
      company: viewer.context.company,
      after: { projectId: viewer.context.project.id, decisionId: decision.id, commentId: comment.id, authorName: comment.authorName, commentText: comment.commentText },
    });
    await tx.flush();
    return boardMemberNotice(tx, viewer, meetingEmailId);
  });
