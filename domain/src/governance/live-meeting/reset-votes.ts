import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { Project } from '../projects/project.entity';
import type { VoteType } from '../voting/voting-constants';
import { itemIdOf } from './live-meeting-constants';
import { lockLiveMeeting } from './lock-live-meeting';
import { mandateFor, type MeetingActor } from './mandates';
import { requireAgendaItem, stepStatusOf, type MeetingAgenda } from './meeting-agenda';
import { MeetingVote } from './meeting-vote.entity';

export type VoteReset = { shareholderId: string; voteType: VoteType; decisionId?: string | null };

/**
 * `reset-vote` and `DELETE admin-vote/{voteId}`: removes a shareholder's vote on an item while its step is open (for an
 * admin: not closed), so a new vote can be cast. None to remove is `liveMeeting.noVote`.
 */
export const resetVotes = ({ em, actor, company, project, agenda, resets }: { em: EntityManager; actor: MeetingActor; company: Company; project: Project; agenda: MeetingAgenda; resets: readonly VoteReset[] }) =>
  em.transactional(async (tx) => {
    const live = await lockLiveMeeting(tx, project, 'share');
    for (const reset of resets) {
      const itemId = requireAgendaItem(agenda, itemIdOf(reset.voteType, reset.decisionId));
      mandateFor(actor, reset.shareholderId);
      const step = live ? stepStatusOf(live, itemId) : null;
      const open = actor.kind === 'admin' ? step !== 'FINISHED' : live?.status === 'STARTED' && step === 'STARTED';
      if (!open) throw new DomainError('liveMeeting.stepClosed', { itemId });
      const vote = await tx.findOne(MeetingVote, { project, itemId, shareholder: reset.shareholderId });
      if (!vote) throw new DomainError('liveMeeting.noVote', { shareholderId: reset.shareholderId });
      recordAuditEvent({ em: tx, type: 'liveMeeting.voteReset', actor: actor.user, company, before: { vote: vote.vote }, after: { projectId: project.id, shareholderId: reset.shareholderId, itemId } });
      tx.remove(vote);
    }
    await tx.flush();
  });

/** The reset of a vote named by its id (`DELETE admin-vote/{voteId}`), or `liveMeeting.noVote`. */
export const resetOfVote = async (em: EntityManager, project: Project, voteId: string): Promise<VoteReset> => {
  const vote = await em.findOne(MeetingVote, { id: voteId, project });
  if (!vote) throw new DomainError('liveMeeting.noVote', { voteId });
  return { shareholderId: vote.shareholder.id, voteType: vote.voteType, decisionId: vote.voteType === 'decision' ? vote.itemId : null };
};
