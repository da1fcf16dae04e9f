import type { EntityManager } from '@mikro-orm/core';
import { sendGeneratedDocumentForSigning } from '../../documents/signing/send-generated-document-for-signing';
import { SigningRequest } from '../../documents/signing/signing-request.entity';
import type { FileStore } from '../../documents/storage/file-store';
import { DomainError } from '../../kernel/errors/domain-error';
import { pdfBytes } from '../../kernel/pdf/pdf-bytes';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { findBoardMinutes } from '../board-minutes/find-board-minutes';
import { ProjectDocument } from '../projects/project-document.entity';
import { findMeetingDocument } from './find-meeting-document';
import { meetingDocumentPdf } from './meeting-document-pdf';
import type { TSendMinutesForSigning } from './meeting-documents.schemas';
import { meetingTitle } from './notice-link';

const fullName = (role: { firstName: string; middleName?: string | null; lastName: string }) => [role.firstName, role.middleName, role.lastName].filter(Boolean).join(' ');

/**
 * `POST /document/{documentId}/{orgNo}/send-for-signing` (ours; the seed says such a call exists): a board meeting's
 * minutes, as the PDF stands now, to the minutes' signatories through the signing engine, each in their language with
 * one method. The minutes are locked (reopening unlocks them) and the project's signing has started; the sealed
 * minutes land at the top of the board archive. Refused, writing nothing: another document (`meetingDocuments.notMinutes`),
 * no signatories (`documents.empty-signer-list`), a signatory without an email, minutes already out for signing.
 */
export const sendMinutesForSigning = async ({ em, store, appUrl, actor, company, documentId, input, now = new Date() }: { em: EntityManager; store: FileStore; appUrl: string; actor: User; company: Company; documentId: string; input: TSendMinutesForSigning; now?: Date }) => {
  const document = await findMeetingDocument(em, company, documentId);
  if (document.documentType !== 'board_meeting') throw new DomainError('meetingDocuments.notMinutes');
  await assertMinutesNotOutForSigning(em, document.id);
  const { project, meeting, roles, minutes } = await findBoardMinutes(em, company, document.project.id, now);
  const signatories = minutes.signatoryIds.flatMap((id) => roles.filter((role) => role.id === id));
  if (!signatories.length) throw new DomainError('documents.empty-signer-list');
  const withoutEmail = signatories.find((role) => !role.email);
  if (withoutEmail) throw new DomainError('meetingDocuments.recipientWithoutEmail', { name: fullName(withoutEmail) });
  const file = await meetingDocumentPdf({ em, company, document, now });
  const pdf = await pdfBytes((stream) => file.write(stream));
  const title = `${meetingTitle(project, meeting).replace(/[^\p{L}\p{N} ()._,-]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 240) || 'Protokoll'}.pdf`;
  return sendGeneratedDocumentForSigning({
    em,
    store,
    appUrl,
    company,
    sender: actor,
    pdf,
    document: { projectId: project.id, projectDocumentId: document.id, documentType: 'board_meeting', title, sentAt: now },
    signers: signatories.map((role) => ({ name: fullName(role), email: role.email!, signingMethod: input.signingMethod, signerType: 'DOCUMENT', language: role.language })),
    emailBody: input.emailBody,
    settings: { sendSealedCopyTo: ['ALL_SIGNERS', 'SENDER'], otherRecipients: [], batchEmails: false },
    section: 'board-archive',
    inTransaction: lockMinutesForSigning({ actor, company, documentId: document.id, signers: signatories.length, now }),
  });
};

/** In the signing engine's transaction: the minutes lock, the project's signing starts, audited. */
export const lockMinutesForSigning =
  ({ actor, company, documentId, signers, now }: { actor: User; company: Company; documentId: string; signers: number; now: Date }) =>
  async (tx: EntityManager) => {
    const locked = await tx.findOneOrFail(ProjectDocument, documentId, { populate: ['project'] });
    locked.lockedAt = now;
    locked.sentAt = now;
    locked.project.status = 'DOCUMENT_SIGNING_STARTED';
    locked.project.updatedAt = now;
    recordAuditEvent({ em: tx, type: 'meetingDocument.sentForSigning', actor, company, after: { projectId: locked.project.id, documentId, signers } });
  };

/** Minutes already out for signing are not sent again (`signing.notSendable`). */
export const assertMinutesNotOutForSigning = async (em: EntityManager, documentId: string) => {
  if (await em.count(SigningRequest, { projectDocumentId: documentId, status: { $in: ['SENT_FOR_SIGNING', 'SIGNING_IN_PROGRESS'] } })) throw new DomainError('signing.notSendable');
};
