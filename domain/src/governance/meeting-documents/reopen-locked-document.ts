import type { EntityManager } from '@mikro-orm/core';
import { SigningRequest } from '../../documents/signing/signing-request.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { ProjectDocument } from '../projects/project-document.entity';
import { findActiveSending, findMeetingDocument } from './find-meeting-document';

/**
 * `POST /document/reopen-locked-document/{id}/{orgNo}` (seed 002, section 4: reopen confirmation): unlocks a sent
 * document so it can be changed and sent again. A notice's sending is revoked: its links stop working, while the
 * votes and comments given stay with the matters. Minutes out for signing have their signing request cancelled (its
 * links stop working; seed: cancelling a decision-tool request reopens the document, and so the reverse); a sealed
 * copy stays in the archive as the record of what was signed. The project is a draft again when nothing of it stays
 * locked, else sent.
 */
export const reopenLockedDocument = ({ em, actor, company, documentId, now = new Date() }: { em: EntityManager; actor: User; company: Company; documentId: string; now?: Date }) =>
  em.transactional(async (tx) => {
    const document = await findMeetingDocument(tx, company, documentId);
    if (!document.lockedAt) throw new DomainError('meetingDocuments.notLocked');
    const sending = await findActiveSending(tx, document);
    if (sending) sending.revokedAt = now;
    const cancelled = await tx.find(SigningRequest, { projectDocumentId: document.id, status: { $in: ['SENT_FOR_SIGNING', 'SIGNING_IN_PROGRESS'] } });
    for (const request of cancelled) {
      request.status = 'CANCELLED';
      request.cancelledAt = now;
    }
    const before = { sentAt: document.sentAt?.toISOString() ?? null, lockedAt: document.lockedAt.toISOString() };
    document.lockedAt = null;
    document.sentAt = null;
    const project = document.project;
    const othersLocked = await tx.count(ProjectDocument, { project, id: { $ne: document.id }, lockedAt: { $ne: null } });
    project.status = othersLocked ? 'SENT' : 'DRAFT';
    project.updatedAt = now;
    recordAuditEvent({ em: tx, type: 'meetingDocument.reopened', actor, company, before, after: { projectId: project.id, documentId: document.id, cancelledSigningRequests: cancelled.map(({ id }) => id) } });
    return { documentId: document.id, isLocked: false };
  });
