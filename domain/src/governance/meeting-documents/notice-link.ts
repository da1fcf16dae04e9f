import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import { hashToken, newToken } from '../../platform/auth/secrets';
import type { Company } from '../../platform/companies/company.entity';
import { queueEmail } from '../../platform/email/queue-email';
import type { BoardMeeting } from '../board-meetings/board-meeting.entity';
import { meetingStartText } from '../board-meetings/meeting-times';
import type { Project } from '../projects/project.entity';
import type { ProjectDocument } from '../projects/project-document.entity';
import type { NoticeRecipient } from './notice-recipient.entity';
import type { NoticeSending } from './notice-sending.entity';

/** The notice page of one recipient: `/notice-board-meeting/{noticeDocumentId}/{meetingEmailId}`. */
export const noticeLink = (appUrl: string, documentId: string, token: string) => `${appUrl}/notice-board-meeting/${documentId}/${token}`;

/** The meeting's title in emails and documents: the project's name, with the board meeting number when it has one. */
export const meetingTitle = (project: Project, meeting: Pick<BoardMeeting, 'boardMeetingNumber'>) =>
  meeting.boardMeetingNumber ? `${project.name} (${meeting.boardMeetingNumber})` : project.name;

/** Gives a recipient a fresh personal token, keeping only its hash (an earlier link stops working), and returns it. */
export const issueRecipientToken = (recipient: Pick<NoticeRecipient, 'tokenHash'>): string => {
  const token = newToken();
  recipient.tokenHash = hashToken(token);
  return token;
};

/**
 * Gives a recipient a fresh personal token (the seed's `meetingEmailId`; only its hash is kept, so an earlier
 * link stops working) and queues the notice email with the link in the recipient's language, in the caller's
 * transaction.
 */
export const emailNoticeLink = ({
  em,
  recipient,
  sending,
  document,
  project,
  meeting,
  company,
  appUrl,
}: {
  em: EntityManager;
  recipient: NoticeRecipient;
  sending: NoticeSending;
  document: ProjectDocument;
  project: Project;
  meeting: BoardMeeting;
  company: Company;
  appUrl: string;
}): string => {
  const token = issueRecipientToken(recipient);
  recipient.outboxEmail = queueEmail({
    em,
    company,
    to: recipient.email,
    language: recipient.language as Language,
    template: 'boardMeetingNotice',
    params: {
      name: recipient.name,
      companyName: company.name,
      meetingTitle: meetingTitle(project, meeting),
      meetingStart: meetingStartText(recipient.language as Language, meeting.meetingDate, meeting.startTime),
      message: sending.message,
      link: noticeLink(appUrl, document.id, token),
      accessType: sending.accessType,
    },
  });
  return token;
};
