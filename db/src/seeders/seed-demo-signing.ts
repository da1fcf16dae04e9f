import { archiveRoleFlags } from '@andel/domain/shared';
import { ArchiveEntry, Company as CompanyEntity, recordSignatures, sealSigningRequest, sendArchiveDocumentForSigning, Signer, User as UserEntity, type Company, type FileStore, type SealingCertificate, type User } from '@andel/domain/server';
import type { EntityManager } from '@mikro-orm/core';
import { demoSigning, demoUsers } from './demo-data';

/**
 * Signing in the demo: the board instructions signed by the board chair and the admin with email codes and sealed at
 * seed time (the sealed copy beside the original), and the shareholder agreement waiting for the board chair's
 * signature (her `/signing/email` page lists it).
 */
export const seedDemoSigning = async ({ em, admin, company, store, certificate, appUrl }: { em: EntityManager; admin: User; company: Company; store: FileStore; certificate: SealingCertificate; appUrl: string }) => {
  const actor = { user: await em.findOneOrFail(UserEntity, admin.id), company: await em.findOneOrFail(CompanyEntity, company.id), flags: archiveRoleFlags({ accessType: 'ADMIN' }), customRoleId: null };
  const signers = [
    { name: demoUsers.board.name, email: demoUsers.board.email, signingMethod: 'AUTH_EMAIL' as const, signerType: 'DOCUMENT' as const, language: 'nb' as const },
    { name: demoUsers.admin.name, email: demoUsers.admin.email, signingMethod: 'AUTH_EMAIL' as const, signerType: 'DOCUMENT' as const, language: 'nb' as const },
  ];
  const settings = { sendSealedCopyTo: ['SENDER' as const], otherRecipients: [], batchEmails: false };
  for (const { fileName, signed, message } of demoSigning) {
    const entry = await em.findOneOrFail(ArchiveEntry, { company: actor.company, name: fileName });
    const request = await sendArchiveDocumentForSigning({ em, store, appUrl, actor, input: { documentId: entry.id, signers: signed ? signers : signers.slice(0, 1), emailBody: message, signingSettings: settings } });
    if (!signed) continue;
    const signerIds = (await em.find(Signer, { request: request.id })).map(({ id }) => id);
    await em.transactional((tx) => recordSignatures({ tx, signerIds, evidence: { ipAddress: '127.0.0.1', identifiedBy: 'PERSONAL_LINK', assertedIdentity: null } }));
    const sealed = await sealSigningRequest({ em: em.fork(), store, certificate: async () => certificate, appUrl, requestId: request.id });
    if (sealed !== 'sealed') throw new Error(`demo signing of ${fileName}: ${sealed}`);
  }
};
