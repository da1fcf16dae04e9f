import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { findActiveSending, findMeetingDocument } from '../meeting-documents/find-meeting-document';
import type { TResendNotice } from '../meeting-documents/meeting-documents.schemas';
import { viewingStatusOf } from '../meeting-documents/viewing-status';
import { GeneralMeeting } from './general-meeting.entity';
import { NoticeForShareholder } from './notice-for-shareholder.entity';
import { emailGeneralMeetingNotice } from './notice-email';
import { emailNoticeToParticipant, fileBytes } from './notice-for-participants';
import { generalMeetingNoticePdf } from './general-meeting-notice-pdf';
import { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';

/**
 * Edits a shareholder's recipient of the notice in force (name, email) and sends their email again with a new personal
 * link; the old one stops working, the notice (and the powers, attendance and votes naming it) stays. An extra
 * participant gets the notice PDF again. Not sent:
 * `meetingDocuments.notSent`; a recipient of another sending: `meetingDocuments.recipientNotFound`.
 */
export const resendGeneralMeetingNotice = ({ em, actor, company, documentId, recipientId, input, appUrl }: { em: EntityManager; actor: User; company: Company; documentId: string; recipientId: string; input: TResendNotice; appUrl: string }) =>
  em.transactional(async (tx) => {
    const document = await findMeetingDocument(tx, company, documentId);
    const sending = await findActiveSending(tx, document);
    if (!sending) throw new DomainError('meetingDocuments.notSent');
    const isId = /^[0-9a-f-]{36}$/i.test(recipientId);
    const notice = isId ? await tx.findOne(NoticeForShareholder, { recipient: { id: recipientId, sending } }, { populate: ['recipient'] }) : null;
    const recipient = notice?.recipient ?? (isId ? await tx.findOne(NoticeRecipient, { id: recipientId, sending, extraParticipantId: { $ne: null } }) : null);
    if (!recipient) throw new DomainError('meetingDocuments.recipientNotFound');
    const before = { name: recipient.name, email: recipient.email };
    if (input.name) recipient.name = input.name;
    if (input.email) recipient.email = input.email;
    const meeting = await tx.findOneOrFail(GeneralMeeting, { project: document.project });
    if (notice) emailGeneralMeetingNotice({ em: tx, recipient, sending, project: document.project, meeting, company, appUrl });
    else {
      const file = await generalMeetingNoticePdf({ em: tx, company, projectId: document.project.id });
      emailNoticeToParticipant({ em: tx, recipient, sending, project: document.project, meeting, company, pdf: { name: file.fileName, content: await fileBytes(file) } });
    }
    recordAuditEvent({
      em: tx,
      type: 'generalMeeting.noticeResent',
      actor,
      company,
      before,
      after: { documentId: document.id, noticeForShareholderId: notice?.id ?? null, recipientId: recipient.id, name: recipient.name, email: recipient.email },
    });
    await tx.flush();
    return viewingStatusOf(tx, document, sending);
  });
