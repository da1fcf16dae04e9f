import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';
import { languages } from '../../kernel/i18n/languages';
import { ArchiveEntry } from '../archive/archive-entry.entity';
import { archiveSections } from '../archive/archive-constants';
import { StoredFile } from '../storage/stored-file.entity';
import { sealStates, signingRequestSources, signingRequestStatuses, type SealedCopyRecipient } from './signing-constants';

/** A person who gets the sealed copy besides the sender and the signers (sealed-copy recipients OTHERS). */
export type OtherSealedCopyRecipient = { name: string; email: string };

/**
 * One document sent for signing: the original PDF (a stored file, never changed), its signers (`Signer`), the sender's
 * message and signing settings (`sendSealedCopyTo`, `batchEmails`, the destination folder), and, once the last signer
 * signs, the sealed copy filed in the destination folder (`sealState` says where the seal stands until then). The source is an archive file (`archiveEntry`) or a document
 * the decision tool generated (`dbot`: the project and its document by id, since governance sits above this room).
 */
export const SigningRequestSchema = defineEntity({
  name: 'SigningRequest',
  indexes: [{ properties: ['company', 'status'] }, { properties: ['projectDocumentId'] }, { properties: ['sealState'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    source: p.enum(signingRequestSources),
    archiveEntry: () => p.manyToOne(ArchiveEntry).nullable().deleteRule('set null').index(),
    projectId: p.uuid().nullable(),
    projectDocumentId: p.uuid().nullable(),
    /** The seed's document type (`uploaded_file`, `board_meeting`, …). */
    documentType: p.string().length(60),
    title: p.string().length(255),
    /** The sender's reference for the document (the portfolio's `documentReference`). */
    reference: p.string().length(200).nullable(),
    original: () => p.manyToOne(StoredFile).deleteRule('no action'),
    emailBody: p.text().default(''),
    sendSealedCopyTo: p.json<SealedCopyRecipient[]>(),
    otherRecipients: p.json<OtherSealedCopyRecipient[]>(),
    batchEmails: p.boolean().default(false),
    destinationSection: p.enum(archiveSections),
    destinationFolder: () => p.manyToOne(ArchiveEntry).nullable().deleteRule('set null'),
    /** The certificate page's language: the sender's. */
    language: p.enum(languages),
    status: p.enum(signingRequestStatuses).default('SENT_FOR_SIGNING'),
    requestedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    sentAt: p.datetime().onCreate(() => new Date()),
    completedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    sealed: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
    sealedEntry: () => p.manyToOne(ArchiveEntry).nullable().deleteRule('set null'),
    /** Set with the last signature until the seal commits: the sweep's and the sender's to finish. */
    sealState: p.enum(sealStates).nullable(),
    sealAttempts: p.integer().default(0),
    sealFailedAt: p.datetime().nullable(),
    /** The message key of the last failure. */
    sealError: p.string().length(100).nullable(),
  },
});

export class SigningRequest extends SigningRequestSchema.class {}
SigningRequestSchema.setClass(SigningRequest);
