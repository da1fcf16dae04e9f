import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import type { Company } from '../../platform/companies/company.entity';
import { queueEmail } from '../../platform/email/queue-email';
import { meetingStartText } from '../board-meetings/meeting-times';
import { issueRecipientToken } from '../meeting-documents/notice-link';
import type { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';
import type { NoticeSending } from '../meeting-documents/notice-sending.entity';
import type { Project } from '../projects/project.entity';
import type { GeneralMeeting } from './general-meeting.entity';

/** A shareholder's notice page: `/notice-general-meeting/{noticeForShareholderId}`, the segment being their link's token. */
export const generalMeetingNoticeLink = (appUrl: string, token: string) => `${appUrl}/notice-general-meeting/${token}`;

/** Gives the recipient a fresh personal link (the old one stops working) and queues the notice email in their language. */
export const emailGeneralMeetingNotice = ({
  em,
  recipient,
  sending,
  project,
  meeting,
  company,
  appUrl,
}: {
  em: EntityManager;
  recipient: NoticeRecipient;
  sending: NoticeSending;
  project: Project;
  meeting: Pick<GeneralMeeting, 'meetingDate' | 'startTime'>;
  company: Company;
  appUrl: string;
}): string => {
  const token = issueRecipientToken(recipient);
  recipient.outboxEmail = queueEmail({
    em,
    company,
    to: recipient.email,
    language: recipient.language as Language,
    template: 'generalMeetingNotice',
    params: {
      name: recipient.name,
      companyName: company.name,
      meetingTitle: project.name,
      meetingStart: meetingStartText(recipient.language as Language, meeting.meetingDate, meeting.startTime),
      message: sending.message,
      link: generalMeetingNoticeLink(appUrl, token),
      accessType: sending.accessType,
    },
  });
  return token;
};
