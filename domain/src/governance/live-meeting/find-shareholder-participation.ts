import type { EntityManager } from '@mikro-orm/core';
import type { Project } from '../projects/project.entity';
import type { ShareholderParticipationView } from './live-meeting-views';
import type { MeetingAgenda } from './meeting-agenda';
import { MeetingParticipation } from './meeting-participation.entity';
import { MeetingVote } from './meeting-vote.entity';
import { shareholderParticipation } from './shareholder-participation';

/** The presence and votes of some shareholders at the meeting, read for them alone (what a vote or registration answers). */
export const findShareholderParticipation = async (em: EntityManager, project: Project, agenda: MeetingAgenda, shareholderIds: readonly string[]): Promise<ShareholderParticipationView[]> => {
  const rows = await em.find(MeetingParticipation, { project, shareholder: { $in: [...shareholderIds] } });
  const votes = await em.find(MeetingVote, { project, shareholder: { $in: [...shareholderIds] } });
  return shareholderParticipation(
    {
      participationList: rows.map((row) => ({ shareholderId: row.shareholder.id, isPresent: row.isPresent })),
      individualVotes: votes.map((vote) => ({ id: vote.id, shareholderId: vote.shareholder.id, itemId: vote.itemId, vote: vote.vote })),
      decisionIds: agenda.decisionIds,
    },
    shareholderIds,
  );
};
