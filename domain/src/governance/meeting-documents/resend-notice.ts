import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { BoardMeeting } from '../board-meetings/board-meeting.entity';
import { findActiveSending, findMeetingDocument } from './find-meeting-document';
import type { TResendNotice } from './meeting-documents.schemas';
import { emailNoticeLink } from './notice-link';
import { NoticeRecipient } from './notice-recipient.entity';
import { viewingStatusOf } from './viewing-status';

/**
 * Edits a recipient of the notice in force (name, email; seed 002, section 2: viewing status, edit and resend) and
 * sends their email again with a new personal link (the old one stops working). A notice not sent is
 * `meetingDocuments.notSent`; a recipient of another sending `meetingDocuments.recipientNotFound`.
 */
export const resendNotice = ({ em, actor, company, documentId, recipientId, input, appUrl }: { em: EntityManager; actor: User; company: Company; documentId: string; recipientId: string; input: TResendNotice; appUrl: string }) =>
  em.transactional(async (tx) => {
    const document = await findMeetingDocument(tx, company, documentId);
    const sending = await findActiveSending(tx, document);
    if (!sending) throw new DomainError('meetingDocuments.notSent');
    const recipient = /^[0-9a-f-]{36}$/i.test(recipientId) ? await tx.findOne(NoticeRecipient, { id: recipientId, sending }) : null;
    if (!recipient) throw new DomainError('meetingDocuments.recipientNotFound');
    const before = { name: recipient.name, email: recipient.email };
    if (input.name) recipient.name = input.name;
    if (input.email) recipient.email = input.email;
    const meeting = await tx.findOneOrFail(BoardMeeting, { project: document.project });
    emailNoticeLink({ em: tx, recipient, sending, document, project: document.project, meeting, company, appUrl });
    recordAuditEvent({ em: tx, type: 'meetingDocument.resent', actor, company, before, after: { documentId: document.id, recipientId: recipient.id, name: recipient.name, email: recipient.email } });
    await tx.flush();
    return viewingStatusOf(tx, document, sending);
  });
