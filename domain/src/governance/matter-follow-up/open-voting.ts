import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { BoardMeeting } from '../board-meetings/board-meeting.entity';
import { isVotingOpen } from '../board-member-view/voting-window';
import { BoardVote } from '../board-votes/board-vote.entity';
import { matterTypeIn } from '../decisions/matter-types';
import { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';
import { NoticeSending } from '../meeting-documents/notice-sending.entity';
import { findProjectsWithMinutesSigned } from '../projects/document-signing';
import { ProjectDecision } from '../projects/project-decision.entity';
import { missingVotes } from './missing-votes';

/** A board meeting whose voting is open: its notice in force, the decision matters, and each board recipient with the votes they still owe. */
export type OpenVoting = {
  sending: NoticeSending;
  meeting: BoardMeeting;
  matters: ProjectDecision[];
  voters: { recipient: NoticeRecipient; missing: number }[];
};

/**
 * The board meetings of `companies` (all companies when not given) whose notice is sent and whose voting is open
 * now (until the meeting's end, local time, and not once their minutes are sent for signing), with what each board
 * member who got the notice has not voted on.
 */
export const findOpenVotings = async ({ em, companies, now }: { em: EntityManager; companies?: readonly Company[]; now: Date }): Promise<OpenVoting[]> => {
  if (companies && !companies.length) return [];
  const sendings = await em.find(
    NoticeSending,
    { revokedAt: null, document: { documentType: 'notice_board_meeting', ...(companies ? { project: { company: { $in: [...companies] } } } : {}) } },
    { populate: ['document.project.company'] },
  );
  if (!sendings.length) return [];
  const projects = sendings.map((sending) => sending.document.project);
  const meetings = await em.find(BoardMeeting, { project: { $in: projects } });
  const closed = await findProjectsWithMinutesSigned(em, projects);
  const open = sendings.flatMap((sending) => {
    const meeting = meetings.find((candidate) => candidate.project.id === sending.document.project.id);
    return meeting && !closed.has(meeting.project.id) && isVotingOpen({ sent: true, endDate: meeting.endDate, endTime: meeting.endTime, now }) ? [{ sending, meeting }] : [];
  });
  if (!open.length) return [];
  const [decisions, recipients] = await Promise.all([
    em.find(ProjectDecision, { project: { $in: open.map(({ meeting }) => meeting.project) } }),
    em.find(NoticeRecipient, { sending: { $in: open.map(({ sending }) => sending) }, companyRole: { $ne: null } }, { populate: ['companyRole'], orderBy: { createdAt: 'asc', id: 'asc' } }),
  ]);
  const matters = decisions.filter((decision) => matterTypeIn(decision, 'notice_board_meeting') === 'DECISION_MATTER');
  const votes = matters.length ? await em.find(BoardVote, { decision: { $in: matters } }) : [];
  const givenVotes = votes.map((vote) => ({ decisionId: vote.decision.id, roleId: vote.companyRole.id }));
  return open.map(({ sending, meeting }) => {
    const meetingMatters = matters.filter((decision) => decision.project.id === meeting.project.id);
    const voters = recipients.filter((recipient) => recipient.sending.id === sending.id);
    const missing = missingVotes({ matterIds: meetingMatters.map(({ id }) => id), voterRoleIds: voters.map((recipient) => recipient.companyRole!.id), votes: givenVotes });
    return { sending, meeting, matters: meetingMatters, voters: voters.map((recipient) => ({ recipient, missing: missing.get(recipient.companyRole!.id) ?? 0 })) };
  });
};
