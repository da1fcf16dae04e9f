import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { matterOf, removeBoardVote } from '../board-votes/write-board-vote';
import { boardMemberNotice } from './board-member-notice';
import { auditActor, requireVoter, type ResolveViewer } from './meeting-actions';

/** `DELETE /boardmember-view/review/{meetingEmailId}/reset-vote/{decisionId}`: withdraws the board member's vote. */
export const resetMatterVote = ({ em, resolveViewer, decisionId, meetingEmailId = null }: { em: EntityManager; resolveViewer: ResolveViewer; decisionId: string; meetingEmailId?: string | null }) =>
  em.transactional(async (tx) => {
    const viewer = await resolveViewer(tx);
    const role = requireVoter(viewer);
    const decision = matterOf(viewer.context.decisions, decisionId);
    const { before } = await removeBoardVote({ em: tx, decision, role });
    if (before)
      recordAuditEvent({
        em: tx,
        type: 'boardVote.reset',
        actor: auditActor(viewer),
        company: viewer.context.company,
        before: { projectId: viewer.context.project.id, decisionId: decision.id, companyroleId: role.id, vote: before },
      });
    await tx.flush();
    return boardMemberNotice(tx, viewer, meetingEmailId);
  });
