import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { hashPassword } from '../../platform/auth/password-hash';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { shareholderDisplayName } from '../../register/shareholders/shareholder-display';
import { interfaceLanguageOf, type DocumentLanguage } from '../decisions/document-types';
import { findMeetingDocument } from '../meeting-documents/find-meeting-document';
import type { TSendForViewing } from '../meeting-documents/meeting-documents.schemas';
import { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';
import { NoticeSending } from '../meeting-documents/notice-sending.entity';
import { viewingStatusOf } from '../meeting-documents/viewing-status';
import { ensureGeneralMeeting, findGeneralMeetingProject } from './general-meeting-data';
import { NoticeForShareholder } from './notice-for-shareholder.entity';
import { requireNoticeBeforeMeeting } from './meeting-held';
import { emailGeneralMeetingNotice } from './notice-email';
import { noticeAddressees } from './notice-addressees';
import { emailNoticeToParticipant, fileBytes } from './notice-for-participants';
import { generalMeetingNoticePdf } from './general-meeting-notice-pdf';

/**
 * Sends a general meeting's notice for viewing (seed 002, sections 2 and 5; issues 15 and 24): every shareholder on
 * the register at the notice date gets a notice (`NoticeForShareholder`, kept across sendings), and each with an email a
 * personal link by email in the notice's first language, opened as the sending says (open, meeting password, login);
 * each extra participant gets the notice PDF by email.
 * Refused: another document (`generalMeetings.notANotice`), a notice already sent (`meetingDocuments.alreadySent`:
 * reopen first), no holder with an email (`generalMeetings.noShareholdersWithEmail`), a meeting already begun
 * (`generalMeetings.meetingStarted`). The notice is then sent and
 * locked and the project SENT, in one transaction with its audit event.
 */
export const sendGeneralMeetingNotice = async ({
  em,
  actor,
  company,
  documentId,
  input,
  appUrl,
  now = new Date(),
}: {
  em: EntityManager;
  actor: User;
  company: Company;
  documentId: string;
  input: TSendForViewing;
  appUrl: string;
  now?: Date;
}) => {
  const passwordHash = input.accessType === 'password' ? await hashPassword(input.password!) : null;
  return em.transactional(async (tx) => {
    const document = await findMeetingDocument(tx, company, documentId);
    if (document.documentType !== 'notice_general_meeting') throw new DomainError('generalMeetings.notANotice');
    if (document.sentAt) throw new DomainError('meetingDocuments.alreadySent');
    const found = await findGeneralMeetingProject(tx, company, document.project.id);
    const meeting = await ensureGeneralMeeting(tx, company, found, now);
    requireNoticeBeforeMeeting(meeting, now);
    const { holders } = await noticeAddressees(tx, company, meeting, now);
    const withEmail = holders.filter((holder) => holder.email);
    if (!withEmail.length) throw new DomainError('generalMeetings.noShareholdersWithEmail');

    const sending = tx.create(NoticeSending, { document, accessType: input.accessType, passwordHash, message: input.message, sentBy: actor, sentAt: now });
    const language = interfaceLanguageOf[meeting.documentLanguage.split('/')[0] as DocumentLanguage];
    const notices = new Map((await tx.find(NoticeForShareholder, { generalMeeting: meeting })).map((notice) => [notice.shareholder.id, notice]));
    for (const [position, holder] of holders.entries()) {
      const notice = notices.get(holder.id) ?? tx.create(NoticeForShareholder, { generalMeeting: meeting, shareholder: holder, recipient: null });
      if (!holder.email) {
        notice.recipient = null;
        continue;
      }
      const recipient = tx.create(NoticeRecipient, { sending, name: shareholderDisplayName(holder) ?? holder.email, email: holder.email, language, position, tokenHash: '' });
      notice.recipient = recipient;
      emailGeneralMeetingNotice({ em: tx, recipient, sending, project: found.project, meeting, company, appUrl });
    }
    if (meeting.extraParticipants.length) {
      const file = await generalMeetingNoticePdf({ em: tx, company, projectId: found.project.id, now });
      const pdf = { name: file.fileName, content: await fileBytes(file) };
      for (const [index, { id, name, email }] of meeting.extraParticipants.entries()) {
        const recipient = tx.create(NoticeRecipient, { sending, extraParticipantId: id, name, email, language, position: holders.length + index, tokenHash: '' });
        emailNoticeToParticipant({ em: tx, recipient, sending, project: found.project, meeting, company, pdf });
      }
    }
    document.sentAt = now;
    document.lockedAt = now;
    found.project.status = 'SENT';
    found.project.updatedAt = now;
    recordAuditEvent({
      em: tx,
      type: 'generalMeeting.noticeSent',
      actor,
      company,
      after: {
        projectId: found.project.id,
        documentId: document.id,
        accessType: input.accessType,
        recipients: withEmail.map((holder) => ({ shareholderId: holder.id, name: shareholderDisplayName(holder) ?? '', email: holder.email! })),
        withoutEmail: holders.filter((holder) => !holder.email).map(({ id }) => id),
        extraParticipants: meeting.extraParticipants.map(({ name, email }) => ({ name, email })),
      },
    });
    await tx.flush();
    return viewingStatusOf(tx, document, sending);
  });
};
