import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { meetingPeriod } from '../board-meetings/meeting-times';
import { findOpenVotings, type OpenVoting } from './open-voting';
import type { MatterFollowUpItem, MatterFollowUps, MatterFollowUpTab } from './matter-follow-up-views';

const itemOf = ({ sending, meeting, matters, voters }: OpenVoting): MatterFollowUpItem => {
  const { project } = sending.document;
  const period = meetingPeriod(meeting.meetingDate, meeting.startTime, meeting.endTime);
  const expected = matters.length * voters.length;
  return {
    projectId: project.id,
    projectName: project.name,
    organisationNumber: project.company.organisationNumber,
    companyName: project.company.name,
    waitingFor: 'votes',
    meetingStartDate: period.meetingStartDate,
    deadline: period.meetingEndDate,
    boardMeetingForm: meeting.boardMeetingForm,
    given: expected - voters.reduce((sum, voter) => sum + voter.missing, 0),
    expected,
    waitingOn: voters.filter((voter) => voter.missing > 0).map((voter) => voter.recipient.name),
  };
};

/** The projects of `companies` waiting for votes: a sent board meeting with open voting and a vote still owed. */
export const findProjectsAwaitingVotes = async ({ em, companies, now }: { em: EntityManager; companies: readonly Company[]; now: Date }): Promise<MatterFollowUpItem[]> =>
  (await findOpenVotings({ em, companies, now }))
    .map(itemOf)
    .filter((item) => item.given < item.expected)
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.projectName.localeCompare(b.projectName, 'nb'));

/** One tab of the follow-up of matters over `companies`, with the count of everything waiting (the seed's followUpMattersCount). */
export const matterFollowUpsOf = async ({ em, companies, tab, now }: { em: EntityManager; companies: readonly Company[]; tab: MatterFollowUpTab; now: Date }): Promise<MatterFollowUps> => {
  const rows = await findProjectsAwaitingVotes({ em, companies, now });
  return { tab, rows: rows.filter((row) => row.waitingFor === tab), followUpMattersCount: rows.length };
};
