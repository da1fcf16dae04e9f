import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { BoardMeeting } from '../board-meetings/board-meeting.entity';
import { isReviewOpen } from '../board-member-view/voting-window';
import { BoardVote } from '../board-votes/board-vote.entity';
import { MatterComment } from '../board-votes/matter-comment.entity';
import { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';
import { NoticeSending } from '../meeting-documents/notice-sending.entity';
import { ProjectDecision } from '../projects/project-decision.entity';
import { feedbackGiven } from './feedback-given';

/** Minutes in review before their feedback deadline: the sending, the meeting, and each reviewer of the company with whether they have answered. */
export type OpenReview = {
  sending: NoticeSending;
  meeting: BoardMeeting;
  reviewers: { recipient: NoticeRecipient; answered: boolean }[];
};

/**
 * The board minutes of `companies` sent for review (seed 002: send for review) whose feedback deadline has not
 * passed, with which reviewers of the company (the board, CEO, observers) have given feedback. Extra recipients
 * read only (no company role: they cannot vote or comment), so nothing waits on them.
 */
export const findOpenReviews = async ({ em, companies, now }: { em: EntityManager; companies: readonly Company[]; now: Date }): Promise<OpenReview[]> => {
  if (!companies.length) return [];
  const sendings = (
    await em.find(NoticeSending, { revokedAt: null, purpose: 'review', document: { documentType: 'board_meeting', project: { company: { $in: [...companies] } } } }, { populate: ['document.project.company'] })
  ).filter((sending) => sending.feedbackDeadline && isReviewOpen({ deadline: sending.feedbackDeadline, now }));
  if (!sendings.length) return [];
  const projects = sendings.map((sending) => sending.document.project);
  const [meetings, decisions, recipients] = await Promise.all([
    em.find(BoardMeeting, { project: { $in: projects } }),
    em.find(ProjectDecision, { project: { $in: projects } }),
    em.find(NoticeRecipient, { sending: { $in: sendings }, companyRole: { $ne: null } }, { orderBy: { position: 'asc', createdAt: 'asc' } }),
  ]);
  const [votes, comments] = decisions.length
    ? await Promise.all([em.find(BoardVote, { decision: { $in: decisions } }), em.find(MatterComment, { decision: { $in: decisions }, isDeleted: false })])
    : [[], []];
  return sendings.flatMap((sending) => {
    const projectId = sending.document.project.id;
    const meeting = meetings.find((candidate) => candidate.project.id === projectId);
    if (!meeting) return [];
    const ofProject = (item: { decision: ProjectDecision }) => item.decision.project.id === projectId;
    const reviewers = recipients.filter((recipient) => recipient.sending.id === sending.id);
    const answered = feedbackGiven({
      reviewerRoleIds: reviewers.map((recipient) => recipient.companyRole!.id),
      sentAt: sending.sentAt,
      votes: votes.filter(ofProject).map((vote) => ({ roleId: vote.companyRole.id, at: vote.updatedAt })),
      comments: comments.filter(ofProject).map((comment) => ({ roleId: comment.authorRole?.id ?? null, at: comment.createdAt })),
    });
    return [{ sending, meeting, reviewers: reviewers.map((recipient, index) => ({ recipient, answered: answered[index]! })) }];
  });
};
