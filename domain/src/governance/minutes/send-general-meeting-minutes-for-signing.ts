import type { EntityManager } from '@mikro-orm/core';
import { sendGeneratedDocumentForSigning } from '../../documents/signing/send-generated-document-for-signing';
import type { FileStore } from '../../documents/storage/file-store';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { CompanyRole } from '../../platform/company-roles/company-role.entity';
import type { User } from '../../platform/users/user.entity';
import { findGeneralMeetingProject } from '../general-meetings/general-meeting-data';
import { generalMeetingHeld, minutesSigningRefusal } from '../general-meetings/meeting-held';
import { findMeetingDocument } from '../meeting-documents/find-meeting-document';
import type { TSendMinutesForSigning } from '../meeting-documents/meeting-documents.schemas';
import { pdfBytes } from '../../kernel/pdf/pdf-bytes';
import { assertMinutesNotOutForSigning, lockMinutesForSigning, sendMinutesForSigning } from '../meeting-documents/send-minutes-for-signing';
import { generalMeetingMinutesPdf } from './general-meeting-minutes-pdf';

/**
 * A general meeting's minutes, as the PDF stands now, to the meeting chair and the co-signers (the settings' chair,
 * co-signer and additional co-signers: company roles) through the signing engine, as the board's minutes go; the
 * sealed minutes land at the top of the general meetings archive. Refused, writing nothing: no co-signer on a meeting
 * that is not simplified (seed 002, section 5: `documents.generalMeetingMinutes.sendForSigningError`), no chair or
 * co-signer (`documents.empty-signer-list`), a meeting not yet held (`generalMeetings.meetingNotHeld`), a signer without
 * an email, minutes already out for signing.
 */
const sendGeneralMeetingMinutesForSigning = async ({ em, store, appUrl, actor, company, documentId, input, now = new Date() }: { em: EntityManager; store: FileStore; appUrl: string; actor: User; company: Company; documentId: string; input: TSendMinutesForSigning; now?: Date }) => {
  const document = await findMeetingDocument(em, company, documentId);
  await assertMinutesNotOutForSigning(em, document.id);
  const { project, meeting } = await findGeneralMeetingProject(em, company, document.project.id);
  if (!meeting) throw new DomainError('documents.generalMeetingMinutes.sendForSigningError');
  const refusal = minutesSigningRefusal(meeting, await generalMeetingHeld(em, meeting, now));
  if (refusal) throw new DomainError(refusal);
  const chosen = meeting ? [meeting.meetingChair, meeting.coSigner, ...meeting.additionalCoSigners].flatMap((signer) => (signer ? [signer] : [])) : [];
  const roles = await em.find(CompanyRole, { company, id: { $in: chosen.map((signer) => signer.companyroleId) } });
  const signers = [...new Set(chosen.map((signer) => signer.companyroleId))].flatMap((id) => roles.filter((role) => role.id === id));
  if (!signers.length) throw new DomainError('documents.empty-signer-list');
  const withoutEmail = signers.find((role) => !role.email);
  if (withoutEmail) throw new DomainError('meetingDocuments.recipientWithoutEmail', { name: chosen.find((signer) => signer.companyroleId === withoutEmail.id)!.name });
  const file = await generalMeetingMinutesPdf({ em, company, projectId: project.id, now });
  const pdf = await pdfBytes((stream) => file.write(stream));
  const nameOf = (role: CompanyRole) => chosen.find((signer) => signer.companyroleId === role.id)!.name;
  return sendGeneratedDocumentForSigning({
    em,
    store,
    appUrl,
    company,
    sender: actor,
    pdf,
    document: { projectId: project.id, projectDocumentId: document.id, documentType: 'general_meeting', title: file.fileName, sentAt: now },
    signers: signers.map((role) => ({ name: nameOf(role), email: role.email!, signingMethod: input.signingMethod, signerType: 'DOCUMENT', language: role.language })),
    emailBody: input.emailBody,
    settings: { sendSealedCopyTo: ['ALL_SIGNERS', 'SENDER'], otherRecipients: [], batchEmails: false },
    section: 'general-meetings',
    inTransaction: lockMinutesForSigning({ actor, company, documentId: document.id, signers: signers.length, now }),
  });
};

/** `POST /document/{documentId}/{orgNo}/send-for-signing`: a general meeting's minutes here, a board meeting's by issue 14's rules. */
export const sendAnyMinutesForSigning = async (options: Parameters<typeof sendMinutesForSigning>[0]) =>
  (await findMeetingDocument(options.em, options.company, options.documentId)).documentType === 'general_meeting' ? sendGeneralMeetingMinutesForSigning(options) : sendMinutesForSigning(options);
