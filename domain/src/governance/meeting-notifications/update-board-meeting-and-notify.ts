import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import type { Company } from '../../platform/companies/company.entity';
import { queueEmail } from '../../platform/email/queue-email';
import type { User } from '../../platform/users/user.entity';
import type { TBoardMeetingUpdate } from '../board-meetings/board-meeting.schemas';
import { findBoardMeetingProject } from '../board-meetings/find-board-meeting';
import { localDateTimeText, meetingPeriod } from '../board-meetings/meeting-times';
import { updateBoardMeeting } from '../board-meetings/update-board-meeting';
import { findActiveSending } from '../meeting-documents/find-meeting-document';
import { meetingTitle } from '../meeting-documents/notice-link';
import { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';
import { ProjectDocument } from '../projects/project-document.entity';
import { meetingLocation } from '../schedule/meeting-header';
import { meetingChanged, type MeetingWhenAndWhere } from './meeting-changed';

/**
 * `PUT /project/{projectId}/board-meeting` (the notice editor's save): the meeting's details and recipients, and,
 * when the notice is sent and its date, time or place changed, a changed-meeting email to each of its recipients in
 * their language, queued in the same transaction (seed 002: emails for a changed meeting).
 */
export const updateBoardMeetingAndNotify = ({ em, actor, company, id, input, now = new Date() }: { em: EntityManager; actor: User; company: Company; id: string; input: TBoardMeetingUpdate; now?: Date }) =>
  em.transactional(async (tx) => {
    const { project, meeting: before } = await findBoardMeetingProject(tx, company, id);
    const previous: MeetingWhenAndWhere | null = before ? { ...before } : null;
    const view = await updateBoardMeeting({ em: tx, actor, company, id, input, now });
    const { meeting: after } = await findBoardMeetingProject(tx, company, id);
    if (!previous || !after || !meetingChanged(previous, after)) return { view, notified: 0 };
    const notice = await tx.findOne(ProjectDocument, { project, documentType: 'notice_board_meeting' });
    const sending = notice ? await findActiveSending(tx, notice) : null;
    if (!sending) return { view, notified: 0 };
    const recipients = await tx.find(NoticeRecipient, { sending }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const { meetingStartDate, meetingEndDate } = meetingPeriod(after.meetingDate, after.startTime, after.endTime);
    for (const recipient of recipients) {
      const language = recipient.language as Language;
      queueEmail({
        em: tx,
        to: recipient.email,
        language,
        template: 'boardMeetingChanged',
        params: {
          name: recipient.name,
          companyName: company.name,
          meetingTitle: meetingTitle(project, after),
          meetingStart: localDateTimeText(language, meetingStartDate),
          meetingEnd: localDateTimeText(language, meetingEndDate),
          place: meetingLocation(after, language),
        },
      });
    }
    return { view, notified: recipients.length };
  });
