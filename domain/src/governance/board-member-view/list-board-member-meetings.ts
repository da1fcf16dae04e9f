import type { EntityManager } from '@mikro-orm/core';
import { boardRoleTypes } from '../../platform/access/access-types';
import type { Company } from '../../platform/companies/company.entity';
import { CompanyRole } from '../../platform/company-roles/company-role.entity';
import type { User } from '../../platform/users/user.entity';
import { BoardMeeting } from '../board-meetings/board-meeting.entity';
import type { BoardMeetingForm } from '../board-meetings/meeting-constants';
import { meetingPeriod } from '../board-meetings/meeting-times';
import { BoardVote } from '../board-votes/board-vote.entity';
import { matterTypeIn } from '../decisions/matter-types';
import { NoticeSending } from '../meeting-documents/notice-sending.entity';
import { ProjectDecision } from '../projects/project-decision.entity';
import { findProjectsWithMinutesSigned } from '../projects/document-signing';
import { isVotingOpen } from './voting-window';

/** A board meeting in the board portal's list and dashboard. */
export type BoardPortalMeeting = {
  projectId: string;
  title: string;
  boardMeetingNumber: number | null;
  meetingStartDate: string;
  meetingEndDate: string;
  boardMeetingForm: BoardMeetingForm;
  sentAt: string;
  votingOpen: boolean;
  /** Decision matters the board member has not voted on while voting is open. */
  openVotes: number;
};

/**
 * `GET /board-member-view/{orgNo}/meetings`: the company's board meetings whose notice is sent (drafts are the
 * admins'), newest first, with what waits for the board member's vote.
 */
export const listBoardMemberMeetings = async ({ em, company, user, now = new Date() }: { em: EntityManager; company: Company; user: User; now?: Date }): Promise<BoardPortalMeeting[]> => {
  const sendings = await em.find(
    NoticeSending,
    { revokedAt: null, document: { documentType: 'notice_board_meeting', project: { company } } },
    { populate: ['document.project'] },
  );
  if (!sendings.length) return [];
  const projects = sendings.map(({ document }) => document.project);
  const [meetings, decisions, role] = await Promise.all([
    em.find(BoardMeeting, { project: { $in: projects } }),
    em.find(ProjectDecision, { project: { $in: projects } }),
    em.findOne(CompanyRole, { company, user, role: { $in: [...boardRoleTypes] } }, { orderBy: { createdAt: 'asc' } }),
  ]);
  const closed = await findProjectsWithMinutesSigned(em, projects);
  const voted = role ? new Set((await em.find(BoardVote, { companyRole: role, decision: { $in: decisions } })).map((vote) => vote.decision.id)) : new Set<string>();
  const list: BoardPortalMeeting[] = [];
  for (const sending of sendings) {
    const project = sending.document.project;
    const meeting = meetings.find((candidate) => candidate.project.id === project.id);
    if (!meeting) continue;
    const votingOpen = !closed.has(project.id) && isVotingOpen({ sent: true, endDate: meeting.endDate, endTime: meeting.endTime, now });
    const matters = decisions.filter((decision) => decision.project.id === project.id && matterTypeIn(decision, 'notice_board_meeting') === 'DECISION_MATTER');
    list.push({
      projectId: project.id,
      title: project.name,
      boardMeetingNumber: meeting.boardMeetingNumber ?? null,
      ...meetingPeriod(meeting.meetingDate, meeting.startTime, meeting.endTime),
      boardMeetingForm: meeting.boardMeetingForm,
      sentAt: sending.sentAt.toISOString(),
      votingOpen,
      openVotes: votingOpen && role ? matters.filter((decision) => !voted.has(decision.id)).length : 0,
    });
  }
  return list.sort((a, b) => b.meetingStartDate.localeCompare(a.meetingStartDate));
};
