import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { hashPassword } from '../../platform/auth/password-hash';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { BoardMeeting } from '../board-meetings/board-meeting.entity';
import { defaultBoardMeetingData, findBoardRoles } from '../board-meetings/board-meeting-data';
import { findBoardMeetingProject } from '../board-meetings/find-board-meeting';
import { interfaceLanguageOf, type DocumentLanguage } from '../decisions/document-types';
import { findMeetingDocument } from './find-meeting-document';
import type { TSendForViewing } from './meeting-documents.schemas';
import { emailNoticeLink } from './notice-link';
import { NoticeRecipient } from './notice-recipient.entity';
import { NoticeSending } from './notice-sending.entity';
import { viewingStatusOf } from './viewing-status';

const fullName = (role: { firstName: string; middleName?: string | null; lastName: string }) => [role.firstName, role.middleName, role.lastName].filter(Boolean).join(' ');

/**
 * Sends a board meeting's notice for viewing (seed 002, sections 2, 4 and 5): each recipient of the board meeting
 * (the chosen board roles, then the extra participants) gets an email with a personal link, in their language (a
 * board role's own, an extra participant's the notice's first language). The notice is then sent and locked, and the
 * project SENT. Refused: another document than the notice, a notice already sent (reopen first), no recipients, a
 * board role without an email, login access with extra participants. A meeting password is kept hashed.
 */
export const sendNoticeForViewing = async ({
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
    if (document.documentType !== 'notice_board_meeting') throw new DomainError('meetingDocuments.notANotice');
    if (document.sentAt) throw new DomainError('meetingDocuments.alreadySent');
    const { project, meeting: saved } = await findBoardMeetingProject(tx, company, document.project.id);
    const roles = await findBoardRoles(tx, company);
    const meeting = saved ?? tx.create(BoardMeeting, { ...defaultBoardMeetingData(now, roles), project });
    const chosen = roles.filter((role) => meeting.participants.includes(role.id));
    if (!chosen.length && !meeting.extraParticipants.length) throw new DomainError('meetingDocuments.noRecipients');
    const withoutEmail = chosen.find((role) => !role.email);
    if (withoutEmail) throw new DomainError('meetingDocuments.recipientWithoutEmail', { name: fullName(withoutEmail) });
    if (input.accessType === 'login' && meeting.extraParticipants.length) throw new DomainError('meetingDocuments.loginWithExtraParticipants');

    const sending = tx.create(NoticeSending, { document, accessType: input.accessType, passwordHash, message: input.message, sentBy: actor, sentAt: now });
    const extraLanguage = interfaceLanguageOf[meeting.documentLanguage.split('/')[0] as DocumentLanguage];
    const recipients = [
      ...chosen.map((role) => ({ companyRole: role, extraParticipantId: null, name: fullName(role), email: role.email!, language: role.language })),
      ...meeting.extraParticipants.map(({ id, name, email }) => ({ companyRole: null, extraParticipantId: id, name, email, language: extraLanguage })),
    ];
    for (const [position, fields] of recipients.entries()) {
      const recipient = tx.create(NoticeRecipient, { ...fields, position, sending, tokenHash: '' });
      emailNoticeLink({ em: tx, recipient, sending, document, project, meeting, company, appUrl });
    }
    document.sentAt = now;
    document.lockedAt = now;
    project.status = 'SENT';
    project.updatedAt = now;
    recordAuditEvent({
      em: tx,
      type: 'meetingDocument.sentForViewing',
      actor,
      company,
      after: { projectId: project.id, documentId: document.id, accessType: input.accessType, recipients: recipients.map(({ name, email }) => ({ name, email })) },
    });
    await tx.flush();
    return viewingStatusOf(tx, document, sending);
  });
};
