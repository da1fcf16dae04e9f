import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { hashToken } from '../../platform/auth/secrets';
import type { Company } from '../../platform/companies/company.entity';
import { CompanyRole } from '../../platform/company-roles/company-role.entity';
import type { User } from '../../platform/users/user.entity';
import { boardRoleTypes } from '../../platform/access/access-types';
import { defaultBoardMeetingData, findBoardRoles, type BoardMeetingData } from '../board-meetings/board-meeting-data';
import { defaultMeetingChair } from '../board-meetings/board-roles';
import { findBoardMeetingProject } from '../board-meetings/find-board-meeting';
import type { CommentAuthor } from '../board-votes/write-matter-comment';
import { isOwnVerifiedEmail } from '../../platform/auth/verified-email';
import { checkMeetingPassword } from '../meeting-documents/check-meeting-password';
import { findActiveSending } from '../meeting-documents/find-meeting-document';
import { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';
import type { NoticeSending } from '../meeting-documents/notice-sending.entity';
import type { ProjectDecision } from '../projects/project-decision.entity';
import type { ProjectDocument } from '../projects/project-document.entity';
import type { DocumentSigningView } from '../projects/project-views';
import type { Project } from '../projects/project.entity';
import { findDocumentSigning } from '../projects/document-signing';
import { loadOneProjectParts } from '../projects/project-parts';
import type { ReviewMode, SendingPurpose } from '../meeting-documents/meeting-document-constants';
import { isReviewOpen, isVotingOpen } from './voting-window';

/** A board meeting as its notice (sent for viewing) or its minutes (sent for review) show it. */
export type MeetingContext = {
  company: Company;
  project: Project;
  purpose: SendingPurpose;
  /** The document shown: the notice, or the minutes under review. */
  document: ProjectDocument;
  meeting: BoardMeetingData;
  decisions: ProjectDecision[];
  roles: CompanyRole[];
  chair: CompanyRole | null;
  sending: NoticeSending | null;
  votingOpen: boolean;
  /** Comments are taken: while voting is open on a notice; until the feedback deadline on minutes in review. */
  commentingOpen: boolean;
  reviewMode: ReviewMode | null;
  feedbackDeadline: string | null;
  /**
   * The minutes are out for signing or signed: the record is closed, so no vote or comment changes until the minutes
   * are reopened (which cancels their signing).
   */
  recordClosed: boolean;
  /** The minutes' signing in force: out for signing, or signed and sealed. */
  minutesSigning: DocumentSigningView | null;
};

/**
 * Who looks at a meeting and what they may do: a recipient through their link, a board member in the portal (both
 * with their company role, if they hold one), or an admin previewing (read-only, may comment).
 */
export type MeetingViewer = {
  audience: 'recipient' | 'boardMember' | 'admin';
  context: MeetingContext;
  /** The board role voting and commenting; null for an extra participant and an admin. */
  role: CompanyRole | null;
  author: CommentAuthor | null;
  recipient: NoticeRecipient | null;
  name: string;
};

const fullName = (role: CompanyRole) => [role.firstName, role.middleName, role.lastName].filter(Boolean).join(' ');

/**
 * The meeting of a project holding a board meeting notice (or, for a review, its minutes), with its matters, board
 * and sending in force.
 */
export const loadMeetingContext = async (em: EntityManager, company: Company, projectId: string, now: Date, purpose: SendingPurpose = 'viewing'): Promise<MeetingContext> => {
  const { project, meeting: saved } = await findBoardMeetingProject(em, company, projectId);
  const { decisions, documents } = await loadOneProjectParts(em, project);
  const shownType = purpose === 'review' ? 'board_meeting' : 'notice_board_meeting';
  const document = documents.find(({ documentType }) => documentType === shownType);
  if (!document) throw new DomainError('boardMeetings.notFound');
  const roles = await findBoardRoles(em, company);
  const meeting = saved ?? defaultBoardMeetingData(now, roles);
  const sending = await findActiveSending(em, document);
  const votingOpen = isVotingOpen({ sent: Boolean(sending), endDate: meeting.endDate, endTime: meeting.endTime, now });
  const reviewOpen = isReviewOpen({ deadline: sending?.feedbackDeadline ?? null, now }) && Boolean(sending);
  const minutes = documents.find(({ documentType }) => documentType === 'board_meeting');
  const minutesSigning = minutes ? await findDocumentSigning(em, minutes) : null;
  const recordClosed = minutesSigning !== null;
  return {
    company,
    project,
    purpose,
    document,
    meeting,
    decisions,
    roles,
    chair: defaultMeetingChair(roles),
    sending,
    votingOpen: !recordClosed && (purpose === 'review' ? reviewOpen && sending?.reviewMode === 'voting' : votingOpen),
    commentingOpen: !recordClosed && (purpose === 'review' ? reviewOpen : votingOpen),
    reviewMode: sending?.reviewMode ?? null,
    feedbackDeadline: sending?.feedbackDeadline ?? null,
    recordClosed,
    minutesSigning,
  };
};

export type NoticeCredentials = { password: string | null; user: User | null };

/**
 * The recipient a personal link names (the seed's `meetingEmailId`), after the sending's access check: a meeting
 * password (basic auth, empty user name; none or a wrong one is 401) or a signed-in user who is the recipient (the
 * company role's user, or their email; signed out is 401, signed in as another is 403). An unknown token, a revoked sending, or `noticeDocumentId` naming another
 * notice is `noticeForBoardMember.loadNoticeError` (404).
 */
export const viewerByToken = async ({ em, token, noticeDocumentId, credentials, now }: { em: EntityManager; token: string; noticeDocumentId?: string; credentials: NoticeCredentials; now: Date }): Promise<MeetingViewer> => {
  const recipient = await em.findOne(
    NoticeRecipient,
    { tokenHash: hashToken(token), sending: { revokedAt: null } },
    { populate: ['sending.document.project.company', 'companyRole'] },
  );
  const document = recipient?.sending.document;
  if (!recipient || !document || (noticeDocumentId !== undefined && document.id !== noticeDocumentId)) throw new DomainError('noticeForBoardMember.loadNoticeError');
  const { sending } = recipient;
  if (sending.accessType === 'password') {
    const codes = { required: 'boardMemberView.passwordRequired', wrong: 'boardMemberView.wrongPassword' } as const;
    await checkMeetingPassword({ em, sending, linkId: recipient.id, password: credentials.password, codes });
  }
  if (sending.accessType === 'login') {
    const user = credentials.user;
    const isRecipient = user && (recipient.companyRole?.user?.id === user.id || isOwnVerifiedEmail(user, recipient.email));
    if (!user) throw new DomainError('boardMemberView.loginRequired');
    // Signed in as someone else (another company's board member, say): refused, not asked to sign in again.
    if (!isRecipient) throw new DomainError('boardMemberView.notTheRecipient');
  }
  const context = await loadMeetingContext(em, document.project.company, document.project.id, now, sending.purpose);
  const role = recipient.companyRole && context.roles.some(({ id }) => id === recipient.companyRole!.id) ? recipient.companyRole : null;
  // A reviewer of the minutes outside the board (the CEO, an observer) comments with their role, never votes.
  const author = role ?? (sending.purpose === 'review' ? recipient.companyRole : null);
  return { audience: 'recipient', context, role, author: author ? { kind: 'role', role: author } : null, recipient, name: recipient.name };
};

/** An admin previewing the meeting of `projectId` (seed: admin-review): reads everything, comments, never votes. */
export const viewerAsAdmin = async ({ em, company, projectId, user, now }: { em: EntityManager; company: Company; projectId: string; user: User; now: Date }): Promise<MeetingViewer> => ({
  audience: 'admin',
  context: await loadMeetingContext(em, company, projectId, now),
  role: null,
  author: { kind: 'user', user },
  recipient: null,
  name: user.name,
});

/**
 * A board member in the portal: the meeting must have been sent (a draft is not theirs to see:
 * `noticeForBoardMember.loadNoticeError`); they vote and comment with their board role in the company.
 */
export const viewerAsBoardMember = async ({ em, company, projectId, user, now }: { em: EntityManager; company: Company; projectId: string; user: User; now: Date }): Promise<MeetingViewer> => {
  const context = await loadMeetingContext(em, company, projectId, now).catch((error: unknown) => {
    if (error instanceof DomainError) throw new DomainError('noticeForBoardMember.loadNoticeError');
    throw error;
  });
  if (!context.sending) throw new DomainError('noticeForBoardMember.loadNoticeError');
  const role = await em.findOne(CompanyRole, { company, user, role: { $in: [...boardRoleTypes] } }, { orderBy: { createdAt: 'asc' } });
  return { audience: 'boardMember', context, role, author: role ? { kind: 'role', role } : null, recipient: null, name: role ? fullName(role) : user.name };
};
