import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { subscriptionAllows } from '../../platform/subscriptions/subscription-plans';
import { BoardMeeting } from '../board-meetings/board-meeting.entity';
import { meetingTitle } from '../meeting-documents/notice-link';
import { NoticeSending } from '../meeting-documents/notice-sending.entity';
import { meetingPeriod } from '../board-meetings/meeting-times';
import { generalMeetingEntries } from './general-meeting-entries';
import { reviewDeadlineEntry } from './review-deadline-entry';
import type { TScheduleQuery } from './schedule.schemas';
import type { Schedule, ScheduleEntry } from './schedule-views';

/**
 * Who reads the schedule: an admin sees every board meeting of the company, drafts too; a board member the ones
 * whose notice is sent; a shareholder is not called to board meetings, so theirs holds the company's general
 * meetings whose notice is sent (docs/decisions/governance/schedule.md).
 */
export type ScheduleAudience = 'admin' | 'boardMember' | 'shareholder';

/** The schedule is hidden for legacy register-only subscriptions (seed 000, section 3). */
export const requireSchedule = (company: Company) => {
  if (!subscriptionAllows(company.subscriptionType, 'schedule')) throw new DomainError('subscription.requiresSubscription');
};

/**
 * `GET .../schedule?from=&to=` (seed 002, section 2: `schedule/{view?}/{year?}/{month?}`): the company's meetings
 * that touch the period (local dates, both included) and the review deadlines in it, by start.
 */
export const findSchedule = async ({ em, company, audience, query }: { em: EntityManager; company: Company; audience: ScheduleAudience; query: TScheduleQuery }): Promise<Schedule> => {
  requireSchedule(company);
  const { from, to } = query;
  if (audience === 'shareholder') return { from, to, entries: await generalMeetingEntries(em, company, from, to) };
  const meetings = await em.find(BoardMeeting, { project: { company }, meetingDate: { $lte: to }, endDate: { $gte: from } }, { populate: ['project'], orderBy: { meetingDate: 'asc', startTime: 'asc' } });
  const sendings = meetings.length
    ? await em.find(NoticeSending, { revokedAt: null, document: { documentType: 'notice_board_meeting', project: { $in: meetings.map((meeting) => meeting.project) } } }, { populate: ['document'] })
    : [];
  const sent = new Set(sendings.map((sending) => sending.document.project.id));
  const entries = meetings
    .filter((meeting) => audience === 'admin' || sent.has(meeting.project.id))
    .map((meeting) => {
      const { project } = meeting;
      const { meetingStartDate, meetingEndDate } = meetingPeriod(meeting.meetingDate, meeting.startTime, meeting.endTime);
      const isCirculation = meeting.boardMeetingForm === 'circulation';
      return {
        projectId: project.id,
        kind: 'boardMeeting' as const,
        title: meetingTitle(project, meeting),
        start: meetingStartDate,
        end: meetingEndDate,
        boardMeetingForm: meeting.boardMeetingForm,
        isCirculation,
        feedbackDeadline: isCirculation ? meetingEndDate : null,
        status: project.status,
        sent: sent.has(project.id),
      } satisfies ScheduleEntry;
    });
  const deadlines = await reviewDeadlines(em, company, from, to);
  return { from, to, entries: [...entries, ...deadlines].sort((a, b) => a.start.localeCompare(b.start)) };
};

/** The feedback deadlines in the period of the company's minutes sent for review (the sending in force); the reviewers are the board's, so admins and board members see them. */
const reviewDeadlines = async (em: EntityManager, company: Company, from: string, to: string): Promise<ScheduleEntry[]> => {
  const sendings = await em.find(
    NoticeSending,
    { revokedAt: null, purpose: 'review', feedbackDeadline: { $gte: `${from}T00:00`, $lte: `${to}T23:59` }, document: { documentType: 'board_meeting', project: { company } } },
    { populate: ['document'] },
  );
  if (!sendings.length) return [];
  const meetings = await em.find(BoardMeeting, { project: { $in: sendings.map((sending) => sending.document.project) } }, { populate: ['project'] });
  return sendings.flatMap((sending) => {
    const meeting = meetings.find((candidate) => candidate.project.id === sending.document.project.id);
    const entry = meeting && reviewDeadlineEntry({ meeting, feedbackDeadline: sending.feedbackDeadline ?? null, from, to });
    return entry ? [entry] : [];
  });
};
