import type { EntityManager } from '@mikro-orm/core';
import { runBound } from '../../kernel/sql/run-bound';
import type { Project } from '../projects/project.entity';
import { holderName } from '../../register/export/collect-register-export';
import { itemOutcome } from '../voting/item-outcome';
import type { MeetingRegister } from '../voting/meeting-register';
import { representation } from '../voting/representation';
import { itemVotesJson, tallyItem } from '../voting/tally';
import { approveAgendaItemId, meetingChairItemId } from './live-meeting-constants';
import type { LiveMeetingAdminView } from './live-meeting-views';
import { LiveMeeting } from './live-meeting.entity';
import { allStepsResolved, stepStatusOf, type MeetingAgenda } from './meeting-agenda';
import { MeetingParticipation } from './meeting-participation.entity';
import { MeetingVote } from './meeting-vote.entity';

/**
 * The live meeting as it stands: statuses, participation, representation per class (seed 002, section 3) and each
 * item's tally from the register at the meeting date with its outcome by the item's rule (the voting room's
 * calculators). The version is the database clock read before the state, so a later snapshot holds every change an
 * earlier one did.
 */
export const liveMeetingSnapshot = async ({ em, project, agenda, register, meetingDate }: { em: EntityManager; project: Project; agenda: MeetingAgenda; register: MeetingRegister; meetingDate: string }): Promise<LiveMeetingAdminView> => {
  const [{ version }] = (await runBound<{ version: string }>(em, `select (extract(epoch from clock_timestamp()) * 1000000)::bigint::text as version`, [])) as [{ version: string }];
  const live = (await em.findOne(LiveMeeting, { project })) ?? em.create(LiveMeeting, { project }, { persist: false });
  const rows = await em.find(MeetingParticipation, { project }, { populate: ['shareholder', 'registeredBy'], orderBy: { registeredAt: 'asc' } });
  const votes = await em.find(MeetingVote, { project }, { orderBy: { createdAt: 'asc' } });
  const participation = rows.map((row) => ({ shareholderId: row.shareholder.id, isPresent: row.isPresent }));
  const items = agenda.itemIds.map((itemId) => {
    const rule = agenda.ruleOf(itemId);
    const itemVotes = votes.filter((vote) => vote.itemId === itemId).map((vote) => ({ shareholderId: vote.shareholder.id, vote: vote.vote }));
    const tally = tallyItem({ register, participation, item: { excluded: rule.excludedShareholderIds, votes: itemVotes } });
    const voteType = itemId === meetingChairItemId ? 'meetChair' : itemId === approveAgendaItemId ? 'approveNoticeAndAgenda' : 'decision';
    return {
      itemId,
      voteType,
      decisionId: voteType === 'decision' ? itemId : null,
      status: stepStatusOf(live, itemId),
      votes: itemVotesJson(tally),
      outcome: itemOutcome({ tally, majorityType: rule.majorityType, classVotes: rule.classVotes }),
    } as const;
  });
  return {
    projectId: project.id,
    version,
    meetingDate,
    steps: {
      status: live.status,
      registrationStatus: live.registrationStatus ?? null,
      meetingChairStatus: live.meetingChairStatus ?? null,
      approveAgendaStatus: live.approveAgendaStatus ?? null,
      decisionStatuses: agenda.decisionIds.map((decisionId) => ({ decisionId, status: live.decisionStatuses[decisionId] ?? null })),
      autoOpenSelfRegistration: live.autoOpenSelfRegistration,
      autoOpenVoting: live.autoOpenVoting,
      publishMinutesPostMeeting: live.publishMinutesPostMeeting,
    },
    allResolved: allStepsResolved(live, agenda),
    representation: representation({ register, participation }),
    items,
    participationList: rows.map((row) => ({
      participationId: row.id,
      shareholderId: row.shareholder.id,
      name: holderName(row.shareholder),
      isPresent: row.isPresent,
      representedByName: row.representedByName ?? null,
      representedById: row.representedById ?? null,
      registeredBy: row.registeredBy?.name ?? null,
      registeredAt: row.registeredAt.toISOString(),
    })),
    individualVotes: votes.map((vote) => ({ id: vote.id, shareholderId: vote.shareholder.id, itemId: vote.itemId, vote: vote.vote })),
  };
};

/** What a shareholder or proxy sees: the admin's view without names and individual votes. */
export const publicLiveMeetingView = ({ participationList: _participation, individualVotes: _votes, ...view }: LiveMeetingAdminView) => view;
