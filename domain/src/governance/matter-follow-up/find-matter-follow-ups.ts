import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { meetingPeriod } from '../board-meetings/meeting-times';
import { findOpenReviews, type OpenReview } from './open-review';
import { findOpenVotings, type OpenVoting } from './open-voting';
import { findDecisionFollowUps } from '../decision-follow-up/find-decision-follow-ups';
import type { MatterFollowUpItem, MatterFollowUps, MatterFollowUpTab, WaitingFor } from './matter-follow-up-views';

const votesItemOf = ({ sending, meeting, matters, voters }: OpenVoting): MatterFollowUpItem => {
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

const reviewItemOf = ({ sending, meeting, reviewers }: OpenReview): MatterFollowUpItem => {
  const { project } = sending.document;
  return {
    projectId: project.id,
    projectName: project.name,
    organisationNumber: project.company.organisationNumber,
    companyName: project.company.name,
    waitingFor: 'review',
    meetingStartDate: meetingPeriod(meeting.meetingDate, meeting.startTime, meeting.endTime).meetingStartDate,
    deadline: sending.feedbackDeadline!,
    boardMeetingForm: meeting.boardMeetingForm,
    given: reviewers.filter(({ answered }) => answered).length,
    expected: reviewers.length,
    waitingOn: reviewers.filter(({ answered }) => !answered).map(({ recipient }) => recipient.name),
  };
};

/**
 * The projects of `companies` waiting for something: a sent board meeting with open voting and a vote still owed;
 * minutes sent for review before their feedback deadline with a reviewer who has not answered. Soonest deadline first.
 */
export const findWaitingProjects = async ({ em, companies, now }: { em: EntityManager; companies: readonly Company[]; now: Date }): Promise<MatterFollowUpItem[]> => {
  const [votings, reviews] = await Promise.all([findOpenVotings({ em, companies, now }), findOpenReviews({ em, companies, now })]);
  return [...votings.map(votesItemOf), ...reviews.map(reviewItemOf)]
    .filter((item) => item.given < item.expected)
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.projectName.localeCompare(b.projectName, 'nb'));
};

/** One tab of the follow-up of matters over `companies`, with the count of everything waiting (the seed's followUpMattersCount). */
export const matterFollowUpsOf = async ({ em, companies, tab, now }: { em: EntityManager; companies: readonly Company[]; tab: MatterFollowUpTab; now: Date }): Promise<MatterFollowUps> => {
  const [rows, decisions] = await Promise.all([findWaitingProjects({ em, companies, now }), findDecisionFollowUps({ em: em.fork(), companies })]);
  const of = (waitingFor: WaitingFor) => rows.filter((row) => row.waitingFor === waitingFor);
  const openDecisions = decisions.filter(({ isActive }) => isActive).length;
  const counts = { tabCounts: { votes: of('votes').length, review: of('review').length, decisions: openDecisions }, followUpMattersCount: rows.length + openDecisions };
  return tab === 'decisions' ? { ...counts, tab, rows: decisions } : { ...counts, tab, rows: of(tab) };
};
