import type { EntityManager } from '@mikro-orm/core';
import { hashToken, newToken } from '../../platform/auth/secrets';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { requireProvenCompany } from '../../platform/company-claims/require-proven-company';
import { queueEmail } from '../../platform/email/queue-email';
import type { User } from '../../platform/users/user.entity';
import type { ArchiveEntry } from '../archive/archive-entry.entity';
import type { FolderTarget } from '../archive/folder-target';
import type { StoredFile } from '../storage/stored-file.entity';
import type { SigningRequestSource } from './signing-constants';
import { batchMethodOf, batchPageLink, signerLink, subscriptionFormLink } from './signing-links';
import { SigningRequest } from './signing-request.entity';
import type { TSignerInput, TSigningSettingsInput } from './signing.schemas';
import { Signer } from './signer.entity';

export type SigningRequestDraft = {
  company: Company;
  sender: User;
  source: SigningRequestSource;
  archiveEntry?: ArchiveEntry | null;
  projectId?: string | null;
  projectDocumentId?: string | null;
  documentType: string;
  title: string;
  original: StoredFile;
  signers: TSignerInput[];
  emailBody: string;
  settings: TSigningSettingsInput;
  destination: FolderTarget;
  /** When it is sent; a decision-tool document locked in the same transaction is locked at this very time. */
  sentAt?: Date;
};

/**
 * Queues a signer's email (the first, or a resend): the personal link of `token` (the signer keeps only its hash), or
 * with batch emails the batch page of the signer's method (a subscription form's signer gets the form's link); the signer keeps it as the email whose state is their delivery state.
 */
export const queueSigningEmail = ({
  tx,
  appUrl,
  request,
  signer,
  token,
  senderName,
  companyName,
}: {
  tx: EntityManager;
  appUrl: string;
  request: SigningRequest;
  signer: Signer;
  token: string;
  senderName: string;
  companyName: string;
}) => {
  const batchMethod = request.batchEmails ? batchMethodOf(signer.signingMethod) : null;
  signer.outboxEmail = queueEmail({
    em: tx,
    company: request.company,
    to: signer.email,
    language: signer.language,
    template: 'signingRequest',
    params: {
      name: signer.name,
      senderName,
      companyName,
      documentTitle: request.title,
      message: request.emailBody,
      link: batchMethod ? batchPageLink(appUrl, batchMethod) : signer.signerType === 'SUBSCRIPTION' ? subscriptionFormLink(appUrl, token) : signerLink(appUrl, token),
    },
  });
};

/**
 * Writes a signing request and its signers in the caller's transaction, with its audit event, and queues each signer's
 * email: the personal link, or with batch emails the batch page of the signer's method (where they sign every waiting
 * document at once after signing in). Two signers with one address get one email each for their own link. A company
 * whose claim waits sends nothing (`company.claimPending`).
 */
export const sendSigningRequest = ({ tx, appUrl, draft }: { tx: EntityManager; appUrl: string; draft: SigningRequestDraft }): SigningRequest => {
  const { company, sender, settings } = draft;
  requireProvenCompany(company);
  const request = tx.create(SigningRequest, {
    company,
    source: draft.source,
    archiveEntry: draft.archiveEntry ?? null,
    projectId: draft.projectId ?? null,
    projectDocumentId: draft.projectDocumentId ?? null,
    documentType: draft.documentType,
    title: draft.title,
    original: draft.original,
    emailBody: draft.emailBody,
    sendSealedCopyTo: [...new Set(settings.sendSealedCopyTo)],
    otherRecipients: settings.sendSealedCopyTo.includes('OTHERS') ? settings.otherRecipients : [],
    batchEmails: settings.batchEmails,
    destinationSection: draft.destination.section,
    destinationFolder: draft.destination.folder,
    language: sender.language,
    requestedBy: sender,
    ...(draft.sentAt ? { sentAt: draft.sentAt } : {}),
  });
  const signers = draft.signers.map((input, position) => {
    const token = newToken();
    const signer = tx.create(Signer, {
      request,
      position,
      name: input.name,
      email: input.email,
      signingMethod: input.signingMethod,
      signerType: input.signerType,
      language: input.language,
      phoneNumber: input.phoneNumber || null,
      reference: input.reference || null,
      companyName: input.companyName || null,
      tokenHash: hashToken(token),
    });
    queueSigningEmail({ tx, appUrl, request, signer, token, senderName: sender.name, companyName: company.name });
    return signer;
  });
  recordAuditEvent({
    em: tx,
    type: 'signing.requestSent',
    actor: sender,
    company,
    after: {
      id: request.id,
      title: request.title,
      source: request.source,
      originalSha256: draft.original.sha256,
      signers: signers.map(({ id, name, email, signingMethod }) => ({ id, name, email, signingMethod })),
      sendSealedCopyTo: request.sendSealedCopyTo,
      batchEmails: request.batchEmails,
    },
  });
  return request;
};
