import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { TBoardVote } from '../board-votes/board-votes.schemas';
import { matterOf, writeBoardVote } from '../board-votes/write-board-vote';
import { boardMemberNotice } from './board-member-notice';
import { auditActor, requireVoter, type ResolveViewer } from './meeting-actions';

/**
 * `POST /boardmember-view/review/{meetingEmailId}/vote {decisionId, vote}`: a board member's vote for, against or
 * blank on a decision matter; a second vote replaces the first. Answers the notice as it now stands.
 */
export const voteOnMatter = ({ em, resolveViewer, input, meetingEmailId = null }: { em: EntityManager; resolveViewer: ResolveViewer; input: TBoardVote; meetingEmailId?: string | null }) =>
  em.transactional(async (tx) => {
    const viewer = await resolveViewer(tx);
    const role = requireVoter(viewer);
    const decision = matterOf(viewer.context.decisions, input.decisionId);
    const { before } = await writeBoardVote({ em: tx, decision, role, vote: input.vote, documentType: viewer.context.document.documentType });
    recordAuditEvent({
      em: tx,
      type: 'boardVote.cast',
      actor: auditActor(viewer),
      company: viewer.context.company,
      before: { vote: before },
      after: { projectId: viewer.context.project.id, decisionId: decision.id, companyroleId: role.id, vote: input.vote },
    });
    await tx.flush();
    return boardMemberNotice(tx, viewer, meetingEmailId);
  });
