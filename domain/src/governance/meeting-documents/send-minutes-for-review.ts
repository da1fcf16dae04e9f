import { LockMode, type EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { localDateTime } from '../board-meetings/meeting-times';
import { findBoardMinutes } from '../board-minutes/find-board-minutes';
import { reviewCandidates } from '../board-minutes/review-candidates';
import { interfaceLanguageOf, type DocumentLanguage } from '../decisions/document-types';
import { findActiveSending, findMeetingDocument } from './find-meeting-document';
import { defaultFeedbackDeadline } from './meeting-document-constants';
import type { TSendForReview } from './meeting-documents.schemas';
import { meetingTitle } from './notice-link';
import { NoticeRecipient } from './notice-recipient.entity';
import { NoticeSending } from './notice-sending.entity';
import { emailReviewLink } from './review-link';
import { viewingStatusOf } from './viewing-status';

const fullName = (role: { firstName: string; middleName?: string | null; lastName: string }) => [role.firstName, role.middleName, role.lastName].filter(Boolean).join(' ');

/**
 * `POST /document/{documentId}/{orgNo}/send-for-review` (seed 002, sections 2, 3, 5, 6 and 9): sends a board
 * meeting's minutes for review by email, each reviewer with a personal link to `/board-minutes-review/{meetingEmailId}`
 * in their language, to vote on the matters or only comment until the feedback deadline (7 days ahead at 00:00 when
 * none is given). Reviewers are the company's board, CEO and observers less those excluded, plus extra recipients.
 * The minutes are then locked (a review sent earlier is replaced, its links stop working). Refused, writing nothing:
 * another document than the minutes, an excluded id that is no reviewer, a deadline passed, no reviewers, a
 * reviewer of the company without an email.
 */
export const sendMinutesForReview = ({ em, actor, company, documentId, input, appUrl, now = new Date() }: { em: EntityManager; actor: User; company: Company; documentId: string; input: TSendForReview; appUrl: string; now?: Date }) =>
  em.transactional(async (tx) => {
    const document = await findMeetingDocument(tx, company, documentId);
    if (document.documentType !== 'board_meeting') throw new DomainError('meetingDocuments.notMinutes');
    await tx.lock(document, LockMode.PESSIMISTIC_WRITE);
    const { project, meeting, companyRoles } = await findBoardMinutes(tx, company, document.project.id, now);
    const { excludeBoardMemberIds, inlineRecipients } = input.sendMessageRequest.recipientSelectionState;
    const candidates = reviewCandidates(companyRoles);
    const unknown = excludeBoardMemberIds.findIndex((id) => !candidates.some((role) => role.id === id));
    if (unknown >= 0) throw new DomainError('meetingDocuments.recipientNotFound', { field: `sendMessageRequest.recipientSelectionState.excludeBoardMemberIds.${unknown}` });
    const deadline = input.options.deadlineForFeedback ?? defaultFeedbackDeadline(localDateTime(now).slice(0, 10));
    if (deadline <= localDateTime(now)) throw new DomainError('meetingDocuments.deadlinePassed', { field: 'options.deadlineForFeedback' });
    const chosen = candidates.filter((role) => !excludeBoardMemberIds.includes(role.id));
    if (!chosen.length && !inlineRecipients.length) throw new DomainError('meetingDocuments.noRecipients');
    const withoutEmail = chosen.find((role) => !role.email);
    if (withoutEmail) throw new DomainError('meetingDocuments.recipientWithoutEmail', { name: fullName(withoutEmail) });

    const earlier = await findActiveSending(tx, document);
    if (earlier) earlier.revokedAt = now;
    const sending = tx.create(NoticeSending, {
      document,
      purpose: 'review',
      accessType: 'open',
      reviewMode: input.options.mode,
      feedbackDeadline: deadline,
      passwordHash: null,
      message: input.sendMessageRequest.payload,
      sentBy: actor,
      sentAt: now,
    });
    const extraLanguage = interfaceLanguageOf[meeting.documentLanguage.split('/')[0] as DocumentLanguage];
    const recipients = [
      ...chosen.map((role) => ({ companyRole: role, extraParticipantId: null, name: fullName(role), email: role.email!, language: role.language })),
      ...inlineRecipients.map(({ name, email }) => ({ companyRole: null, extraParticipantId: null, name, email, language: extraLanguage })),
    ];
    const title = meetingTitle(project, meeting);
    for (const [position, fields] of recipients.entries()) {
      const recipient = tx.create(NoticeRecipient, { ...fields, position, sending, tokenHash: '' });
      emailReviewLink({ em: tx, recipient, sending, company, meetingTitle: title, senderName: actor.name || actor.email, subject: input.sendMessageRequest.messageSubject, appUrl });
    }
    const before = { sentAt: document.sentAt?.toISOString() ?? null };
    document.sentAt = now;
    document.lockedAt = now;
    project.status = 'SENT';
    project.updatedAt = now;
    recordAuditEvent({
      em: tx,
      type: 'meetingDocument.sentForReview',
      actor,
      company,
      before,
      after: { projectId: project.id, documentId: document.id, mode: input.options.mode, feedbackDeadline: deadline, recipients: recipients.map(({ name, email }) => ({ name, email })) },
    });
    await tx.flush();
    return { ...(await viewingStatusOf(tx, document, sending)), mode: input.options.mode, feedbackDeadline: deadline };
  });
