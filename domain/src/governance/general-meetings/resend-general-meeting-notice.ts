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

/**
 * Edits a shareholder's recipient of the notice in force (name, email) and sends their email again with a new personal
 * link; the old one stops working, the notice (and the powers, attendance and votes naming it) stays. Not sent:
 * `meetingDocuments.notSent`; a recipient of another sending: `meetingDocuments.recipientNotFound`.
 */
export const resendGeneralMeetingNotice = ({ em, actor, company, documentId, recipientId, input, appUrl }: { em: EntityManager; actor: User; company: Company; documentId: string; recipientId: string; input: TResendNotice; appUrl: string }) =>
  em.transactional(async (tx) => {
    const document = await findMeetingDocument(tx, company, documentId);
    const sending = await findActiveSending(tx, document);
    if (!sending) throw new DomainError('meetingDocuments.notSent');
    const notice = /^[0-9a-f-]{36}$/i.test(recipientId) ? await tx.findOne(NoticeForShareholder, { recipient: { id: recipientId, sending } }, { populate: ['recipient'] }) : null;
    const recipient = notice?.recipient;
    if (!notice || !recipient) throw new DomainError('meetingDocuments.recipientNotFound');
    const before = { name: recipient.name, email: recipient.email };
    if (input.name) recipient.name = input.name;
    if (input.email) recipient.email = input.email;
    const meeting = await tx.findOneOrFail(GeneralMeeting, { project: document.project });
    emailGeneralMeetingNotice({ em: tx, recipient, sending, project: document.project, meeting, company, appUrl });
    recordAuditEvent({ em: tx, type: 'generalMeeting.noticeResent', actor, company, before, after: { documentId: document.id, noticeForShareholderId: notice.id, name: recipient.name, email: recipient.email } });
    await tx.flush();
    return viewingStatusOf(tx, document, sending);
  });
