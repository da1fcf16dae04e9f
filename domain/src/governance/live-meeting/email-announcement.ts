import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { queueEmail } from '../../platform/email/queue-email';
import type { User } from '../../platform/users/user.entity';
import { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { noticeRecipientsInForce } from '../general-meetings/notice-recipients';
import type { Project } from '../projects/project.entity';

/**
 * An announcement's copy by email (`copyByEmail`): to every shareholder emailed the notice under the sending in force,
 * in their language, in one transaction. Answers how many it reached.
 */
export const emailAnnouncement = ({ em, actor, company, project, message }: { em: EntityManager; actor: User; company: Company; project: Project; message: string }) =>
  em.transactional(async (tx) => {
    const meeting = await tx.findOneOrFail(GeneralMeeting, { project });
    const recipients = await noticeRecipientsInForce(tx, meeting);
    for (const recipient of recipients)
      queueEmail({ em: tx, company, to: recipient.email, language: recipient.language as Language, template: 'meetingAnnouncement', params: { name: recipient.name, companyName: company.name, meetingTitle: project.name, message } });
    recordAuditEvent({ em: tx, type: 'liveMeeting.announcementEmailed', actor, company, before: null, after: { projectId: project.id, recipients: recipients.length } });
    await tx.flush();
    return recipients.length;
  });
