import type { EntityManager } from '@mikro-orm/core';
import type { FileStore } from '../../documents/storage/file-store';
import type { Language } from '../../kernel/i18n/languages';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { queueEmail } from '../../platform/email/queue-email';
import type { User } from '../../platform/users/user.entity';
import { meetingStartText } from '../board-meetings/meeting-times';
import { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { noticeRecipientsInForce } from '../general-meetings/notice-recipients';
import { lockLiveMeeting } from '../live-meeting/lock-live-meeting';
import type { Project } from '../projects/project.entity';
import { sealedCopyDownload } from '../../documents/signing/sealed-copy';
import { findSealedMinutes } from './sealed-minutes';

/**
 * With `publishMinutesPostMeeting` on, the minutes are published once the meeting has ended and its minutes are signed
 * by all and sealed (after `end`, when the setting is turned on after it, or when the last signer signs): never an
 * unsigned copy (issue 24). The shareholder's notice view then shows its minutes tab with the sealed copy, and every
 * shareholder emailed the notice gets "minutes available" in their language with the sealed copy attached, once.
 * Answers whether it published now.
 */
export const publishMinutesIfDue = ({ em, store, actor, company, project, now = new Date() }: { em: EntityManager; store: FileStore; actor: User | null; company: Company; project: Project; now?: Date }) =>
  em.transactional(async (tx) => {
    const live = await lockLiveMeeting(tx, project, 'update');
    if (live?.status !== 'FINISHED' || !live.publishMinutesPostMeeting || live.minutesPublishedAt) return false;
    const sealed = await findSealedMinutes(tx, project);
    if (!sealed) return false;
    const { fileName, content } = await sealedCopyDownload({ em: tx, store, requestId: sealed });
    const attachment = { name: fileName, content };
    live.minutesPublishedAt = now;
    const meeting = await tx.findOneOrFail(GeneralMeeting, { project });
    const recipients = await noticeRecipientsInForce(tx, meeting);
    for (const recipient of recipients)
      queueEmail({
        em: tx,
        company,
        to: recipient.email,
        language: recipient.language as Language,
        template: 'minutesAvailable',
        params: { name: recipient.name, companyName: company.name, meetingTitle: project.name, meetingStart: meetingStartText(recipient.language as Language, meeting.meetingDate, meeting.startTime) },
        attachment,
      });
    recordAuditEvent({ em: tx, type: 'minutes.published', actor, company, before: null, after: { projectId: project.id, recipients: recipients.length } });
    await tx.flush();
    return true;
  });
