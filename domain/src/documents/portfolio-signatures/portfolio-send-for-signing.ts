import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { DomainError } from '../../kernel/errors/domain-error';
import { resolveCompanyAccess } from '../../platform/access/resolve-company-access';
import type { User } from '../../platform/users/user.entity';
import type { ArchiveActor } from '../archive/archive-access';
import { archiveRoleFlags } from '../archive/archive-roles';
import { destinationFolders } from '../archive/destination-folders';
import type { FileStore } from '../storage/file-store';
import { uploadArchiveFiles } from '../archive/upload-files';
import { sendArchiveDocumentForSigning } from '../signing/send-archive-document-for-signing';
import { signerCandidates } from '../signing/signer-candidates';
import { maxSignersPerRequest } from '../signing/signing-constants';
import { ZSignerInputSchema, ZSigningSettingsSchema } from '../signing/signing.schemas';
import { textSchema } from '../../kernel/validation/text';

/** Seed 002: "only admins may send for signing" from the portfolio; the archive's own checks still apply to the folder. */
const portfolioSenderPolicy = { accessTypes: ['ADMIN'], feature: 'adminArchive', level: 'EDIT' } as const;

/** The user as an admin of the company named, as the archive sees them (`access.forbidden` otherwise). */
export const portfolioArchiveActor = async (em: EntityManager, user: User, organisationNumber: string): Promise<ArchiveActor> => {
  const { company, access } = await resolveCompanyAccess({ em, user, organisationNumber, policy: portfolioSenderPolicy });
  return { user, company, flags: archiveRoleFlags(access), customRoleId: access.customRoleId ?? null };
};

/** `GET /portfolio/signatures/destination-folders/{orgNo}`: where a new document of the wizard may go in that company. */
export const portfolioDestinationFolders = async ({ em, user, organisationNumber }: { em: EntityManager; user: User; organisationNumber: string }) =>
  destinationFolders({ em, actor: await portfolioArchiveActor(em, user, organisationNumber) });

export const ZCompanySignersSchema = z.object({ companies: z.array(z.string().min(1).max(20)).min(1).max(50) });

/** `POST /portfolio/signatures/company-signers {companies}`: each administered company's quick-add people (shareholders, companyRoles). */
export const portfolioCompanySigners = async ({ em, user, companies }: { em: EntityManager; user: User; companies: string[] }) => {
  const answers = [];
  for (const organisationNumber of [...new Set(companies)]) {
    const actor = await portfolioArchiveActor(em, user, organisationNumber);
    answers.push({ organisationNumber, ...(await signerCandidates({ em, company: actor.company })) });
  }
  return answers;
};

/** One document's destination in the wizard (seed: destinations[folderId, fileName, orgNo]); `folderId` a folder or a section's top. */
export const ZPortfolioSendSchema = z.object({
  emailBody: textSchema(5000).default(''),
  destinations: z.array(z.object({ orgNo: z.string().min(1).max(20), fileName: z.string().min(1).max(255), folderId: z.string().min(1).max(64) })).min(1).max(20),
  signers: z.array(ZSignerInputSchema).min(1, 'documents.empty-signer-list').max(maxSignersPerRequest),
  signingSettings: ZSigningSettingsSchema.optional(),
});
export type TPortfolioSendInput = z.infer<typeof ZPortfolioSendSchema>;

/**
 * `POST /portfolio/signatures/send-uploaded-document-for-signing` (multipart: files, and the fields as JSON): each file
 * (a PDF; the archive's checks hold it to 5120*5120 bytes) is put in its destination folder through the archive's upload (its checks) and
 * sent through the signing engine's `sendArchiveDocumentForSigning`, the sealed copy going to that folder. Everything
 * is checked before anything is written; each document is then its own transaction, in the order given.
 */
export const sendPortfolioDocumentsForSigning = async ({ em, store, appUrl, user, files, input }: { em: EntityManager; store: FileStore; appUrl: string; user: User; files: { name: string; data: Uint8Array }[]; input: TPortfolioSendInput }) => {
  const documents = input.destinations.map((destination) => ({ destination, file: files.find(({ name }) => name === destination.fileName) }));
  for (const { file } of documents) {
    if (!file) throw new DomainError('invalid-file', { files: '' });
    if (!file.name.toLowerCase().endsWith('.pdf')) throw new DomainError('signing.notPdf');
  }
  const actors = await Promise.all(documents.map(({ destination }) => portfolioArchiveActor(em, user, destination.orgNo)));
  const sent = [];
  for (const [index, { destination, file }] of documents.entries()) {
    const actor = actors[index]!;
    const [entry] = await uploadArchiveFiles({ em: em.fork(), store, actor, folderId: destination.folderId, files: [file!] });
    const isSection = !/^[0-9a-f-]{36}$/i.test(destination.folderId);
    const settings = ZSigningSettingsSchema.parse({ ...input.signingSettings, ...(isSection ? { rootFolder: destination.folderId, folderId: null } : { folderId: destination.folderId }) });
    sent.push(await sendArchiveDocumentForSigning({ em: em.fork(), store, appUrl, actor, input: { documentId: entry!.id, signers: input.signers, emailBody: input.emailBody, signingSettings: settings } }));
  }
  return sent;
};
